// End to end: offline after the first visit. The service worker keeps the build; with the
// network off a reload opens the saved match and play goes on. Seeded, instant speed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, setup } from './harness.mjs';
import { gdDecide, gdWaitForHuman } from './players.mjs';

const box = setup(before, after);

test('a reload with the network off opens the saved match and play goes on', async () => {
  const context = await box.env.browser.newContext({ viewport: { width: 700, height: 560 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${box.env.origin}${BASE}?game=guandan&seed=48&speed=instant`);
  await gdWaitForHuman(page);
  // The service worker is in charge of the page once it has kept the build.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await gdDecide(page);
  await gdWaitForHuman(page);
  const played = await page.locator('[data-phase]').getAttribute('data-played');
  const cards = await page.locator('.hand [data-card]').count();
  await page.evaluate(() => new Promise((r) => setTimeout(r, 400))); // the save, when idle
  await context.setOffline(true);
  await page.reload();
  await page.locator('.hand [data-card]').first().waitFor();
  assert.equal(await page.locator('.hand [data-card]').count(), cards, 'the saved hand');
  assert.equal(await page.locator('[data-phase]').getAttribute('data-played'), played);
  // Card art is there offline, and the computer still thinks (its worker is kept too).
  await page.waitForFunction(() => [...document.querySelectorAll('.hand img')].every((i) => i.complete && i.naturalWidth > 0));
  await gdDecide(page);
  await gdWaitForHuman(page);
  assert.notEqual(await page.locator('[data-phase]').getAttribute('data-played'), played);
  // The other game, never opened online: its table and its own worker were kept at install.
  await page.goto(`${box.env.origin}${BASE}?game=shengji&variant=classic&seed=5&speed=instant`);
  await page.locator('.hand [data-card]').first().waitFor();
  await page.click('[data-action=auto]');
  await page.waitForFunction(() => document.querySelector('[data-phase]').dataset.phase === 'play', null, { timeout: 60_000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('nothing leaves the origin over a whole hand of each game, under the page\'s CSP', async () => {
  for (const [query, over] of [
    ['?game=guandan&seed=7&speed=instant', 'hand-over'],
    ['?game=shengji&variant=classic&seed=7&speed=instant', 'round-over'],
  ]) {
    const context = await box.env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const urls = [];
    const problems = [];
    page.on('request', (req) => urls.push(req.url()));
    context.on('request', (req) => urls.push(req.url())); // the workers' requests too
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(msg.text());
    });
    page.on('pageerror', (err) => problems.push(String(err)));
    await page.goto(`${box.env.origin}${BASE}${query}`);
    await page.locator('.hand [data-card]').first().waitFor();
    await page.click('[data-action=auto]');
    await page.waitForFunction((o) => document.querySelector('[data-phase]').dataset.phase === o, over, { timeout: 240_000 });
    // The end panel's comparison is played in a worker too.
    await page.waitForFunction(() => document.querySelector('.comparison')?.dataset.compare !== 'waiting', null, { timeout: 120_000 });
    const away = urls.filter((u) => !u.startsWith(box.env.origin) && !u.startsWith('blob:') && !u.startsWith('data:'));
    assert.deepEqual(away, [], `${query}: requests that left the origin`);
    assert.ok(urls.length > 20, `${urls.length} requests seen`);
    // The worker's files are named by their contents, as the page's are: a page never starts
    // another build's worker from a cache (the two speak a packed format without names).
    const workers = urls.filter((u) => /\/worker-[a-z]/.test(u)).map((u) => u.replace(/.*\//, ''));
    assert.ok(workers.length >= 2, `the worker's script and wasm fetched: ${workers}`);
    for (const w of workers) assert.match(w, /^worker-(guandan|shengji)-[0-9a-f]{16}(_bg\.wasm|\.js)$/);
    assert.deepEqual(problems, [], `${query}: no error, no refused content`);
    await context.close();
  }
});

// Issue 48: the friends' lobby is a piece of the page loaded on first use. Offline after the
// first visit it comes from the service worker's cache; a piece that cannot be fetched says so
// in words with a Retry, and the Retry brings it once the network is back.
test('a screen in a piece of its own opens offline, and a failed piece offers a Retry', async () => {
  const context = await box.env.browser.newContext({ viewport: { width: 700, height: 560 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.addInitScript(() => localStorage.setItem('cardtable.lesson.offer', 'no'));
  await page.goto(`${box.env.origin}${BASE}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.click('[data-action=friends]');
  await page.locator('[data-panel=friends]').waitFor();
  assert.deepEqual(errors, []);
  await context.close();

  // No service worker here: the piece's file is refused, then allowed.
  const bare = await box.env.browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  const fresh = await bare.newPage();
  await fresh.addInitScript(() => localStorage.setItem('cardtable.lesson.offer', 'no'));
  await fresh.route(/piece-friends-[0-9a-f]+\.wasm$/, (route) => route.abort());
  await fresh.goto(`${box.env.origin}${BASE}`);
  await fresh.click('[data-action=friends]');
  const retry = fresh.locator('[data-action=piece-retry]');
  await retry.waitFor();
  assert.match(await fresh.locator('.piece-missing').innerText(), /did not arrive/);
  assert.equal(await fresh.locator('.piece-missing [data-action=piece-home]').getAttribute('href'), './', 'a way home');
  await fresh.unroute(/piece-friends-[0-9a-f]+\.wasm$/);
  await retry.click();
  await fresh.locator('[data-panel=friends]').waitFor();
  await bare.close();
});
