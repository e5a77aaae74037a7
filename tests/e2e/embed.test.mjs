// End to end: the site framed by a page of another site, as a blog embeds it. The frame is
// compact, offers "open full screen", posts its height; a hand is played inside. In a frame
// sandboxed without allow-same-origin (an opaque origin: no storage) the table still deals, says
// it will not save, and the computer players think in their worker all the same. Seeded, instant
// speed, one browser.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, setup, SHOTS } from './harness.mjs';
import { gdDecide, gdWaitForHuman } from './players.mjs';
import path from 'node:path';

const box = setup(before, after);

/** The host page on localhost (another site than 127.0.0.1) framing `query` of the site. */
async function host(query, { width, height, sandbox = null, below = 0 }) {
  const page = await box.env.browser.newPage({ viewport: { width, height } });
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  const src = `${box.env.origin}${BASE}${query}`;
  const hostOrigin = box.env.origin.replace('127.0.0.1', 'localhost');
  // The frame's and its workers' console errors (a CSP refusal shows only there), not the host
  // page's (its missing favicon).
  const consoleErrors = [];
  page.on('console', (msg) => {
    const where = msg.location().url;
    if (msg.type() === 'error' && !where.startsWith(hostOrigin)) consoleErrors.push(`${msg.text()} ${where}`);
  });
  const params = new URLSearchParams({ src, height: String(height) });
  if (sandbox !== null) params.set('sandbox', sandbox);
  if (below) params.set('below', String(below));
  await page.goto(`${hostOrigin}/host/embed.html?${params}`);
  const frame = page.frameLocator('#game');
  return { page, frame, errors, consoleErrors };
}

for (const [width, height] of [[700, 560], [360, 640]]) {
  test(`framed by another site at ${width}x${height}: compact, full-screen link, height messages, a hand`, async () => {
    const { page, frame, errors } = await host('?game=guandan&seed=48&speed=instant&embed=1', { width, height });
    await frame.locator('.hand [data-card]').nth(26).waitFor();
    assert.equal(await frame.locator('html[data-embed]').count(), 1);
    const link = frame.locator('[data-action=full-screen]');
    const href = await link.getAttribute('href');
    assert.ok(!href.includes('embed'), `the full page's address: ${href}`);
    assert.match(href, /game=guandan/);
    assert.equal(await link.getAttribute('target'), '_blank');
    // The height reaches the host page.
    await page.waitForFunction(() => window.heights.length > 0);
    const heights = await page.evaluate(() => window.heights);
    assert.ok(heights.every((h) => h > 200), `heights ${heights}`);
    // Nothing scrolls sideways inside the frame.
    const inner = frame.locator('html');
    const [sw, cw] = await inner.evaluate((h) => [h.scrollWidth, h.clientWidth]);
    assert.ok(sw <= cw, `scrollWidth ${sw} > ${cw}`);
    await page.screenshot({ path: path.join(SHOTS, `embed-${width}x${height}.png`) });
    // A whole hand inside the frame (托管 plays the human's seat).
    await frame.locator('[data-action=auto]').click();
    await frame.locator('[data-phase=hand-over]').waitFor({ timeout: 240_000 });
    // Open full screen: the same match goes on in a page of its own (the frame could not
    // even keep it: its storage is blocked).
    const state = (loc) => loc.evaluate((t) => [t.dataset.hand, t.dataset.played, t.dataset.phase].join('|'));
    const inFrame = await state(frame.locator('[data-phase]'));
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      frame.locator('[role=dialog] ~ * [data-action=full-screen], [data-action=full-screen]').first().click({ force: true }),
    ]);
    await popup.locator('[data-phase]').waitFor();
    assert.equal(await popup.locator('html[data-embed]').count(), 0, 'a page of its own');
    assert.equal(await state(popup.locator('[data-phase]')), inFrame, 'the same match, where it was');
    assert.ok(!popup.url().includes('#resume'), 'the record leaves the address once read');
    await popup.close();
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('a sandboxed frame further down the post, out of view: the computers play on all the same (issue 69)', async () => {
  const { page, frame, errors, consoleErrors } = await host('?game=guandan&seed=48&speed=instant', { width: 700, height: 560, sandbox: 'allow-scripts', below: 3000 });
  // The browser paints nothing in a frame out of view: a table that waited for a paint before
  // each computer turn stood still there. Seat 2 leads this deal; the turn comes to the human.
  await frame.locator('[data-phase=play][data-turn="0"]:not([data-played="0"])').waitFor({ timeout: 60_000 });
  const box = await page.locator('#game').boundingBox();
  assert.ok(box.y >= 560, `the frame is out of view: ${box.y}`);
  assert.deepEqual(errors, []);
  assert.deepEqual(consoleErrors, []);
  await page.close();
});

test('sandboxed without allow-same-origin: deals, will not save, the computer plays', async () => {
  const { page, frame, errors, consoleErrors } = await host('?game=guandan&seed=48&speed=instant', { width: 700, height: 560, sandbox: 'allow-scripts' });
  await frame.locator('.hand [data-card]').nth(26).waitFor();
  assert.equal(await frame.locator('html').evaluate(() => window.origin), 'null', 'an opaque origin');
  // A computer seat leads this deal: once a play or pass is on record and the turn is the
  // human's, every one of them came from a worker started in the opaque origin.
  await frame.locator('[data-phase=play][data-turn="0"]:not([data-played="0"])').waitFor({ timeout: 60_000 });
  // The Hint asks a second worker, started the same way.
  await frame.locator('[data-action=hint]').click();
  const answered = frame.locator('[data-phase]:not([data-hinting])');
  await answered.locator('.hand [aria-pressed=true]').or(answered.and(frame.locator('[data-hint-pass]')))
    .first().waitFor({ timeout: 30_000 });
  assert.equal(await frame.locator('[role=alertdialog]').count(), 0, 'no "the computer did not answer"');
  await frame.locator('[data-save-off=blocked]').waitFor({ timeout: 10_000 });
  // The toast covers no seat's plate.
  const toast = await frame.locator('[data-save-off=blocked]').boundingBox();
  for (const plate of await frame.locator('.seat-name').all()) {
    const b = await plate.boundingBox();
    const apart = toast.x + toast.width <= b.x || b.x + b.width <= toast.x || toast.y + toast.height <= b.y || b.y + b.height <= toast.y;
    assert.ok(apart, `the toast ${JSON.stringify(toast)} over a plate ${JSON.stringify(b)}`);
  }
  await page.screenshot({ path: path.join(SHOTS, 'embed-sandboxed-700x560.png') });
  assert.deepEqual(errors, []);
  assert.deepEqual(consoleErrors, []);
  await page.close();
});

test('two tabs on the same match: the one that falls behind stops saving and says so', async () => {
  const context = await box.env.browser.newContext({ viewport: { width: 700, height: 560 } });
  const url = `${box.env.origin}${BASE}?game=guandan&seed=48&speed=instant`;
  const a = await context.newPage();
  await a.goto(url);
  await gdWaitForHuman(a);
  const b = await context.newPage();
  await b.goto(url);
  await gdWaitForHuman(b);
  // B resumed A's save and moves on; then A, which has not seen B's save, moves too.
  await gdDecide(b);
  await gdWaitForHuman(b);
  await b.evaluate(() => new Promise((r) => setTimeout(r, 400))); // B's save is written when idle
  await gdDecide(a);
  await a.locator('[data-save-off=other-tab]').waitFor({ timeout: 10_000 });
  assert.equal(await b.locator('[data-save-off]').count(), 0, 'the tab in front still saves');
  await context.close();
});

test('embedded at 320x480, 1024x768 and 1280x900: the hand fits the frame\'s width, no sideways scroll', async () => {
  for (const [width, height] of [[320, 480], [1024, 768], [1280, 900]]) {
    const { page, frame, errors } = await host('?game=guandan&seed=48&speed=instant&embed=1', { width, height });
    await frame.locator('.hand [data-card]').nth(26).waitFor();
    const [sw, cw] = await frame.locator('html').evaluate((h) => [h.scrollWidth, h.clientWidth]);
    assert.ok(sw <= cw, `${width}x${height}: scrollWidth ${sw} > ${cw}`);
    const right = await frame.locator('.hand [data-card]').evaluateAll((els) => Math.max(...els.map((e) => e.getBoundingClientRect().right)));
    assert.ok(right <= width, `${width}x${height}: a card reaches ${right}`);
    assert.equal(await frame.locator('[data-action=full-screen]').count(), 1);
    assert.deepEqual(errors, []);
    await page.close();
  }
});
