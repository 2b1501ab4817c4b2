// Screenshots of the steps of a browser test, for a person to look at: written only when
// E2E_SHOTS_DIR names a folder, so `npm test` spends no time on them.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // Transitions finished (a tab's indicator mid-slide reads as a bug in a still picture).
  await page.screenshot({
    path: path.join(dir, `${width}-${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}
