// End to end: Learn to play. Each game's lesson is played through by the coach's own moves
// (Hint, then the table's usual button), a wrong move is refused (the engine's words for an
// illegal one, the coach's for a legal one off the script), progress is remembered, and a
// finished lesson offers a first real match at Easy. Fast speed, one browser.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open as openIn, setup, shot, table, hint } from './harness.mjs';
import { gdDecide, waitForLesson } from './players.mjs';

const box = setup(before, after);
const open = (...args) => openIn(box.env, ...args);

const step = (page) => page.locator('.coach').getAttribute('data-lesson-step');

/** Whether a tap at the middle of `selector` reaches it (nothing drawn over it). */
async function onTop(page, selector) {
  return page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.width > 0 && !!hit && el.contains(hit);
  });
}

/** Presses Continue and waits for the step to change. */
async function next(page) {
  const before = await step(page);
  await page.click('[data-action=lesson-next]');
  await page.waitForFunction((b) => document.querySelector('.coach')?.dataset.lessonStep !== b
    || document.querySelector('[data-lesson-done]'), before);
}

test('the Guan Dan lesson: offered on a first visit, played through, a wrong play refused, then a real match at Easy', async () => {
  const { page, errors } = await open('?speed=fast', { width: 360, height: 740 }, null, { welcome: true });
  // A first visit: the home page offers both lessons.
  const offer = page.locator('[data-offer=learn]');
  await offer.waitFor();
  await shot(page, 'learn-offer', 360);
  await offer.locator('[data-action=learn][data-game=guandan]').click();
  await page.locator('.coach').waitFor();
  assert.equal(await step(page), '1/14');
  assert.match(page.url(), /learn/);
  await shot(page, 'learn-guandan-intro', 360);
  let refused = false;
  let moves = 0;
  for (let i = 0; i < 60; i++) {
    const what = await waitForLesson(page, 'guandan');
    if (what === 'done') break;
    if (what === 'next') {
      await next(page);
      continue;
    }
    if (!refused && (await step(page)) === '3/14') {
      // One 10 does not answer West's pair: the engine says why, and Play stays off.
      await page.locator('.hand [data-card="S10"]').click({ position: { x: 6, y: 8 } });
      await page.locator('[data-note=refused]').waitFor();
      assert.ok(await page.locator('[data-action=play]').isDisabled());
      await page.click('[data-action=clear]');
      // A pair of jacks beats it too: legal, but the lesson asks for the tens.
      for (const j of ['SJ', 'HJ']) await page.locator(`.hand [data-card="${j}"]`).first().click({ position: { x: 6, y: 8 } });
      await page.click('[data-action=play]');
      const note = page.locator('.note.refused');
      await note.waitFor();
      assert.match(await note.textContent(), /lesson/i, "the coach says why");
      await shot(page, 'learn-guandan-refused', 360);
      await page.click('[data-action=clear]');
      refused = true;
    }
    await gdDecide(page);
    moves += 1;
  }
  assert.ok(refused, 'the wrong plays were tried');
  assert.equal(moves, 9, 'eight plays and a pass, then a card given back');
  await page.locator('[data-lesson-done]').waitFor();
  await shot(page, 'learn-guandan-done', 360);
  // Done: the home page marks it; the first real match is at Easy.
  await page.click('[data-lesson-done] [data-action=lesson-easy]');
  await page.locator('.coach').waitFor({ state: 'detached' });
  await page.waitForFunction(() => !location.search.includes('learn') && location.search.includes('seed='));
  assert.equal(await page.locator('.game-table.lesson').count(), 0);
  const tiers = await page.evaluate(() => JSON.parse(localStorage.getItem('cardtable.guandan.settings')).tiers);
  assert.deepEqual(tiers, { partners: 'Easy', opponents: 'Easy' });
  // Later the lesson is in the game's How to play (and the table's settings), marked done.
  await page.click('[data-action=settings]');
  await page.locator('[data-panel=settings] [data-action=learn][data-game=guandan][data-learned=true]').waitFor();
  await page.click('[data-panel=settings] [data-action=close]');
  await page.click('[data-action=home]');
  await page.click('.game-card[aria-labelledby=home-guandan-title] [data-action=rules]');
  await page.locator('.rules-page [data-action=learn][data-game=guandan][data-learned=true]').waitFor();
  assert.equal(await page.locator('[data-offer=learn]').count(), 0, 'offered only on a first visit');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Sheng Ji lesson in Chinese: the bid, the burial and the tricks; left half-way it starts again where it was', async () => {
  // A phone in Chinese: the narrowest table, where the round's result once covered the end.
  const { page, errors } = await open('?game=shengji&learn&speed=fast&lang=zh', { width: 360, height: 740 });
  await page.locator('.coach').waitFor();
  assert.equal(await step(page), '1/11');
  let moves = 0;
  for (let i = 0; i < 60; i++) {
    const what = await waitForLesson(page, 'shengji');
    if (what === 'done') break;
    if (what === 'next') {
      if ((await step(page)) === '11/11') {
        // The lesson's last line: its Continue is what a tap reaches, no result dialog over it.
        assert.equal(await page.locator('[data-panel=result]').count(), 0, 'no round result in a lesson');
        assert.ok(await onTop(page, '[data-action=lesson-next]'), 'the last Continue is not covered');
        await shot(page, 'learn-shengji-last', 360);
      }
      await next(page);
      continue;
    }
    const before = await step(page);
    if (what === 'bid') {
      await page.click('[data-action=bid][data-bid]');
      // The bid is the first scene's last step: the draw ends, and the next scene starts.
      await page.locator('.coach[data-lesson-step="3/11"] [data-action=lesson-next]').waitFor();
      moves += 1;
      if (moves === 1) {
        // Left here, the lesson starts again at the scene reached.
        await page.reload();
        await page.locator('.coach[data-lesson-step="3/11"]').waitFor();
        await shot(page, 'learn-shengji-dealer', 360);
      }
      continue;
    }
    await hint(page);
    await page.click(`[data-action=${what}]`);
    await page.waitForFunction((b) => document.querySelector('.coach')?.dataset.lessonStep !== b
      || document.querySelector('[data-lesson-done]'), before);
    assert.equal(await page.locator('.note.refused').count(), 0, `${what}: the coach's move is taken`);
    moves += 1;
    if (moves === 3) await shot(page, 'learn-shengji-pair', 360);
  }
  assert.equal(moves, 8, 'the bid, the burial and six plays');
  await page.locator('[data-lesson-done]').waitFor();
  assert.ok(await onTop(page, '[data-lesson-done] [data-action=lesson-easy]'), 'the finish is not covered');
  await shot(page, 'learn-shengji-done', 360);
  assert.equal(await page.evaluate(() => localStorage.getItem('cardtable.lesson.shengji')), 'done');
  assert.deepEqual(errors, []);
  await page.close();
});
