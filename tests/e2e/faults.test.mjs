// End-to-end: the page's faults (issue 22). Each one gets a clear message and loses no match:
// storage that refuses every write, a save from an older version, a worker that crashes once,
// a worker that never answers, the tab hidden and shown while the computer thinks. (Storage
// blocked in a frame and two tabs on one match are in embed.test.mjs.)
// Run by `make test` (target test-e2e) after `trunk build --release`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open as openIn, setup, table } from './harness.mjs';

const box = setup(before, after);
const open = (...args) => openIn(box.env, ...args);
const SAVE = 'cardtable.guandan.match';

/// Waits until the table has seen more plays than `than` (the computer played).
async function playedMore(page, than, timeout = 60_000) {
  await page.waitForFunction(
    (n) => Number(document.querySelector('[data-phase]')?.dataset.played ?? 0) > n,
    than,
    { timeout },
  );
}

test('storage that refuses every write: the table says so and play goes on', async () => {
  const context = await box.env.browser.newContext({ viewport: { width: 700, height: 560 } });
  await context.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  // Seed 48: North leads first, so the computer plays (and the page saves) at once.
  const { page, errors } = await open('?game=guandan&seed=48&speed=fast', undefined, context);
  await page.locator('.hand [data-card]').nth(26).waitFor();
  await page.locator('[data-save-off=full]').waitFor({ timeout: 30_000 });
  assert.match(await page.locator('[data-save-off=full]').textContent(), /storage is full/);
  await playedMore(page, 0);
  assert.equal(await page.locator('[role=alertdialog]').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a save from an older version is set aside with a message and a new match starts', async () => {
  const context = await box.env.browser.newContext({ viewport: { width: 360, height: 740 } });
  const { page, errors } = await open('?game=guandan&seed=9&speed=slow', undefined, context);
  await page.locator('.hand [data-card]').nth(26).waitFor();
  await page.evaluate((key) => localStorage.setItem(key, '{"format":0,"seed":9,"saved":{}}'), SAVE);
  await page.goto(page.url().replace(/\?.*$/, '?game=guandan'));
  await page.locator('.hand [data-card]').nth(26).waitFor();
  assert.match(await page.locator('.notice').first().textContent(), /another version/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a worker that crashes once is replaced and the computer plays on', async () => {
  // No service worker: its install fetches the Guan Dan worker's script too, and could keep the crashing one.
  const context = await box.env.browser.newContext({ viewport: { width: 700, height: 560 }, serviceWorkers: 'block' });
  let loads = 0;
  await context.route('**/worker-guandan-*.js', async (route) => {
    loads += 1;
    if (loads === 1) {
      await route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("crashed");' });
    } else {
      await route.continue();
    }
  });
  const { page } = await open('?game=guandan&seed=48&speed=instant', undefined, context);
  await page.locator('.hand [data-card]').nth(26).waitFor();
  // The watchdog's wait (15 s), then a fresh worker that loads.
  await playedMore(page, 0, 90_000);
  assert.ok(loads >= 2, `the worker script was fetched ${loads} times`);
  assert.equal(await page.locator('[role=alertdialog]').count(), 0, 'no failure after the retry');
  await context.close();
});

test('a worker that never answers: a bounded wait, a retry, then a message, not a dead page', async () => {
  const context = await box.env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route('**/worker-guandan-*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'self.onmessage = () => {};' }),
  );
  const { page } = await open('?game=guandan&seed=48&speed=instant', undefined, context);
  await page.locator('.hand [data-card]').nth(26).waitFor();
  const failure = page.locator('[role=alertdialog]');
  await failure.waitFor({ timeout: 60_000 });
  assert.match(await failure.textContent(), /computer players/i);
  assert.equal(await table(page).getAttribute('data-played'), '0', 'nothing was played meanwhile');
  // The way out works: a new match is dealt.
  await failure.locator('[data-action=new-match]').click();
  await page.locator('.hand [data-card]').nth(26).waitFor();
  await context.close();
});

test('the tab hidden and shown while the computer thinks: the turn completes and is saved', async () => {
  const context = await box.env.browser.newContext({ viewport: { width: 700, height: 560 } });
  const { page, errors } = await open('?game=guandan&seed=48&speed=fast', undefined, context);
  await page.locator('.hand [data-card]').nth(26).waitFor();
  const visibility = (hidden) =>
    page.evaluate((h) => {
      Object.defineProperty(document, 'hidden', { value: h, configurable: true });
      Object.defineProperty(document, 'visibilityState', { value: h ? 'hidden' : 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await visibility(true);
  await page.waitForTimeout(500);
  await visibility(false);
  // The computer seats play up to the human's turn (seat 0).
  await page.waitForFunction(() => document.querySelector('[data-phase]')?.dataset.turn === '0', null, {
    timeout: 60_000,
  });
  const played = await table(page).getAttribute('data-played');
  assert.ok(Number(played) > 0);
  // Reloading finds the same position: nothing was lost.
  await page.goto(page.url().replace(/\?.*$/, '?game=guandan'));
  await page.locator('.hand [data-card]').first().waitFor();
  await page.waitForFunction((n) => document.querySelector('[data-phase]')?.dataset.played === n, played, {
    timeout: 10_000,
  });
  assert.deepEqual(errors, []);
  await context.close();
});
