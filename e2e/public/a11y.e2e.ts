// axe-core on every public page, at phone and desktop sizes: no serious or critical violations.
import { DESKTOP, openPage, PHONE, seriousA11yViolations } from '../support/browser';

jest.setTimeout(180_000);

const PUBLIC_PAGES = [
  '/',
  '/services',
  '/quote',
  '/about',
  '/contact',
  '/faq',
  '/blog',
  '/news',
  '/careers',
  '/partners',
  '/investors',
  '/terms',
  '/privacy',
  '/login',
  '/register',
  '/forgot-password',
  '/no-such-page',
];

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('accessibility at %s size', (_label, viewport) => {
  it('when each public page has loaded, then axe finds no serious or critical violations', async () => {
    const { context, page } = await openPage(viewport);
    const problems: string[] = [];
    try {
      for (const path of PUBLIC_PAGES) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.locator('main h1').first().waitFor();
        for (const violation of await seriousA11yViolations(page))
          problems.push(`${path}: ${violation}`);
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
