// Measurement (not a test), in headless Chromium at 4x CPU throttling (or THROTTLE, below):
// - Guan Dan: one hand (seed 12) against Normal players, then one against Hard players (the
//   page's pool), the human playing by Hint: p50 / p95 / max of each tier's decisions (the
//   learned evaluation of issue 49 runs in both).
// - Sheng Ji: one Classic round against Normal players (seed 12; its network of issue 49), then
//   the Hard player's think times with a pool of 1, 2 and 4 workers (or those given; 0: none):
//   one Classic round of Hard players (seed 12). Prints p50 / p95 / max of the computer's plays
//   that were searched (those that took over 20 ms), of all of them and of the Hints the human
//   plays by (in order too). Each figure runs from the question to the answer on the page;
//   "inside the worker" is the worker's own part of it.
//   node tests/e2e/pool-times.mjs [guandan] [shengji] [workers...]     (after `make build`)
//   THROTTLE=1 for none (the figures of a fast machine), THROTTLE=N for N times slower.
import { start, open, startWithTiers, table, thinkTimes, reportThinkTimes } from './harness.mjs';
import { gdDecide, sjPlayUntil } from './players.mjs';

const args = process.argv.slice(2);
const games = args.filter((a) => a === 'guandan' || a === 'shengji');
const pools = args.filter((a) => /^\d+$/.test(a)).map(Number);
const RATE = Number(process.env.THROTTLE ?? 4) || 4;
const env = await start();
for (const tier of games.length === 0 || games.includes('guandan') ? ['normal', 'hard'] : []) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page } = await open(env, '?game=guandan&seed=99&speed=instant', undefined, context);
  await table(page).waitFor();
  await startWithTiers(page, tier, tier);
  await page.goto(page.url().replace(/\?.*$/, '?game=guandan&seed=12&speed=instant'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const times = thinkTimes(page);
  await table(page).waitFor();
  for (let i = 0; i < 400 && (await gdDecide(page)) !== 'hand-over'; i++);
  reportThinkTimes(`Guan Dan against ${tier}, ${RATE}x throttling`, times.filter((t) => t.tier === tier));
  const hints = times.filter((t) => t.what === 'hint');
  console.log(`Guan Dan against ${tier}: hints in order: ${hints.map((t) => t.ms.toFixed(0)).join(' ')}`);
  await context.close();
}
const sheng = games.length === 0 || games.includes('shengji');
if (sheng) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page } = await open(env, '?game=shengji&variant=classic&seed=99&speed=instant', undefined, context);
  await table(page).waitFor();
  await startWithTiers(page, 'normal', 'normal');
  await page.goto(page.url().replace(/\?.*$/, '?game=shengji&variant=classic&seed=12&speed=instant'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const times = thinkTimes(page);
  await table(page).waitFor();
  await sjPlayUntil(page, (what) => what === 'next-round' || what === 'match-over');
  reportThinkTimes(`Sheng Ji Classic against normal, ${RATE}x throttling`, times.filter((t) => t.tier === 'normal'));
  await context.close();
}
for (const workers of sheng ? (pools.length ? pools.filter((n) => n > 0) : [1, 2, 4]) : []) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page } = await open(env, '?game=shengji&variant=classic&seed=99&speed=instant', undefined, context);
  await table(page).waitFor();
  await startWithTiers(page, 'hard', 'hard');
  await page.goto(page.url().replace(/\?.*$/, `?game=shengji&variant=classic&seed=12&speed=instant&workers=${workers}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const times = thinkTimes(page);
  await table(page).waitFor();
  await sjPlayUntil(page, (what) => what === 'next-round' || what === 'match-over');
  const stats = (list, pick = (t) => t.ms) => {
    const ms = list.map(pick).sort((a, b) => a - b);
    const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
    return `n=${ms.length} p50=${at(0.5).toFixed(0)} ms p95=${at(0.95).toFixed(0)} ms max=${(ms[ms.length - 1] ?? 0).toFixed(0)} ms`;
  };
  const plays = times.filter((t) => t.what === 'play' && t.tier === 'hard');
  // Inside the worker: with one worker the whole search; with a pool only the first worker's
  // ranking of the shares.
  const searched = plays.filter((t) => t.ms > 20);
  console.log(`${workers} worker(s), ${RATE}x throttling: searched plays ${stats(searched)} (inside the worker: ${stats(searched, (t) => t.inside)}); all plays ${stats(plays)}`);
  // The human plays by Hint (the Hard player's, shared by the pool too); the first hint is
  // also the hint worker's first search.
  const hints = times.filter((t) => t.what === 'hint');
  console.log(`${workers} worker(s), ${RATE}x throttling: hints ${stats(hints)}, the first ${(hints[0]?.ms ?? 0).toFixed(0)} ms, in order: ${hints.map((t) => t.ms.toFixed(0)).join(' ')}`);
  await context.close();
}
await env.close();
