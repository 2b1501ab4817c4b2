// The browser the bench's own timings run in (the interactions, the page loads' long tasks): Debian's
// chromium through playwright-core, a phone-sized window, one context per visitor and build, signed in
// once through the login page as a person does.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { ACCOUNTS, signInThroughLoginPage, type Visitor } from './stack';

const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CPU_SLOWDOWN = 4;

export interface BenchBrowser {
  /** The context of `who` on the build served at `origin`, made (and signed in) on first use. */
  contextFor(who: Visitor, origin: string): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function openBenchBrowser(): Promise<BenchBrowser> {
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const contexts = new Map<string, BrowserContext>();
  return {
    async contextFor(who, origin) {
      const key = `${who} ${origin}`;
      let context = contexts.get(key);
      if (!context) {
        context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        if (who !== 'visitor') {
          const page = await context.newPage();
          await signInThroughLoginPage(page, origin, ACCOUNTS[who]);
          await page.close();
        }
        contexts.set(key, context);
      }
      return context;
    },
    close: () => browser.close(),
  };
}

/**
 * The order of run `run` over the builds: they alternate, so that a busy moment of the machine weighs on
 * both, and take turns going first (this, base, base, this, ...), so that neither always runs straight
 * after the other.
 */
export function alternating<T>(items: readonly T[], run: number): Array<[number, T]> {
  const order = [...items.entries()];
  if (run % 2 === 1) order.reverse();
  return order;
}

export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}
