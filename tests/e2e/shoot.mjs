// Development helper: serves dist/ and takes screenshots of a URL at the three sizes we check.
//   node tests/e2e/shoot.mjs '?game=guandan&seed=5&speed=instant' out-prefix [clicks...]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'dist');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css', '.svg': 'image/svg+xml' };
const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  const rel = decodeURIComponent(url.pathname.replace(/^\/app\//, '')) || 'index.html';
  const file = path.join(DIST, rel);
  if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) { res.writeHead(404).end(); return; }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}/app/`;
const [query = '', prefix = '/tmp/shots/shot', ...steps] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const [w, h] of [[360, 740], [700, 560], [1280, 800]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
  page.on('pageerror', (e) => console.log('page error:', String(e)));
  await page.goto(origin + query);
  await page.waitForTimeout(1500);
  for (const step of steps) {
    if (step.startsWith('wait:')) await page.waitForTimeout(Number(step.slice(5)));
    else if (step.startsWith('eval:')) console.log(await page.evaluate(step.slice(5)));
    else await page.locator(step).first().click();
    await page.waitForTimeout(300);
  }
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.screenshot({ path: `${prefix}-${w}.png` });
  console.log(`${w}x${h}: scrollWidth ${sw}, phase ${await page.locator('[data-phase]').getAttribute('data-phase').catch(() => '-')}`);
  await page.close();
}
await browser.close();
server.close();
