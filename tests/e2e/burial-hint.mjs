// Measurement (not a test): the burial Hint of a Classic round as a player meets it (issue 66's
// example: seed 3, first round, English, the human bidding whenever offered): which cards the
// Hint puts into the kitty, then the round played out by Hints, and what the kitty brought.
//   SEEDS=3,4,5 node tests/e2e/burial-hint.mjs   (after `make build`)
import { start, BASE } from './harness.mjs';
import { sjDecide, sjPlayUntil, sjWaitForHuman } from './players.mjs';

const env = await start();
for (const seed of (process.env.SEEDS ?? '3').split(',')) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('cardtable.lesson.offer', 'no'));
  await page.goto(`${env.origin}${BASE}?game=shengji&variant=classic&seed=${seed}&speed=instant&lang=en`);
  await page.locator('.hand [data-card]').first().waitFor();
  await sjPlayUntil(page, (what) => what !== 'bid' && what !== 'pass');
  if (await sjWaitForHuman(page) !== 'bury') {
    console.log(JSON.stringify({ seed, bury: null, note: 'the human does not bury this round' }));
    await context.close();
    continue;
  }
  await page.click('[data-action=hint]');
  await page.waitForFunction(() => document.querySelectorAll('.hand [aria-pressed=true]').length > 0, null, { timeout: 60_000 });
  const buried = await page.locator('.hand [aria-pressed=true]').evaluateAll((cs) => cs.map((c) => c.getAttribute('aria-label') ?? c.dataset.card));
  const trump = await page.locator('[data-trump]').first().getAttribute('data-trump');
  await page.click('[data-action=bury]');
  await sjPlayUntil(page, (what) => what === 'next-round' || what === 'match-over');
  const kitty = await page.locator('[role=dialog]').evaluate((d) => [...d.querySelectorAll('p, li, tr')].map((e) => e.textContent.trim()).filter((t) => /kitty/i.test(t)));
  console.log(JSON.stringify({ seed, trump, buried, kitty }));
  await context.close();
}
await env.close();
process.exit(0);
