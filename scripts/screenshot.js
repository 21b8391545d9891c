// Takes screenshots of pages for a person to look at: node scripts/screenshot.js BASE_URL path... (phone and desktop).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const out = process.env.SCREENSHOT_DIR ?? 'screenshots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
]) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  for (const path of paths.length ? paths : ['/ar', '/en']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `${out}/${path.replace(/[^\w]+/g, '_') || 'root'}-${name}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
