// Development helper (not a test): the lessons' lines, a Zhao Pengyou table and the home page's
// Continue, in English and Chinese at a phone and a desktop, into target/screens/lessons/.
//   node tests/e2e/shots-lessons.mjs [en|zh ...]   (TABLES_ONLY=1: no lessons; OUT=dir; DIST=build)
import fs from 'node:fs';
import path from 'node:path';
import { start, open, hint, ROOT } from './harness.mjs';
import { gdDecide, sjPlayUntil, waitForLesson } from './players.mjs';

const OUT = process.env.OUT || path.join(ROOT, 'target', 'screens', 'lessons');
fs.mkdirSync(OUT, { recursive: true });
const langs = process.argv.slice(2).length ? process.argv.slice(2) : ['en', 'zh'];
const env = await start();
const problems = [];

async function snap(page, name) {
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
}

const step = (page) => page.locator('.coach').getAttribute('data-lesson-step');

async function lesson(game, lang, [width, height], wanted) {
  const { page, errors } = await open(env, `?game=${game}&learn&speed=fast&lang=${lang}`, { width, height });
  await page.locator('.coach').waitFor();
  const seen = new Set();
  for (let i = 0; i < 80; i++) {
    const what = await waitForLesson(page, game);
    if (what === 'done') {
      await snap(page, `${game}-${lang}-done-${width}`);
      break;
    }
    const s = await step(page);
    if (wanted.includes(s) && !seen.has(s)) {
      seen.add(s);
      await snap(page, `${game}-${lang}-${s.replace('/', 'of')}-${width}`);
    }
    if (what === 'next') {
      await page.click('[data-action=lesson-next]');
      await page.waitForFunction((b) => document.querySelector('.coach')?.dataset.lessonStep !== b
        || document.querySelector('[data-lesson-done]'), s);
      continue;
    }
    if (game === 'guandan') await gdDecide(page);
    else if (what === 'bid') await page.click('[data-action=bid][data-bid]');
    else {
      await hint(page);
      await page.click(`[data-action=${what}]`);
    }
    await page.waitForFunction((b) => document.querySelector('.coach')?.dataset.lessonStep !== b
      || document.querySelector('[data-lesson-done]'), s);
  }
  if (errors.length) problems.push(`${game} ${lang} ${width}: ${errors}`);
  await page.close();
}

for (const lang of langs) {
  for (const size of [[360, 740], [1280, 800]]) {
    if (!process.env.TABLES_ONLY) {
      await lesson('guandan', lang, size, ['3/14', '4/14', '6/14', '7/14', '10/14', '12/14']);
      await lesson('shengji', lang, size, ['3/11', '7/11', '11/11']);
    }
    // Zhao Pengyou 5: the plates and the bar mid-hand.
    const { page, errors } = await open(env, `?game=shengji&variant=zhao-pengyou-5&seed=7&speed=fast&lang=${lang}`, { width: size[0], height: size[1] });
    await sjPlayUntil(page, (what, seen) => what === 'play' && seen.filter((w) => w === 'play').length >= 2);
    await snap(page, `zp5-${lang}-${size[0]}`);
    await page.goto(page.url().replace(/\?.*/, `?lang=${lang}`));
    await page.locator('[data-action=continue], .game-card').first().waitFor();
    await snap(page, `home-${lang}-${size[0]}`);
    if (errors.length) problems.push(`zp5 ${lang}: ${errors}`);
    await page.close();
  }
}
await env.close();
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
