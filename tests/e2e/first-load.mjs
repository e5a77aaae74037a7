// Measurement (not a test): what a reader's browser fetches, in gzipped bytes (each response
// body gzipped as a server would send it), up to the first hand on screen (eight cards in it),
// up to the table being interactive (17 cards on screen and the human's buttons enabled) and
// over a whole Guan Dan hand and a whole Sheng Ji round; and the times to the first two under
// 4x CPU throttling, from performance.now() (navigation start). Fresh browser context each time (empty cache). Also how long each screen in a piece
// of its own takes to open from the home page.
//   node tests/e2e/first-load.mjs        (after `make build`; `make first-load` does both)
//   LIST=1 node tests/e2e/first-load.mjs  (also each file fetched, before or after interactive)
import zlib from 'node:zlib';
import { start, BASE } from './harness.mjs';

const env = await start();

async function measure(label, query, over) {
  const context = await env.browser.newContext({ viewport: { width: 700, height: 560 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const fetched = [];
  page.on('response', async (res) => {
    // A file asked for again (each worker instance loads its wasm) comes from the HTTP cache
    // on a real host (GitHub Pages: max-age=600): counted once.
    if (fetched.some((f) => f.url === res.url().replace(env.origin + BASE, ''))) return;
    try {
      const body = await res.body();
      // Asked for twice at once (the icon): the second answer arrives while the first is read.
      if (fetched.some((f) => f.url === res.url().replace(env.origin + BASE, ''))) return;
      fetched.push({ url: res.url().replace(env.origin + BASE, ''), gz: zlib.gzipSync(body, { level: 9 }).length, at: Date.now() });
    } catch {
      // A redirect or an aborted request has no body.
    }
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${env.origin}${BASE}${query}`);
  // The first hand on screen: eight cards in it (Guan Dan deals them all at once; Sheng Ji's
  // draw is under way: the computers draw and bid on the page, the worker loads in its
  // second half, issue 69).
  await page.waitForFunction(() => document.querySelectorAll('.hand [data-card]').length >= 8, null, { timeout: 180_000 });
  const tHand = await page.evaluate(() => performance.now());
  const handAt = Date.now();
  await page.waitForFunction(() => document.querySelectorAll('.hand [data-card]').length >= 17
    && [...document.querySelectorAll('.controls button, [data-action=hint]')].some((b) => !b.disabled), null, { timeout: 180_000 });
  const tti = await page.evaluate(() => performance.now());
  const tInteractive = Date.now();
  await page.waitForTimeout(500); // responses still being read
  const before = fetched.filter((f) => f.at <= tInteractive);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.click('[data-action=auto]');
  await page.waitForFunction((o) => o.includes(document.querySelector('[data-phase]').dataset.phase), over, { timeout: 600_000 });
  await page.waitForTimeout(500);
  const sum = (list) => list.reduce((s, f) => s + f.gz, 0);
  if (process.env.LIST) {
    for (const f of fetched) console.log(`${f.at <= tInteractive ? 'before' : 'after '} ${String(f.gz).padStart(8)} ${f.url.split('?')[0]}`);
  }
  const biggest = [...fetched].sort((a, b) => b.gz - a.gz).slice(0, 6).map((f) => `${f.url.split('?')[0]} ${f.gz}`);
  console.log(JSON.stringify({
    label,
    hand_gz: sum(fetched.filter((f) => f.at <= handAt)),
    hand_ms_4x: Math.round(tHand),
    interactive_gz: sum(before),
    interactive_requests: before.length,
    time_to_interactive_ms_4x: Math.round(tti),
    whole_gz: sum(fetched),
    whole_requests: fetched.length,
    biggest,
  }));
  await context.close();
}

// How long each screen in a piece of its own takes to open from the home page (fresh browser,
// no throttling, this machine's server): from the click to the screen drawn.
async function lazyScreens() {
  const times = {};
  for (const [label, click, shown] of [
    ['friends lobby', '[data-action=friends][data-game=guandan]', '[data-panel=friends]'],
    ['guandan table', '[data-action=choose-game][data-game=guandan]', '.hand [data-card]'],
    ['shengji table', '[data-action=choose-game][data-game=shengji]', '.hand [data-card]'],
  ]) {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('cardtable.lesson.offer', 'no'));
    await page.goto(`${env.origin}${BASE}?speed=instant`);
    await page.locator(click).waitFor();
    const t0 = await page.evaluate(() => performance.now());
    await page.click(click);
    await page.locator(shown).first().waitFor();
    times[label] = Math.round((await page.evaluate(() => performance.now())) - t0);
    await context.close();
  }
  console.log(JSON.stringify({ label: 'lazy screens, ms from the click', ...times }));
}

await lazyScreens();
await measure('guandan', '?game=guandan&seed=7&speed=instant', ['hand-over', 'match-over']);
await measure('shengji classic', '?game=shengji&variant=classic&seed=7&speed=instant', ['round-over', 'match-over']);
await env.close();
