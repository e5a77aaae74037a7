// Development helper (not a test; `make screens`): the whole set of screenshots a change to the
// table is looked at with, in target/screens/: at a phone, the blog column's frame, a small
// laptop and a desktop, in English and Chinese, of the home page, the start of a Guan Dan hand,
// mid-trick, the result, the replay, the tribute and what it exchanged, Settings, and a Sheng Ji draw, burial,
// mid-trick and result. Each shot also checks that the page does not scroll; a problem is
// printed, and the command fails at the end.
//   node tests/e2e/screens.mjs [en|zh ...]   (both by default)
import fs from 'node:fs';
import path from 'node:path';
import { start, BASE, ROOT } from './harness.mjs';
import { gdDecide, gdWaitForHuman, sjDecide, sjWaitForHuman } from './players.mjs';

// SCREENS_DIR names another folder (a before/after pair); SCREENS_SIZES=360,1280 picks sizes by width.
const OUT = process.env.SCREENS_DIR || path.join(ROOT, 'target', 'screens');
const ALL_SIZES = [[360, 740, 'phone'], [700, 560, 'embed'], [1024, 768, 'laptop'], [1280, 800, 'desktop'], [1920, 1080, 'wide']];
const picked = (process.env.SCREENS_SIZES || '').split(',').filter(Boolean).map(Number);
const SIZES = picked.length ? ALL_SIZES.filter(([w]) => picked.includes(w)) : ALL_SIZES;
const langs = process.argv.slice(2).length ? process.argv.slice(2) : ['en', 'zh'];
const problems = [];
fs.mkdirSync(OUT, { recursive: true });
const env = await start();

/** A page at `size`, framed in a blog page for the embed; returns { context, page, frame }. */
async function openAt(query, [width, height, name]) {
  const context = await env.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`${name} ${query}: ${e}`));
  let frame = page;
  if (name === 'embed') {
    const src = encodeURIComponent(`${BASE}${query}&embed=1`);
    await page.goto(`${env.origin}/host/embed.html?height=${height}&src=${src}`);
    frame = await (await page.waitForSelector('#game')).contentFrame();
  } else {
    await page.goto(`${env.origin}${BASE}${query}`);
  }
  return { context, page, frame };
}

/** Saves a shot once the images are in, after checking the page does not scroll. */
async function snap(page, frame, what, lang, [width, , name]) {
  await frame.waitForFunction(() => [...document.images].every((i) => i.complete));
  const [x, y] = await frame.evaluate(() => {
    const r = document.scrollingElement;
    return [r.scrollWidth - innerWidth, r.scrollHeight - innerHeight];
  });
  if (x > 1 || y > 1) problems.push(`${what} ${lang} ${name}: the page scrolls (${x}, ${y})`);
  await page.screenshot({ path: path.join(OUT, `${what}-${lang}-${width}.png`) });
}

async function guandan(lang, size) {
  const { context, page, frame } = await openAt(`?game=guandan&seed=9&speed=instant&lang=${lang}`, size);
  const shot = (what) => snap(page, frame, what, lang, size);
  await frame.locator('.hand [data-card]').nth(26).waitFor();
  await gdWaitForHuman(frame);
  await shot('gd-start');
  let plays = 0;
  let passed = false;
  for (let i = 0; i < 400; i++) {
    const phase = await gdWaitForHuman(frame);
    if (phase === 'play') {
      plays += 1;
      // The first turn that follows a pass: its bubble at the seat that passed.
      if (!passed && await frame.locator('.trick-slot .pass-chip').count()) {
        passed = true;
        await shot('gd-pass');
      }
      if (plays === 4) {
        await frame.click('[data-action=hint]');
        await frame.waitForFunction(() => !document.querySelector('[data-hinting]'));
        await shot('gd-mid-trick');
      }
    }
    if (phase === 'hand-over' && plays < 1000) {
      await shot('gd-result');
      await frame.click('[data-panel=result] [data-action=replay]');
      await frame.locator('[data-action=replay-next]').waitFor();
      for (let s = 0; s < 6; s++) await frame.click('[data-action=replay-next]');
      await shot('gd-replay');
      await frame.click('[data-action=close]');
      plays = 1000;
    }
    if (['tribute', 'return'].includes(phase)) await shot(`gd-${phase}`);
    if (phase === 'play' && plays >= 1000) {
      // Hand 2's first turn: the tribute exchanged, in the centre.
      await shot('gd-after-tribute');
      break;
    }
    await gdDecide(frame);
  }
  await frame.click('[data-action=settings]');
  await shot('gd-settings');
  await context.close();
}

async function shengji(lang, size) {
  // The draw at its own pace, then a round at once.
  const drawing = await openAt(`?game=shengji&variant=classic&seed=3&speed=normal&lang=${lang}`, size);
  await drawing.frame.waitForFunction(() => document.querySelectorAll('.hand [data-card]').length >= 12);
  await snap(drawing.page, drawing.frame, 'sj-draw', lang, size);
  // A bid standing at its bidder's seat (seed 3 has one before the draw ends).
  const bid = await drawing.frame.waitForSelector('.seat .played', { timeout: 60000 }).then(() => true, () => false);
  if (bid) await snap(drawing.page, drawing.frame, 'sj-bid', lang, size);
  else problems.push(`sj-bid ${lang} ${size[2]}: no bid shown during the draw`);
  await drawing.context.close();
  await shengjiRound(lang, size, 'classic', 'sj');
  await shengjiRound(lang, size, 'zhao-pengyou-5', 'zp5');
}

/** A round of `variant` at once: the burial, the third play and the result, named `tag-…`. */
async function shengjiRound(lang, size, variant, tag) {
  const { context, page, frame } = await openAt(`?game=shengji&variant=${variant}&seed=3&speed=instant&lang=${lang}`, size);
  const shot = (what) => snap(page, frame, `${tag}-${what}`, lang, size);
  let plays = 0;
  for (let i = 0; i < 400; i++) {
    const what = await sjWaitForHuman(frame);
    if (what === 'bury') await shot('bury');
    if (what === 'play' && ++plays === 3) await shot('mid-trick');
    if (what === 'next-round' || what === 'match-over') {
      await shot('result');
      break;
    }
    await sjDecide(frame);
  }
  await context.close();
}

async function home(lang, size) {
  const { context, page, frame } = await openAt(`?lang=${lang}`, size);
  await frame.locator('[data-action=choose-game]').first().waitFor();
  await snap(page, frame, 'home', lang, size);
  await context.close();
}

for (const lang of langs) {
  for (const size of SIZES) {
    for (const run of [home, guandan, shengji]) {
      await run(lang, size).catch((e) => problems.push(`${run.name} ${lang} ${size[2]}: ${e.message.split('\n')[0]}`));
    }
    console.log(`${lang} ${size[0]}x${size[1]} done`);
  }
}
await env.close();
console.log(`shots in ${OUT}`);
for (const p of problems) console.log(`PROBLEM ${p}`);
process.exit(problems.length ? 1 : 0);
