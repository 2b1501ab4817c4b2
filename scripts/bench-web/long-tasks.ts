// Page loads timed directly (bench:web --long-tasks N): the main thread's long tasks while a page loads on
// a CPU slowed 4x, as the Long Tasks API reports them in the page. Blocking time is each task's part over
// 50 ms, summed, as TBT counts it, but measured rather than simulated: Lighthouse's TBT moves by hundreds
// of milliseconds between runs of one build, which hides a change worth a few points (README, Reading
// bench:web). Many loads, alternating between the builds, show such a change.
import type { BrowserContext } from 'playwright-core';
import { CPU_SLOWDOWN, alternating, median, openBenchBrowser } from './browser';
import type { Visitor } from './stack';

/** Keeps every long task's duration on window.benchLongTasks, from the page's start. */
const OBSERVE_LONG_TASKS = `
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;
/** A load has ended when no long task came for this long after the page went live. */
const QUIET_MS = 2_000;
const LOAD_BOUND_MS = 20_000;

export interface LongTaskFigures {
  /** Median over the loads of the summed blocking time (ms beyond 50 in each long task). */
  blockingMs: number;
  /** Mean of the same. */
  meanBlockingMs: number;
  /** Median number of long tasks per load. */
  tasks: number;
  /** Median of each load's longest task (ms). */
  longestMs: number;
  loads: number;
}

async function loadOnce(context: BrowserContext, url: string): Promise<number[]> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: OBSERVE_LONG_TASKS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const started = Date.now();
    await page.goto(url);
    await page
      .locator('body[data-page-live="true"]')
      .waitFor({ timeout: LOAD_BOUND_MS, state: 'attached' });
    // Signed-in pages go on drawing what they fetch after the page is live.
    let seen = -1;
    while (Date.now() - started < LOAD_BOUND_MS) {
      const count = (await page.evaluate('window.benchLongTasks.length')) as number;
      if (count === seen) break;
      seen = count;
      await page.waitForTimeout(QUIET_MS);
    }
    return (await page.evaluate('window.benchLongTasks')) as number[];
  } finally {
    await page.close();
  }
}

/** Each route's long-task figures per site (origin), over `loads` loads each, alternating. */
export async function timeLongTasks(
  routes: ReadonlyArray<{ route: string; who: Visitor }>,
  origins: readonly string[],
  loads: number,
): Promise<Map<string, Array<LongTaskFigures | undefined>>> {
  const browser = await openBenchBrowser();
  const results = new Map<string, Array<LongTaskFigures | undefined>>();
  try {
    for (const { route, who } of routes) {
      const perSite: number[][][] = origins.map(() => []);
      for (let run = 0; run < loads; run++) {
        for (const [i, origin] of alternating(origins, run)) {
          try {
            const context = await browser.contextFor(who, origin);
            perSite[i]?.push(await loadOnce(context, `${origin}${route}`));
          } catch (error) {
            console.log(`  ${route} on ${origin}: ${(error as Error).message.split('\n')[0]}`);
          }
        }
      }
      const figures = perSite.map((runs): LongTaskFigures | undefined => {
        if (runs.length === 0) return undefined;
        const blocking = runs.map((tasks) =>
          tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
        );
        return {
          blockingMs: median(blocking),
          meanBlockingMs: blocking.reduce((a, b) => a + b, 0) / blocking.length,
          tasks: median(runs.map((tasks) => tasks.length)),
          longestMs: median(runs.map((tasks) => Math.max(0, ...tasks))),
          loads: runs.length,
        };
      });
      results.set(route, figures);
      console.log(
        `  ${route}: ${figures.map((f, i) => `${origins[i]} ${f ? `${f.blockingMs.toFixed(0)} ms` : '-'}`).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}
