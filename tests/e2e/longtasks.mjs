// Measurement (not a test): plays a Guan Dan hand at normal speed with 托管 at 360x740 under 4x
// CPU throttling (Chromium's DevTools protocol) and reports the long tasks (> 50 ms) the page
// had, split into those while cards were moving and the rest.
//   node tests/e2e/longtasks.mjs [seed]     (after `make build`)
import { start, open } from './harness.mjs';

const seed = process.argv[2] ?? '48';
const muted = process.argv[3] === 'muted';
const env = await start();
const context = await env.browser.newContext({ viewport: { width: 360, height: 740 } });
await context.addInitScript((m) => {
  if (m) localStorage.setItem('cardtable.display', JSON.stringify({ muted: true, motion: true }));
  window.__long = [];
  // Each frame notes whether cards were moving; a long task counts as "while moving" when the
  // last frame before it started had cards in motion (the observer itself reports late).
  window.__marks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const before = window.__marks.filter((m) => m.t <= e.startTime).pop();
      const t = document.querySelector('[data-phase]');
      window.__long.push({ start: e.startTime, ms: e.duration, moving: !!before?.moving, at: t ? `${t.dataset.phase}|${t.dataset.played}|${t.dataset.turn}|held=${!!document.querySelector('[data-held]')}` : '' });
    }
  }).observe({ type: 'longtask', buffered: true });
  window.__frames = 0;
  const tick = (now) => {
    window.__frames += 1;
    const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.target?.closest?.('[data-card]'));
    window.__marks.push({ t: now, moving });
    if (window.__marks.length > 600) window.__marks.splice(0, 300);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}, muted);
const { page, errors } = await open(env, `?game=guandan&seed=${seed}&speed=normal`, undefined, context);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.locator('.hand [data-card]').nth(26).waitFor({ timeout: 60_000 });
const loaded = await page.evaluate(() => window.__long.length);
const t0 = Date.now();
await page.click('[data-action=auto]');
await page.waitForFunction(() => ['hand-over', 'match-over'].includes(document.querySelector('[data-phase]').dataset.phase),
  null, { timeout: 600_000 });
const secs = (Date.now() - t0) / 1000;
const { long, frames } = await page.evaluate(() => ({ long: window.__long, frames: window.__frames }));
const during = long.slice(loaded);
const moving = during.filter((l) => l.moving);
const max = (xs) => xs.reduce((m, l) => Math.max(m, l.ms), 0);
console.log(JSON.stringify({
  seed, muted, throttle: 4, viewport: '360x740', hand_seconds: Number(secs.toFixed(1)), frames,
  load_tasks: long.slice(0, loaded).map((l) => `${l.ms.toFixed(0)} ms at ${l.start.toFixed(0)}${l.moving ? " (moving)" : ""}`), long_tasks_at_load: loaded, long_tasks_at_load_while_moving: long.slice(0, loaded).filter((l) => l.moving).length, long_tasks_in_hand: during.length, max_ms_in_hand: Number(max(during).toFixed(1)),
  long_tasks_while_moving: moving.length, max_ms_while_moving: Number(max(moving).toFixed(1)), errors,
  tasks: during.map((l) => `${l.ms.toFixed(0)} ms at ${l.at}${l.moving ? ' (moving)' : ''}`),
}));
await env.close();
