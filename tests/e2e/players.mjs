// A sensible player for the end-to-end tests, in either game and any language: Hint, then the
// confirm button; between hands or rounds, the button that goes on. It reads only data-action,
// data-phase, data-turn and the hint's data attributes, never a text.
import assert from 'node:assert/strict';
import { hint, table } from './harness.mjs';

// Sheng Ji seeds where the human, bidding whenever offered, ends up dealing (checked in
// shengji.test.mjs).
export const CLASSIC_DEALER_SEED = 3;
export const ZP5_DEALER_SEED = 3;

// ---------------------------------------------------------------- Guan Dan

/** The table's state in one string: it changes with every decision. */
export async function gdState(page) {
  return table(page).evaluate((t) =>
    [t.dataset.phase, t.dataset.turn, t.dataset.hand, t.dataset.played, document.querySelectorAll('.hand [data-card]').length].join('|'));
}

/** Waits until the human must act, the hand is over or the match is over; returns the phase. */
export async function gdWaitForHuman(page) {
  await page.waitForFunction(() => {
    const t = document.querySelector('[data-phase]');
    return t && (t.dataset.turn === '0' || ['hand-over', 'match-over'].includes(t.dataset.phase));
  }, null, { timeout: 60_000 });
  return table(page).getAttribute('data-phase');
}

/** One decision, like a sensible player: the hint, then its confirm button (or Pass when the
 * computer would pass); between hands, Next hand. With `passing`, a player who passes whenever
 * the rules allow (and so finishes last, and pays the next hand's tribute). */
export async function gdDecide(page, { passing = false } = {}) {
  const before = await gdState(page);
  const phase = await gdWaitForHuman(page);
  switch (phase) {
    case 'play': {
      if (passing && (await page.locator('[data-action=pass]').isEnabled())) {
        await page.click('[data-action=pass]');
        break;
      }
      await hint(page);
      // Pass when the computer would, or when nothing was chosen (nothing beats the trick).
      const wouldPass = await table(page).getAttribute('data-hint-pass');
      const chosen = await page.locator('.hand [data-card][aria-pressed=true]').count();
      const canPass = await page.locator('[data-action=pass]').isEnabled();
      await page.click(canPass && (wouldPass || chosen === 0) ? '[data-action=pass]' : '[data-action=play]');
      break;
    }
    case 'tribute':
      await hint(page);
      await page.click('[data-action=pay]');
      break;
    case 'return':
      await hint(page);
      await page.click('[data-action=return]');
      break;
    case 'take-tribute':
      await page.locator('[data-action=take]').first().click();
      break;
    case 'choose-leader':
      await page.locator('[data-action=choose-leader]').first().click();
      break;
    case 'hand-over':
      await page.click('[data-action=next-hand]');
      break;
    default:
      return phase;
  }
  // The click took effect: the state moved on, with no refusal.
  await page.waitForFunction((b) => {
    const t = document.querySelector('[data-phase]');
    const s = [t.dataset.phase, t.dataset.turn, t.dataset.hand, t.dataset.played, document.querySelectorAll('.hand [data-card]').length].join('|');
    return s !== b;
  }, before, { timeout: 10_000 });
  assert.equal(await page.locator('[data-note=refused]').count(), 0, 'a hint-then-confirm move is never refused');
  return phase;
}

// ---------------------------------------------------------------- Sheng Ji

/** Everything that changes when a decision lands. */
export async function sjState(page) {
  return table(page).evaluate((t) =>
    [t.dataset.phase, t.dataset.turn, t.dataset.round, t.dataset.moves, document.querySelectorAll('.hand [data-card]').length].join('|'));
}

/** Waits until the human has something to decide; returns what. */
export async function sjWaitForHuman(page) {
  const handle = await page.waitForFunction(() => {
    const q = (s) => document.querySelector(s);
    if (q('[data-action=new-match]')) return 'match-over';
    if (q('[data-action=next-round]')) return 'next-round';
    if (q('[data-action=call]')) return 'call';
    if (q('[data-action=bury]')) return 'bury';
    // The human's turn to play (Play itself waits for a selection the engine accepts).
    if (q('[data-phase=play][data-turn="0"]') && q('[data-action=hint]:not([disabled])')) return 'play';
    // The draw deals on, its bids lit while they are possible; a player who bids at the last
    // chance (after the last card, where the table waits) plays the same game at any speed.
    if (q('[data-action=bid]:not([disabled])') && q('[data-action=pass]:not([disabled])')) return 'bid';
    if (q('[data-action=pass]:not([disabled])')) return 'pass';
    return false;
  }, null, { timeout: 60_000, polling: 50 });
  return handle.jsonValue();
}

/** One decision: bid when offered, Hint then confirm otherwise, Next round between rounds. */
export async function sjDecide(page) {
  const before = await sjState(page);
  const what = await sjWaitForHuman(page);
  switch (what) {
    case 'match-over':
      return what;
    case 'next-round':
      await page.click('[data-action=next-round]');
      break;
    case 'call':
      await page.click('[data-action=call]');
      break;
    case 'bury':
      await hint(page);
      await page.click('[data-action=bury]');
      break;
    case 'play':
      await hint(page);
      await page.click('[data-action=play]');
      break;
    case 'bid':
      // The draw goes on meanwhile: a bid outbid before the click is gone, and the draw moves
      // the state on anyway.
      await page.locator('[data-action=bid]:not([disabled])').first().click({ timeout: 2_000 }).catch(() => {});
      break;
    case 'pass':
      await page.click('[data-action=pass]');
      break;
  }
  await page.waitForFunction((b) => {
    const t = document.querySelector('[data-phase]');
    return [t.dataset.phase, t.dataset.turn, t.dataset.round, t.dataset.moves, document.querySelectorAll('.hand [data-card]').length].join('|') !== b;
  }, before, { timeout: 10_000 });
  assert.equal(await page.locator('[data-note=refused]').count(), 0, `${what}: a hint-then-confirm move is never refused`);
  return what;
}

/** Plays until `stop(what)` says so; returns the decisions made. */
export async function sjPlayUntil(page, stop, limit = 400) {
  const seen = [];
  for (let i = 0; i < limit; i++) {
    const what = await sjWaitForHuman(page);
    if (stop(what, seen)) return seen;
    seen.push(await sjDecide(page));
  }
  throw new Error(`no end after ${limit} decisions: ${seen.slice(-10)}`);
}

// ---------------------------------------------------------------- Lessons

/** Waits for what the lesson asks next: `done`, `next` (Continue), or the learner's move in
 * game `game`: Guan Dan's phase (`play`, `return`), or Sheng Ji's `bid`, `bury`, `play`. */
export async function waitForLesson(page, game) {
  const h = await page.waitForFunction((game) => {
    const q = (s) => document.querySelector(s);
    if (q('[data-lesson-done]')) return 'done';
    if (q('[data-action=lesson-next]')) return 'next';
    if (game === 'guandan') {
      const t = q('[data-phase]');
      return (t && t.dataset.turn === '0' && ['play', 'return'].includes(t.dataset.phase) && t.dataset.phase) || false;
    }
    if (q('[data-action=bid][data-bid]:not([disabled])')) return 'bid';
    if (q('[data-phase=bury][data-turn="0"] [data-action=hint]:not([disabled])')) return 'bury';
    if (q('[data-phase=play][data-turn="0"] [data-action=hint]:not([disabled])')) return 'play';
    return false;
  }, game, { timeout: 60_000, polling: 50 });
  return h.jsonValue();
}
