// Crops a tall screenshot into viewport-sized slices for viewing (temporary helper).
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [file, out, y = '0', h = '844', w = '390'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
const data = readFileSync(file).toString('base64');
await page.setContent(`<body style="margin:0"><img src="data:image/png;base64,${data}" style="display:block;margin-top:-${y}px"></body>`);
await page.screenshot({ path: out });
await browser.close();
