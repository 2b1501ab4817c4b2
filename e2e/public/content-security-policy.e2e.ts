// The site's Content-Security-Policy (issue 14, security): Hosting sends it on the app shell and on every
// prerendered page, no page needs an inline script, and the pages work under it (the
// contentSecurityPolicy fixture in support/test.ts fails any test whose pages break the policy; these
// open each prerendered page and the sign-in).
import { prerenderedPaths } from '../../web/src/public';
import { baseUrl } from '../support/browser';
import { expect, test } from '../support/test';
import { appStarted } from '../support/pages';

test.describe.configure({ timeout: 120_000 });

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]): [string, string[]] => [name ?? '', sources])
      .filter(([name]) => name !== ''),
  );
}

async function policyOf(path: string): Promise<{ policy: string; html: string }> {
  const res = await fetch(`${baseUrl()}${path}`);
  expect(res.status).toBe(200);
  return { policy: res.headers.get('content-security-policy') ?? '', html: await res.text() };
}

test.describe('Content-Security-Policy', () => {
  for (const path of ['/', '/faq', '/dashboard'] as const) {
    test(`is sent on ${path}, with no inline script allowed`, async () => {
      const { policy, html } = await policyOf(path);
      const d = directives(policy);
      expect(d.get('default-src')).toEqual(["'self'"]);
      expect(d.get('script-src')).toContain("'self'");
      expect(d.get('script-src')).not.toContain("'unsafe-inline'");
      expect(d.get('script-src')).not.toContain("'unsafe-eval'");
      expect(d.get('object-src')).toEqual(["'none'"]);
      expect(d.get('base-uri')).toEqual(["'self'"]);
      expect(d.get('frame-ancestors')).toEqual(["'none'"]);
      expect(d.get('form-action')).toEqual(["'self'"]);
      expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(d.get('connect-src')).toEqual(
        expect.arrayContaining([
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
        ]),
      );
      // Every script of the page is a file of the site: the only inline one is a JSON data block.
      const inline = [...html.matchAll(/<script\b([^>]*)>/g)]
        .map((m) => m[1] ?? '')
        .filter((attrs) => !/\bsrc=/.test(attrs) && !/type="application\/json"/.test(attrs));
      expect(inline).toEqual([]);
    });
  }

  test('lets every prerendered page start the app without a violation', async ({ openPage }) => {
    const { page } = await openPage();
    for (const path of prerenderedPaths) {
      await page.goto(path);
      await appStarted(page);
    }
  });

  test('when a page runs an inline script the policy refuses, then the watch fails the test', async ({
    openPage,
  }) => {
    // Expected to fail: the fixture's check after the test is what this test is about.
    test.fail();
    const { page } = await openPage();
    await page.goto('/faq');
    await appStarted(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.body.append(script);
    });
    expect(await page.evaluate(() => '__inlineRan' in window)).toBe(false);
  });
});
