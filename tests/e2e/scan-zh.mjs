// Development helper (not a test): plays a little in Chinese and prints visible words in Latin
// letters, to find text that escaped the catalogs.
//   node tests/e2e/scan-zh.mjs
import { start, open } from './harness.mjs';
import { gdDecide, gdWaitForHuman, sjDecide, sjWaitForHuman } from './players.mjs';

const env = await start();
const words = new Map();
async function collect(page, where) {
  const text = await page.evaluate(() => document.body.innerText + ' ' +
    [...document.querySelectorAll('[aria-label],[title]')].map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.title ?? ''}`).join(' '));
  for (const w of text.match(/[A-Za-z][A-Za-z']{2,}/g) ?? []) {
    if (!words.has(w)) words.set(w, where);
  }
}
for (const game of ['guandan', 'shengji']) {
  const { page, errors } = await open(env, `?lang=zh&game=${game}&seed=7&speed=instant`, { width: 1280, height: 800 });
  await page.locator('[data-phase]').waitFor();
  for (let i = 0; i < 40; i++) {
    if (game === 'guandan') {
      if ((await gdWaitForHuman(page)) === 'hand-over') { await collect(page, `${game} result`); break; }
      await gdDecide(page);
    } else {
      const what = await sjWaitForHuman(page);
      if (what === 'next-round' || what === 'match-over') { await collect(page, `${game} result`); break; }
      await sjDecide(page);
    }
    await collect(page, `${game} ${i}`);
  }
  for (const action of ['log', 'last-trick', 'settings']) {
    const b = page.locator(`[data-action=${action}]`);
    if (await b.count()) {
      await b.first().click();
      await collect(page, `${game} ${action}`);
      await page.keyboard.press('Escape');
      await page.locator('[data-action=close]').first().click().catch(() => {});
    }
  }
  console.log(game, 'errors', JSON.stringify(errors));
  await page.close();
}
console.log([...words].map(([w, where]) => `${w} (${where})`).join('\n'));
await env.close();
