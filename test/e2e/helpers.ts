import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** Saves a screenshot for a person to look at (test-results/screenshots/NAME.png). */
export async function snapshot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
}

/** Waits until the app has hydrated (client navigation works from then on). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]');
}
