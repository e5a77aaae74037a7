// End-to-end tests: the release build in dist/ served under a sub-path (as on GitHub Pages) and
// inside an iframe (as in a blog post), driven in Debian's headless Chromium by playwright-core.
// Run by `make test` (target test-e2e) after `trunk build --release`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'dist');
const SHOTS = path.join(ROOT, 'target', 'e2e');
const BASE = '/games/cards/';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

let server;
let origin;
let browser;

// Serves dist/ only under BASE, and a blog page that embeds the game in an iframe.
function serve(req, res) {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/blog/post.html') {
    res.writeHead(200, { 'content-type': TYPES['.html'] });
    res.end(`<!DOCTYPE html><html><body><h1>My post</h1>
      <iframe id="game" src="${BASE}?game=guandan&seed=3" width="900" height="640"
        style="border:0" title="Guan Dan"></iframe></body></html>`);
    return;
  }
  if (!url.pathname.startsWith(BASE)) {
    res.writeHead(404).end('not here');
    return;
  }
  let rel = decodeURIComponent(url.pathname.slice(BASE.length)) || 'index.html';
  const file = path.join(DIST, rel);
  if (!file.startsWith(DIST) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404).end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
}

before(async () => {
  assert.ok(fs.existsSync(path.join(DIST, 'index.html')), 'dist/ missing: run trunk build --release');
  fs.mkdirSync(SHOTS, { recursive: true });
  server = http.createServer(serve);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});

after(async () => {
  await browser?.close();
  server?.close();
});

// A page that records console errors and uncaught exceptions.
async function open(query = '', viewport = { width: 1280, height: 800 }) {
  const page = await browser.newPage({ viewport });
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('requestfailed', (req) => errors.push(`failed: ${req.url()}`));
  page.on('response', (res) => {
    if (res.status() >= 400) errors.push(`${res.status()}: ${res.url()}`);
  });
  await page.goto(`${origin}${BASE}${query}`);
  return { page, errors };
}

async function handCodes(page) {
  return page.locator('.hand [data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
}

test('the home page works under a sub-path and offers both games', async () => {
  const { page, errors } = await open();
  await page.getByRole('button', { name: 'Guan Dan' }).waitFor();
  await assert.doesNotReject(page.getByRole('button', { name: 'Sheng Ji' }).waitFor());
  assert.equal(await page.locator('[data-card]').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('choosing Guan Dan shows 27 sorted, named, loaded cards', async () => {
  const { page, errors } = await open();
  await page.getByRole('button', { name: 'Guan Dan' }).click();
  const cards = page.locator('.hand [data-card]');
  await page.waitForFunction(() => document.querySelectorAll('.hand [data-card]').length === 27);
  assert.equal(await cards.count(), 27);
  // Accessible names, e.g. "10 of hearts".
  const names = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.ok(names.every((n) => /^((2|3|4|5|6|7|8|9|10|jack|queen|king|ace) of (spades|hearts|clubs|diamonds)|big red joker|small black joker)$/.test(n)), names.join(', '));
  await assert.doesNotReject(page.getByRole('button', { name: /of (spades|hearts|clubs|diamonds)|joker/ }).first().waitFor());
  // Every card image (faces and backs) really loaded from the relative assets path.
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  const broken = await page.evaluate(() => [...document.images].filter((i) => i.naturalWidth === 0).map((i) => i.src));
  assert.deepEqual(broken, []);
  assert.equal(await page.locator('.seat .backs .card').count(), 81);
  // The deal is remembered in the address.
  assert.match(page.url(), /\/games\/cards\/\?game=guandan&seed=\d+$/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a seed in the URL reproduces the deal; Sheng Ji deals 25', async () => {
  const a = await open('?game=guandan&seed=12345');
  await a.page.waitForFunction(() => document.querySelectorAll('.hand [data-card]').length === 27);
  const b = await open('?game=guandan&seed=12345');
  await b.page.waitForFunction(() => document.querySelectorAll('.hand [data-card]').length === 27);
  assert.deepEqual(await handCodes(a.page), await handCodes(b.page));
  const c = await open('?game=shengji&seed=12345');
  await c.page.waitForFunction(() => document.querySelectorAll('.hand [data-card]').length === 25);
  assert.equal((await handCodes(c.page)).length, 25);
  for (const x of [a, b, c]) {
    assert.deepEqual(x.errors, []);
    await x.page.close();
  }
});

test('an odd URL parameter gets a clear message and a safe default', async () => {
  const { page, errors } = await open('?game=guandan&seed=banana');
  await page.waitForFunction(() => document.querySelectorAll('.hand [data-card]').length === 27);
  const notice = await page.getByRole('status').textContent();
  assert.match(notice, /'banana' is not a valid seed/);
  const other = await open('?game=poker');
  await other.page.getByRole('button', { name: 'Guan Dan' }).waitFor();
  assert.match(await other.page.getByRole('status').textContent(), /Unknown game 'poker'/);
  assert.deepEqual([...errors, ...other.errors], []);
  await page.close();
  await other.page.close();
});

for (const width of [360, 1280]) {
  test(`the hand fits a ${width} px wide screen`, async () => {
    const height = width === 360 ? 740 : 800;
    const { page, errors } = await open('?game=guandan&seed=2026', { width, height });
    await page.waitForFunction(() => document.querySelectorAll('.hand [data-card]').length === 27);
    await page.waitForFunction(() => [...document.images].every((i) => i.complete));
    const layout = await page.evaluate(() => {
      const boxes = [...document.querySelectorAll('.hand [data-card]')].map((e) => e.getBoundingClientRect());
      return {
        scrollWidth: document.documentElement.scrollWidth,
        left: Math.min(...boxes.map((b) => b.left)),
        right: Math.max(...boxes.map((b) => b.right)),
        bottom: Math.max(...boxes.map((b) => b.bottom)),
        cardWidth: boxes[0].width,
        // How much of each card's left edge shows: the corner index must not be covered.
        minStep: Math.min(...boxes.slice(1).map((b, i) => (Math.abs(b.top - boxes[i].top) < 1 ? b.left - boxes[i].left : Infinity))),
      };
    });
    assert.ok(layout.scrollWidth <= width, `no horizontal scroll (${layout.scrollWidth})`);
    assert.ok(layout.left >= 0 && layout.right <= width, JSON.stringify(layout));
    assert.ok(layout.bottom <= height + 1, `hand visible without scrolling: ${JSON.stringify(layout)}`);
    assert.ok(layout.cardWidth >= 44, `cards at least 44 px wide: ${layout.cardWidth}`);
    assert.ok(layout.minStep >= 0.28 * layout.cardWidth, `corner indices stay visible: ${JSON.stringify(layout)}`);
    await page.screenshot({ path: path.join(SHOTS, `hand-${width}.png`) });
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('the game works inside an iframe of another page', async () => {
  const page = await browser.newPage({ viewport: { width: 1000, height: 720 } });
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${origin}/blog/post.html`);
  const frame = page.frameLocator('#game');
  await frame.locator('.hand [data-card]').nth(26).waitFor();
  assert.equal(await frame.locator('.hand [data-card]').count(), 27);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the built index.html uses only relative URLs', () => {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const absolute = [...html.matchAll(/(?:src|href)=["'](\/[^"']*)["']/g)].map((m) => m[1]);
  assert.deepEqual(absolute, []);
  assert.ok(fs.existsSync(path.join(DIST, 'assets', 'cards', 'back.svg')), 'card art copied to dist/assets/cards');
});
