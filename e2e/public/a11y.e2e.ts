// axe-core on every public page, at phone and desktop sizes: no serious or critical violations.
import { DESKTOP, PHONE, seriousA11yViolations } from '../support/browser';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 180_000 });

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

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`accessibility at ${label} size`, () => {
    // Every public page in turn: 51 s in a CI run (at 8b8d1dd), of the config's 90 s a test.
    test.describe.configure({ timeout: 180_000 });
    test('when each public page has loaded, then axe finds no serious or critical violations', async ({
      openPage,
    }) => {
      const { page } = await openPage(viewport);
      const problems: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.locator('main h1').first().waitFor();
        for (const violation of await seriousA11yViolations(page))
          problems.push(`${path}: ${violation}`);
      }
      expect(problems).toEqual([]);
    });
  });
}
