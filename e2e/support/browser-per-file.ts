// Run by Jest before every browser test file (jest.config.cjs, setupFilesAfterEnv): one Chromium per
// file, started before its tests and closed after them, so no test file starts or stops its own.
import { launchBrowser, setSharedBrowser, sharedBrowser, takeCspViolations } from './browser';

beforeAll(async () => {
  setSharedBrowser(await launchBrowser());
});

// No page any test opens may break the site's Content-Security-Policy (browser.ts watches every context).
afterEach(() => {
  const violations = takeCspViolations();
  if (violations.length > 0)
    throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
});

afterAll(async () => {
  // Tests close their own contexts; closing the browser ends anything left open.
  await sharedBrowser().close();
  setSharedBrowser(null);
});
