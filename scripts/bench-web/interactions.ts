// Responsiveness: one scripted interaction per key page, timed in the page by the Event Timing API (the
// worst interaction's duration, from input to the next paint, as INP counts it). Driven by playwright-core
// with Debian's chromium and the CPU slowed 4x through the DevTools protocol, so figures are phone-like.
import type { BrowserContext, Page } from 'playwright-core';
import { CPU_SLOWDOWN, alternating, median, openBenchBrowser } from './browser';
import type { Visitor } from './stack';

export interface Interaction {
  name: string;
  who: Visitor;
  /** The page's address on the site. */
  route: string;
  /** What a person does once the page is live; its events are the ones timed. */
  act(page: Page): Promise<void>;
}

/** Keeps every interaction's Event Timing entry (16 ms and longer) on window.benchInteractions. */
const OBSERVE_INTERACTIONS = `
  window.benchInteractions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.benchInteractions.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** The worst interaction's duration (ms) of one run of `interaction` in a fresh page of `context`. */
async function timeOnce(context: BrowserContext, origin: string, interaction: Interaction) {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: OBSERVE_INTERACTIONS });
    await page.goto(`${origin}${interaction.route}`);
    await page.locator('body[data-page-live="true"]').waitFor({ timeout: 60_000 });
    // Loaded at full speed; only the interaction runs on the slowed CPU.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate('window.benchInteractions.length = 0');
    await interaction.act(page);
    // Event Timing reports an interaction after its next paint.
    await page.waitForTimeout(1000);
    const durations = (await page.evaluate('window.benchInteractions')) as number[];
    return durations.length > 0 ? Math.max(...durations) : 0;
  } finally {
    await page.close();
  }
}

/** Each interaction's median worst duration over `runs` runs, per site (origin). */
export async function timeInteractions(
  interactions: readonly Interaction[],
  origins: readonly string[],
  runs: number,
): Promise<Map<string, number[]>> {
  const browser = await openBenchBrowser();
  const results = new Map<string, number[]>();
  try {
    for (const interaction of interactions) {
      const times: number[][] = origins.map(() => []);
      for (let run = 0; run < runs; run++) {
        for (const [i, origin] of alternating(origins, run)) {
          const context = await browser.contextFor(interaction.who, origin);
          try {
            times[i]?.push(await timeOnce(context, origin, interaction));
          } catch (error) {
            // A base commit may not have the page or its controls yet: no figure rather than no run.
            console.log(
              `  ${interaction.name} on ${origin}: ${(error as Error).message.split('\n')[0]}`,
            );
            times[i]?.push(NaN);
          }
        }
      }
      results.set(interaction.name, times.map(median));
    }
  } finally {
    await browser.close();
  }
  return results;
}
