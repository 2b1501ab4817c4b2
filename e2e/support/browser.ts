// One way to start Debian's Chromium for every browser test and benchmark.
// `npx playwright install` cannot download here, so we always drive /usr/bin/chromium.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Base URL of the site under test (Hosting emulator), set by scripts/test.ts. */
export function baseUrl(): string {
  return process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  // Every context of every test is watched for Content-Security-Policy violations (issue 14).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    await watchContentSecurityPolicy(context);
    return context;
  };
  return browser;
}

// Content-Security-Policy violations seen since the last takeCspViolations(), in any page of any context.
const cspViolations: string[] = [];

/**
 * Records what the policy refused in this context's pages (popups included): Chromium logs each refusal
 * to the console, and the page's securitypolicyviolation event names the directive and what it blocked.
 */
async function watchContentSecurityPolicy(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    cspViolations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
        .__reportCspViolation;
      report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      cspViolations.push(`${message.page()?.url() ?? '(worker)'}: ${message.text()}`);
  });
}

/** The violations seen since the last call (browser-per-file.ts fails the test that caused any). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

// The Chromium of the test file being run: started before its first test and closed after its last by
// browser-per-file.ts, which Jest runs in every browser test file (setupFilesAfterEnv).
let current: Browser | null = null;

export function setSharedBrowser(browser: Browser | null): void {
  current = browser;
}

/** The Chromium shared by the tests of this file. */
export function sharedBrowser(): Browser {
  if (!current) throw new Error('No browser: browser tests run through the "browser" Jest project');
  return current;
}

/** A fresh context (own storage, no shared sign-in) with a page at the given viewport. */
export async function openPage(
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await sharedBrowser().newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  return { context, page };
}

/** Serious and critical axe-core violations on the current page (empty means pass). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
