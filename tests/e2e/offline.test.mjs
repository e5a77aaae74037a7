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
  assert.deepEqual(errors, []);
  await context.close();
});
