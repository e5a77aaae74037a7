// End to end: the tools that teach — the card tracker (记牌器) in both games. Seeded, instant
// speed, one browser.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open as openIn, setup, shot, table } from './harness.mjs';
import { gdDecide, gdWaitForHuman, sjPlayUntil } from './players.mjs';

const box = setup(before, after);
const open = (...args) => openIn(box.env, ...args);

/** Cards in the other seats' hands, from their plates. */
async function othersLeft(page) {
  return page.locator('[data-seat]:not([data-seat="0"]) .count').evaluateAll((els) =>
    els.reduce((sum, e) => sum + Number(e.dataset.count), 0));
}

test('Guan Dan tracker: unseen cards are exactly what the other hands hold', async () => {
  const { page, errors } = await open('?game=guandan&seed=48&speed=instant', { width: 360, height: 740 });
  await page.locator('.hand [data-card]').nth(26).waitFor();
  for (let i = 0; i < 6; i++) {
    if ((await gdWaitForHuman(page)) === 'hand-over') break;
    await gdDecide(page);
  }
  await gdWaitForHuman(page);
  await page.click('[data-action=tracker]');
  const panel = page.locator('[data-panel=tracker]');
  await panel.waitFor();
  const cells = await panel.locator('[data-rank]').evaluateAll((els) => els.map((e) => [e.dataset.rank, Number(e.dataset.unseen)]));
  assert.equal(cells.length, 15, 'two jokers and thirteen ranks');
  const total = cells.reduce((s, [, n]) => s + n, 0);
  assert.equal(total, await othersLeft(page), 'unseen = the other hands');
  // Per rank: no more out than the packs hold beside the human's own copies.
  const own = await page.locator('.hand [data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
  for (const [rank, n] of cells) {
    const joker = rank === 'RJ' || rank === 'BJ';
    const mine = own.filter((c) => (joker ? c === rank : c.slice(1) === rank)).length;
    assert.ok(n + mine <= (joker ? 2 : 8), `${rank}: ${n} out, ${mine} held`);
  }
  const wilds = Number(await panel.locator('[data-wilds]').getAttribute('data-wilds'));
  assert.ok(wilds >= 0 && wilds <= 2);
  await shot(page, 'tracker-guandan', 360);
  await page.click('[data-panel=tracker] [data-action=close]');
  await panel.waitFor({ state: 'detached' });
  // Players who count themselves can hide it.
  await page.click('[data-action=settings]');
  await page.uncheck('#set-tracker');
  await page.click('.settings [data-action=close]');
  assert.equal(await page.locator('[data-action=tracker]').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Sheng Ji tracker: trumps, suits and points out; voids shown', async () => {
  const { page, errors } = await open('?game=shengji&variant=classic&seed=3&speed=instant', { width: 1280, height: 800 });
  await table(page).waitFor();
  // Into trick play, a few tricks in.
  await sjPlayUntil(page, (what, seen) => seen.filter((w) => w === 'play').length >= 4 && what === 'play');
  await page.click('[data-action=tracker]');
  const panel = page.locator('[data-panel=tracker]');
  await panel.waitFor();
  const suits = await panel.locator('dt[data-unseen]').evaluateAll((els) => els.map((e) => Number(e.dataset.unseen)));
  assert.ok(suits.length >= 4, `${suits.length} suits listed`);
  // The human deals with this seed and buried the kitty: what is out is in the other hands.
  assert.equal(suits.reduce((a, b) => a + b, 0), await othersLeft(page));
  const points = Number(await panel.locator('[data-points-out]').getAttribute('data-points-out'));
  assert.ok(points >= 0 && points <= 200, `${points} points out`);
  await shot(page, 'tracker-shengji', 1280);
  assert.deepEqual(errors, []);
  await page.close();
});

test('replay of a finished Guan Dan hand: every seat shown, steps, slider, autoplay', async () => {
  const context = await box.env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page, errors } = await open('?game=guandan&seed=48&speed=instant', undefined, context);
  await page.locator('.hand [data-card]').nth(26).waitFor();
  while ((await gdWaitForHuman(page)) !== 'hand-over') await gdDecide(page);
  await page.click('[role=dialog] [data-action=replay]');
  const panel = page.locator('[data-panel=replay]');
  await panel.waitFor();
  const steps = Number(await panel.getAttribute('data-steps'));
  assert.ok(steps > 40, `${steps} actions in the hand`);
  assert.equal(await panel.getAttribute('data-step'), '0');
  // The deal: the four hands of 27, all face up (the hand is over).
  assert.deepEqual(await panel.locator('.replay-seat').evaluateAll((els) => els.map((e) => e.dataset.cards)), ['27', '27', '27', '27']);
  assert.equal(await panel.locator('.replay-seat .replay-cards').count(), 4);
  await shot(page, 'replay-guandan', 1280);
  await page.click('[data-action=replay-next]');
  assert.equal(await panel.getAttribute('data-step'), '1');
  await page.click('[data-action=replay-prev]');
  assert.equal(await panel.getAttribute('data-step'), '0');
  // The slider reaches the last action: the players who went out hold nothing.
  await panel.locator('[data-action=replay-slider]').fill(String(steps));
  assert.equal(await panel.getAttribute('data-step'), String(steps));
  const left = await panel.locator('.replay-seat').evaluateAll((els) => els.map((e) => Number(e.dataset.cards)));
  assert.ok(left.filter((n) => n === 0).length >= 2, `cards left at the end: ${left}`);
  // Autoplay at 3× moves on by itself (from the start again), and pauses.
  await page.click('[data-action=replay-play][data-speed="3"]');
  await page.waitForFunction(() => Number(document.querySelector('[data-panel=replay]').dataset.step) >= 2, null, { timeout: 10_000 });
  await page.click('[data-action=replay-play][data-speed="3"]');
  // The record: a JSON file to download and a link; both open the same replay elsewhere.
  const href = await panel.locator('[data-action=export]').getAttribute('href');
  assert.match(href, /^data:application\/json/);
  const json = decodeURIComponent(href.slice(href.indexOf(',') + 1));
  const rec = JSON.parse(json);
  assert.equal(rec.format, 'cardtable-record');
  assert.equal(rec.game, 'guandan');
  // Copying may be refused (no clipboard permission here): quietly, the link stays in its field.
  await panel.locator('[data-action=copy-link]').click();
  const link = await panel.locator('[data-action=record-link]').inputValue();
  assert.match(link, /#record=/);
  for (const how of ['link', 'file']) {
    const reader = await box.env.browser.newContext({ viewport: { width: 700, height: 560 } });
    const other = await reader.newPage();
    other.on('pageerror', (e) => errors.push(String(e)));
    if (how === 'link') {
      await other.goto(link);
    } else {
      await other.goto(link.split('?')[0]);
      await other.locator('[data-action=import]').setInputFiles({ name: 'hand.json', mimeType: 'application/json', buffer: Buffer.from(json) });
    }
    const opened = other.locator('[data-panel=replay]');
    await opened.waitFor();
    assert.equal(await opened.getAttribute('data-steps'), String(steps), `${how}: the same hand`);
    assert.equal(await opened.locator('.replay-seat .replay-cards').count(), 4);
    await reader.close();
  }
  // Keys step too; Escape closes and the result is there again.
  const at = Number(await panel.getAttribute('data-step'));
  await panel.press('ArrowRight');
  assert.ok(Number(await panel.getAttribute('data-step')) >= at);
  await panel.press('Escape');
  await panel.waitFor({ state: 'detached' });
  await page.locator('[data-action=next-hand]').waitFor();
  // On a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.click('[role=dialog] [data-action=replay]');
  await panel.waitFor();
  await shot(page, 'replay-guandan', 360);
  assert.deepEqual(errors, []);
  await context.close();
});

test('replay of a Sheng Ji round still being played shows only your cards', async () => {
  const { page, errors } = await open('?game=shengji&variant=classic&seed=3&speed=instant', { width: 360, height: 740 });
  await table(page).waitFor();
  await sjPlayUntil(page, (what, seen) => seen.filter((w) => w === 'play').length >= 2 && what === 'play');
  await page.click('[data-action=last-trick]');
  await page.click('[data-action=replay]');
  const panel = page.locator('[data-panel=replay]');
  await panel.waitFor();
  const steps = Number(await panel.getAttribute('data-steps'));
  assert.ok(steps > 100, `${steps} actions: the draw, the bids, the burial, the plays`);
  await panel.locator('[data-action=replay-slider]').fill(String(steps));
  assert.equal(await panel.locator('.replay-seat .replay-cards').count(), 1, 'only your hand');
  assert.equal(await panel.locator('.replay-seat[data-seat="0"] .replay-cards').count(), 1);
  await shot(page, 'replay-shengji', 360);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the deal of the day: the same deal for everyone on the same day', async () => {
  const hands = [];
  const seeds = [];
  for (let i = 0; i < 2; i++) {
    // Two readers: two browser profiles, nothing saved.
    const context = await box.env.browser.newContext({ viewport: { width: 700, height: 560 } });
    const { page, errors } = await open('?game=guandan&daily', undefined, context);
    await page.locator('.hand [data-card]').nth(26).waitFor();
    hands.push(await page.locator('.hand [data-card]').evaluateAll((els) => els.map((e) => e.dataset.id ?? e.dataset.card)));
    seeds.push(new URL(page.url()).searchParams.get('seed'));
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(hands[0], hands[1]);
  assert.ok(seeds[0] && seeds[0] === seeds[1], `the address names the day's seed: ${seeds}`);
});

test('a damaged record gets a clear message and changes nothing', async () => {
  const { page, errors } = await open('?record=not-a-record');
  const message = page.locator('[data-panel=record-error]');
  await message.waitFor();
  assert.match(await message.textContent(), /could not be opened/);
  await page.click('[data-panel=record-error] [data-action=home]');
  await page.locator('.game-tile').first().waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});
