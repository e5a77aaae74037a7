// End to end: looking back at a finished hand. The end panel compares the human's result with
// the Hard player's from the same seat on the same deal (played in a worker while the panel is
// read); the review lists the decisions the Hard player would have made otherwise, each
// opening the replay at its position. Seeded, instant speed, one browser.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open as openIn, setup, shot } from './harness.mjs';

const box = setup(before, after);
const open = (...args) => openIn(box.env, ...args);

/** 托管 plays the human's seat until the hand (round) is over (where it waits for the human). */
async function autoToEnd(page, over) {
  await page.click('[data-action=auto]');
  await page.waitForFunction((o) => o.includes(document.querySelector('[data-phase]').dataset.phase),
    over, { timeout: 240_000 });
}

/** The comparison on the result panel, once the Hard player has played: its verdict. */
async function comparison(page) {
  const box = page.locator('[role=dialog] .comparison');
  await page.waitForFunction(() => {
    const c = document.querySelector('[role=dialog] .comparison');
    return c && c.dataset.compare !== 'waiting';
  }, null, { timeout: 120_000 });
  const verdict = await box.getAttribute('data-compare');
  assert.ok(['better', 'same', 'worse'].includes(verdict), `verdict ${verdict}`);
  assert.equal(await box.locator('[data-side=you], [data-side=hard]').count(), 2, 'your result and the Hard player\'s');
  return verdict;
}

/** Opens the review, waits for it and returns its entries' steps and the time it took. */
async function review(page, label) {
  await page.click('[role=dialog] [data-action=review]');
  const panel = page.locator('[data-panel=review]');
  await panel.waitFor();
  await panel.locator('[data-review-ms]').waitFor({ timeout: 240_000 });
  const ms = Number(await panel.locator('[data-review-ms]').getAttribute('data-review-ms'));
  const steps = await panel.locator('.review-item').evaluateAll((els) => els.map((e) => Number(e.dataset.step)));
  console.log(`review ${label}: ${steps.length} decisions listed, ${ms} ms`);
  return { panel, steps, ms };
}

test('Guan Dan: the end of a hand compares with the Hard player; the review opens positions', async () => {
  const { page, errors } = await open('?game=guandan&seed=48&speed=instant', { width: 360, height: 740 });
  await page.locator('.hand [data-card]').nth(26).waitFor();
  await autoToEnd(page, ['hand-over']);
  await comparison(page);
  await shot(page, 'compare-guandan', 360);
  const { panel, steps } = await review(page, 'guandan');
  await shot(page, 'review-guandan', 360);
  // This seeded hand (played by 托管, the Normal player) has decisions the Hard player changes.
  assert.ok(steps.length > 0, 'the review lists decisions');
  {
    // An entry opens the replay at the position the player saw; closing it comes back.
    await panel.locator('[data-action=review-show]').first().click();
    const replay = page.locator('[data-panel=replay]');
    await replay.waitFor();
    assert.equal(Number(await replay.getAttribute('data-step')), steps[0]);
    await replay.locator('[data-action=close]').click();
    await panel.waitFor();
  }
  // Closing the review and opening it again does not start it over.
  await panel.locator('[data-action=close]').click();
  await page.click('[role=dialog] [data-action=review]');
  await page.locator('[data-panel=review] [data-review-ms]').waitFor({ timeout: 2_000 });
  await page.locator('[data-panel=review] [data-action=close]').click();
  // East's cards as dealt, from the replay of the hand.
  await page.click('[role=dialog] [data-action=replay]');
  const codes = (loc) => loc.evaluateAll((els) => els.map((e) => e.dataset.card).sort());
  const east = await codes(page.locator('[data-panel=replay] .replay-seat[data-seat="1"] [data-card]'));
  assert.equal(east.length, 27);
  await page.locator('[data-panel=replay] [data-action=close]').click();
  // Play this deal again: the human now holds East's cards; the match waits meanwhile.
  await page.click('[role=dialog] [data-action=play-again]');
  await page.locator('[data-challenge]').waitFor();
  await page.locator('.hand [data-card]').nth(26).waitFor();
  assert.deepEqual(await codes(page.locator('.hand [data-card]')), east);
  assert.equal(await page.locator('[data-phase]').getAttribute('data-hand'), '1');
  await autoToEnd(page, ['hand-over']);
  await comparison(page);
  // Beside the Hard player, how East and West did with these cards the first time.
  const first = page.locator('[role=dialog] .comparison [data-side=first]');
  await first.waitFor();
  assert.ok(['better', 'same', 'worse'].includes(await page.locator('[role=dialog] [data-first]').getAttribute('data-first')));
  assert.equal(await page.locator('[role=dialog] [data-action=play-again]').count(), 0, 'no deal again of a deal again');
  await shot(page, 'play-again-guandan', 360);
  // Going on returns to the match: hand 2 is dealt, the banner is gone.
  await page.click('[data-action=next-hand]');
  await page.waitForFunction(() => document.querySelector('[data-phase]').dataset.hand === '2');
  assert.equal(await page.locator('[data-challenge]').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Sheng Ji: the end of a round compares with the Hard player; the review lists points', async () => {
  const { page, errors } = await open('?game=shengji&variant=classic&seed=7&speed=instant', { width: 1280, height: 800 });
  await page.locator('.hand [data-card]').first().waitFor();
  await autoToEnd(page, ['round-over']);
  await comparison(page);
  await shot(page, 'compare-shengji', 1280);
  const { steps } = await review(page, 'shengji');
  assert.ok(steps.length > 0, 'the review lists decisions');
  await shot(page, 'review-shengji', 1280);
  await page.locator('[data-panel=review] [data-action=close]').click();
  // The round again with the cards moved one seat, then back to the match's next round.
  await page.click('[role=dialog] [data-action=play-again]');
  await page.locator('[data-challenge]').waitFor();
  await autoToEnd(page, ['round-over']);
  await comparison(page);
  await page.locator('[role=dialog] .comparison [data-side=first]').waitFor();
  await page.click('[data-action=next-round]');
  await page.waitForFunction(() => !document.querySelector('[data-challenge]')
    && document.querySelector('[data-phase]').dataset.phase !== 'round-over');
  assert.deepEqual(errors, []);
  await page.close();
});
