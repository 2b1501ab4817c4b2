// The admin dashboard's stat cards and overview charts against the local stack, signed in as the seeded
// admin: the four cards show figures (the money ones as dollars), the two charts draw (an svg each) under
// their titles with a table of the same figures for screen readers (each claim status's bar names the
// figure of its row), a phone keeps its width, and on a phone the tab bar scrolls sideways.
import type { Page } from '@playwright/test';
import { CLAIM_STATUSES } from '@protect/domain';
import { DESKTOP, seriousA11yViolations } from '../support/browser';
import { expect, test } from '../support/test';
import { appStarted, toastText } from '../support/pages';

test.describe.configure({ timeout: 120_000 });

const CARD_LABELS = [
  'Active Subscriptions',
  'Monthly Recurring Revenue',
  'Pending Claims',
  'Payments This Month',
];
const CHART_TITLES = ['New subscriptions and revenue per month', 'Claims by status'];
/** A common phone width (the hidden figure tables once pushed the page to 410 px here). */
const PHONE_390 = { width: 390, height: 844 };

async function openOverview(page: Page): Promise<void> {
  await page.goto('/admin/dashboard');
  await appStarted(page);
  await page.getByRole('heading', { name: 'Welcome, Admin' }).waitFor();
}

/** The figure each card shows, by its label, once the cards have loaded. */
async function cardFigures(page: Page): Promise<Record<string, string>> {
  const cards = page.getByTestId('stat-card');
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-testid="stat-card"]').length === 4 &&
      document.querySelectorAll('[data-testid="stat-card"] [data-testid="stat-loading"]').length ===
        0,
  );
  const figures: Record<string, string> = {};
  for (const card of await cards.all()) {
    const [label = '', figure = ''] = (await card.innerText())
      .split('\n')
      .map((t) => t.trim())
      .filter((t) => t !== '');
    figures[label] = figure;
  }
  return figures;
}

test.describe('admin dashboard: stat cards and overview charts', () => {
  test('when the seeded admin opens the dashboard, then the four cards show figures and both charts draw with their titles', async ({
    openAdminPage,
  }) => {
    const { page } = await openAdminPage(DESKTOP);
    await openOverview(page);

    const figures = await cardFigures(page);
    expect(Object.keys(figures)).toEqual(CARD_LABELS);
    expect(figures['Active Subscriptions']).toMatch(/^\d[\d,]*$/);
    expect(figures['Pending Claims']).toMatch(/^\d[\d,]*$/);
    expect(figures['Monthly Recurring Revenue']).toMatch(/^-?\$\d[\d,]*\.\d\d$/);
    expect(figures['Payments This Month']).toMatch(/^-?\$\d[\d,]*\.\d\d$/);

    for (const title of CHART_TITLES) {
      const chart = page.getByRole('figure', { name: title });
      await chart.waitFor();
      await chart.locator('svg').first().waitFor();
      expect(await chart.locator('svg rect').count()).toBeGreaterThan(0);
      // The figures for screen readers: a header row, then a row per month or per claim status.
      expect(await chart.getByRole('row').count()).toBe(
        title === 'Claims by status' ? CLAIM_STATUSES.length + 1 : 13,
      );
    }
    // Each status's bar says the figure its table row holds.
    const claimsChart = page.getByRole('figure', { name: 'Claims by status' });
    const tableRows = await claimsChart
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map(
          (row) =>
            `${row.querySelector('th')?.textContent}: ${row.querySelector('td')?.textContent}`,
        ),
      );
    const barTitles = await claimsChart.locator('svg rect title').allTextContents();
    expect(barTitles.map((t) => t.replace(/ claims?$/, ''))).toEqual(tableRows);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('when the overview opens on a phone, then the cards and charts fit its width', async ({
    openAdminPage,
  }) => {
    const { page } = await openAdminPage(PHONE_390);
    await openOverview(page);
    await cardFigures(page);
    for (const title of CHART_TITLES)
      await page.getByRole('figure', { name: title }).locator('svg').first().waitFor();
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
  });

  test('when the dashboard opens on a phone, then its tab bar scrolls sideways to the last tab and shows no scrollbar', async ({
    openAdminPage,
  }) => {
    const { page } = await openAdminPage(PHONE_390);
    await openOverview(page);
    const tabs = page.getByRole('tablist', { name: 'Admin sections' });
    const audit = tabs.getByRole('tab', { name: 'Audit' });
    await expect(audit).not.toBeInViewport();
    // The tab list is its own scroller (components/SectionTabs.tsx).
    const scroller = tabs;
    await scroller.hover();
    await page.mouse.wheel(600, 0);
    await expect(audit).toBeInViewport();
    expect(await scroller.evaluate((el: HTMLElement) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await scroller.evaluate((el: HTMLElement) => el.offsetHeight - el.clientHeight)).toBe(0);
    await audit.click();
    await expect(page).toHaveURL(/[?&]tab=audit/);
  });

  test('when the stats fail to load, then the dashboard is toasted, the cards show the reason with Retry, and Retry brings the figures', async ({
    openAdminPage,
  }) => {
    const { page } = await openAdminPage(DESKTOP);
    await page.route('**/api/admin/stats', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Stats are unavailable', code: 'e2e' }),
      }),
    );
    await openOverview(page);
    expect(await toastText(page, 'Failed to load dashboard')).toContain('Failed to load dashboard');
    const failure = page.getByRole('alert').filter({ hasText: 'Stats are unavailable' }).first();
    await failure.waitFor();

    await page.unroute('**/api/admin/stats');
    await failure.getByRole('button', { name: 'Retry' }).click();
    expect(Object.keys(await cardFigures(page))).toEqual(CARD_LABELS);
  });
});
