import { chromium, devices } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const port of [4206, 4205]) for (const delay of [0, 600]) { const res = [];
 for (let i = 0; i < 4; i++) {
  const ctx = await browser.newContext({ ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75 });
  const page = await ctx.newPage();
  await page.route(/\/assets\/.*\.js$/, (r) => r.abort());
  if (delay) await page.route(/\/assets\/.*\.css$/, async (r) => { await new Promise((res) => setTimeout(res, delay)); await r.continue(); });
  await page.addInitScript(() => {
    window.__lcp = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push((e.element?.closest('.carousel__slide') ? 'slide' : e.element?.tagName) + Math.round(e.startTime)); }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push(e.name.slice(0,3) + Math.round(e.startTime)); }).observe({ type: 'paint', buffered: true });
  });
  await page.goto(`http://127.0.0.1:${port}/ar`);
  await page.waitForTimeout(1500);
  res.push((await page.evaluate(() => window.__lcp)).join(','));
  await ctx.close();
 }
 console.log(port, delay, res.join(' | '));
}
await browser.close();
