// Run by Jest before every browser test file (jest.config.cjs, setupFilesAfterEnv): one Chromium per
// file, started before its tests and closed after them, so no test file starts or stops its own.
import { launchBrowser, setSharedBrowser, sharedBrowser } from './browser';

beforeAll(async () => {
  setSharedBrowser(await launchBrowser());
});

afterAll(async () => {
  // Tests close their own contexts; closing the browser ends anything left open.
  await sharedBrowser().close();
  setSharedBrowser(null);
});
