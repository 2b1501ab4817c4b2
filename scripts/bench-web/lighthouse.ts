// Lighthouse (mobile, its default simulated throttling) with Debian's chromium, one browser profile per
// visitor: anonymous, or signed in once through the login page (the session stays in the profile's
// IndexedDB: Lighthouse's reset before each run clears caches and service workers, not IndexedDB).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LaunchedChrome } from 'chrome-launcher';
import type { RunnerResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { ACCOUNTS, signInThroughLoginPage, type Visitor } from './stack';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type Lhr = RunnerResult['lhr'];

export interface PageFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Accessibility audits that failed, by title. */
  failedAccessibility: string[];
  /** The median run's report (for the main-thread breakdown). */
  lhr: Lhr;
}

async function chromiumArgs(): Promise<string[]> {
  const browserModule = (await import(
    pathToFileURL(path.join(REPO_ROOT, 'e2e', 'support', 'browser.ts')).href
  )) as { CHROMIUM_ARGS: string[] };
  // Headless: the bench runs on machines without a display.
  return [...browserModule.CHROMIUM_ARGS, '--headless=new'];
}

/** A browser for one visitor; signed in as `who` on `origins` (each a site under measure) unless a visitor. */
export async function openBrowserFor(
  who: Visitor,
  origins: readonly string[],
): Promise<LaunchedChrome> {
  // ESM-only; this script runs as CommonJS under tsx.
  const chromeLauncher = (await import('chrome-launcher')) as typeof import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: await chromiumArgs(),
    logLevel: 'silent',
  });
  if (who === 'visitor') return chrome;
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('The browser has no default context');
    for (const origin of origins) {
      const page = await context.newPage();
      await signInThroughLoginPage(page, origin, ACCOUNTS[who]);
      await page.close();
    }
    // Only the connection is dropped: the browser and its profile stay for Lighthouse.
    await browser.close();
  } catch (error) {
    chrome.kill();
    throw error;
  }
  return chrome;
}

/** One Lighthouse run of `url` in `chrome`. */
export async function lighthouseRun(chrome: LaunchedChrome, url: string): Promise<Lhr> {
  const { default: lighthouse } = (await import('lighthouse')) as typeof import('lighthouse');
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** The figures of the median run by performance score (single runs vary by several points). */
export function medianFigures(runs: readonly Lhr[]): PageFigures {
  const sorted = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const lhr = sorted[Math.floor(sorted.length / 2)];
  if (!lhr) throw new Error('No Lighthouse run');
  const { categories, audits } = lhr;
  const failedAccessibility = (categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => audits[ref.id]?.title ?? ref.id);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failedAccessibility,
    lhr,
  };
}
