// Debian's Chromium for every browser test (playwright.config.ts) and the viewports and checks the tests
// share. `npx playwright install` cannot download here, so we drive Debian's packages.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Debian's chromium-headless-shell: the same Chromium build without the desktop browser around it, which is
 * what Playwright itself runs headless tests on. The suite's own measure on this machine (e2e/customer, 39
 * tests): 2.2 min instead of 2.8 min on the full `chromium`, with a third less browser CPU. Where only
 * `chromium` is installed, the tests run on it.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
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

export interface Viewport {
  width: number;
  height: number;
}

export const PHONE: Viewport = { width: 360, height: 740 };
export const DESKTOP: Viewport = { width: 1280, height: 800 };

/** Serious and critical axe-core violations on the current page (empty means pass). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
