// End to end: the table in every language of the catalogs. Seeded, instant speed, one browser.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { hint, open as openIn, setup, shot, table, tap } from './harness.mjs';
import { gdDecide, gdWaitForHuman, sjDecide, sjPlayUntil, sjState, sjWaitForHuman } from './players.mjs';

const box = setup(before, after);
const open = (...args) => openIn(box.env, ...args);
const HANZI = /[\u4e00-\u9fff]/;

/** Every visible data-action control's label: its text, else its aria-label or title. */
async function labels(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-action]')]
    .filter((e) => e.offsetParent !== null)
    .map((e) => [e.dataset.action, (e.innerText || e.getAttribute('aria-label') || e.title || '').trim()]));
}

test('every control is labelled in every language; zh buttons are in hanzi', async () => {
  for (const lang of ['zh', 'zh-Hant', 'en', 'es', 'fr']) {
    for (const game of ['guandan', 'shengji']) {
      const { page, errors } = await open(`?lang=${lang}&game=${game}&seed=5&speed=instant`, { width: 700, height: 560 });
      await page.locator('.hand [data-card]').first().waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      const found = await labels(page);
      assert.ok(found.length >= 6, `${lang} ${game}: controls found`);
      for (const [action, label] of found) assert.ok(label.length > 0, `${lang} ${game}: ${action} has a label`);
      if (lang.startsWith('zh') && game === 'guandan') {
        for (const action of ['play', 'pass', 'hint']) {
          const text = await page.locator(`[data-action=${action}]`).innerText();
          assert.match(text, HANZI, `${action} in hanzi: ${text}`);
        }
      }
      assert.deepEqual(errors, []);
      await page.close();
    }
  }
});

test('a refused play gives its reason in the chosen language', async () => {
  const { page, errors } = await open('?lang=zh&game=guandan&seed=5&speed=instant');
  await page.locator('.hand [data-card]').nth(26).waitFor();
  assert.equal(await table(page).getAttribute('data-turn'), '0');
  // A joker and a 3 form no combination.
  await tap(page.locator('.hand [data-card]').first());
  await tap(page.locator('.hand [data-card]').last());
  assert.equal(await page.locator('[data-action=play]').isDisabled(), true);
  const refused = page.locator('[data-note=refused]');
  await refused.waitFor();
  assert.match(await refused.textContent(), /不成任何掼蛋牌型/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a refused Sheng Ji follow gives its reason in French', async () => {
  const { page, errors } = await open('?lang=fr&game=shengji&variant=classic&seed=21&speed=instant');
  await table(page).waitFor();
  let reason = null;
  for (let i = 0; i < 200 && !reason; i++) {
    const what = await sjWaitForHuman(page);
    const led = await page.locator('.seat:not([data-seat="0"]) .played').first();
    if (what === 'play' && await led.count() && Number(await table(page).getAttribute('data-tricks')) >= 2) {
      // As many cards as the lead, tried from the right until the engine refuses a set.
      const size = await led.locator('[data-card]').count();
      const cards = page.locator('.hand [data-card]');
      const n = await cards.count();
      for (let k = n - 1; k >= 0 && !reason; k--) {
        await page.click('[data-action=clear]');
        for (let j = 0; j < size; j++) await tap(cards.nth((k + j) % n));
        // A set the engine refuses leaves Play disabled, with the reason on the line.
        if (await page.locator('[data-action=play]').isDisabled() && await page.locator('[data-note=refused]').count()) {
          reason = await page.locator('[data-note=refused]').textContent();
        }
      }
      if (reason) break;
    }
    await sjDecide(page);
  }
  assert.ok(reason, 'found a follow the engine refuses');
  assert.match(reason, /^Vous devez/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('switching language mid-hand relabels the table and keeps the match', async () => {
  const { page, errors } = await open('?lang=en&game=guandan&seed=5&speed=instant');
  await page.locator('.hand [data-card]').nth(26).waitFor();
  const cards = await page.locator('.hand [data-card]').count();
  const hand = await table(page).getAttribute('data-hand');
  assert.equal((await page.locator('[data-action=play]').innerText()).trim(), 'Play');
  await page.click('[data-action=settings]');
  await page.selectOption('[data-action=lang]', 'fr');
  // The French words are fetched first; the table speaks French once they are here.
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  assert.equal((await page.locator('[data-action=close]').innerText()).trim(), 'Fermer');
  await page.click('[data-action=close]');
  assert.equal((await page.locator('[data-action=play]').innerText()).trim(), 'Jouer');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  assert.equal(await page.title(), 'Guan Dan et Sheng Ji — table de cartes');
  assert.equal(await page.locator('.hand [data-card]').count(), cards, 'the same hand');
  assert.equal(await table(page).getAttribute('data-hand'), hand);
  // The address opened with ?lang= follows the change, so a reload stays in French; the choice
  // is also saved: without ?lang= the page is still French.
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('lang'), 'fr');
  url.searchParams.delete('lang');
  await page.goto(url.toString());
  await page.locator('.hand [data-card]').first().waitFor();
  assert.equal((await page.locator('[data-action=play]').innerText()).trim(), 'Jouer');
  assert.deepEqual(errors, []);
  await page.close();
});

test('an unknown language in the address gets an English notice and a default', async () => {
  const { page, errors } = await open('?lang=tlh');
  await page.locator('.notice').waitFor();
  assert.match(await page.locator('.notice').textContent(), /Unknown language 'tlh'/);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.deepEqual(errors, []);
  await page.close();
});

test('hanzi come from the bundled fonts when the page shows them (simplified and traditional)', async () => {
  for (const [lang, family, file, hanzi] of [
    ['zh', 'Card CJK', 'cjk.woff2', '掼蛋托管头游进贡'],
    ['zh-Hant', 'Card CJK TC', 'cjk-tc.woff2', '摜蛋託管頭遊進貢'],
  ]) {
    const { page, errors } = await open(`?lang=${lang}&game=guandan&seed=5&speed=instant`, { width: 360, height: 740 });
    await page.locator('.hand [data-card]').first().waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    const status = await page.evaluate(async ([family, file, hanzi]) => {
      await document.fonts.ready;
      const face = [...document.fonts].find((f) => f.family.replace(/"/g, '') === family);
      if (!face) return 'missing';
      await face.load();
      // The file itself loads too (not only a system copy), and it holds the page's hanzi.
      const probe = new FontFace('Probe', `url(assets/fonts/${file})`);
      await probe.load();
      document.fonts.add(probe);
      const canvas = document.createElement('canvas');
      const ctx = canvas.getContext('2d');
      // A glyph's ink box tells two fonts apart; a character the subset lacks falls back.
      const ink = (font, text) => {
        ctx.font = font;
        const m = ctx.measureText(text);
        return [m.width, m.actualBoundingBoxLeft, m.actualBoundingBoxRight, m.actualBoundingBoxAscent, m.actualBoundingBoxDescent].join();
      };
      const missing = [...hanzi].filter((c) => ink('40px Probe, monospace', c) === ink('40px monospace', c));
      document.fonts.delete(probe);
      return `${face.status} ${probe.status} ${missing.join('')}`;
    }, [family, file, hanzi]);
    assert.equal(status.trim(), 'loaded loaded', lang);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

/** The same position at 360×740 in a second page of the context (the match is saved), shot. */
async function phoneShot(context, url, name, errors, lang) {
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 360, height: 740 });
  phone.on('pageerror', (e) => errors.push(String(e)));
  phone.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await phone.goto(url);
  await phone.locator('[data-phase]').waitFor();
  await phone.locator('.hand [data-card], [role=dialog]').first().waitFor();
  // The address keeps the language it was opened with.
  assert.equal(await phone.evaluate(() => document.documentElement.lang), lang);
  await shot(phone, name, 360);
  await phone.close();
}

test('a whole Guan Dan hand in Chinese by Hint and the confirm buttons, shot in zh', async () => {
  const context = await box.env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page, errors } = await open('?lang=zh&game=guandan&seed=48&speed=instant', undefined, context);
  await page.locator('.hand [data-card]').nth(26).waitFor();
  let decisions = 0;
  while ((await gdWaitForHuman(page)) !== 'hand-over') {
    await gdDecide(page);
    decisions += 1;
    if (decisions === 3) {
      await shot(page, 'zh-guandan', 1280);
      await phoneShot(context, page.url(), 'zh-guandan', errors, 'zh');
    }
    assert.ok(decisions < 60, 'the hand ends');
  }
  const result = page.locator('[role=dialog]');
  assert.match(await result.textContent(), /头游/);
  assert.match(await page.locator('[data-action=next-hand]').innerText(), HANZI);
  await shot(page, 'zh-guandan-result', 1280);
  await phoneShot(context, page.url(), 'zh-guandan-result', errors, 'zh');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Words in Latin letters the page shows or names (card ranks, J Q K A alone or repeated,
 * are the cards' own). */
async function latinWords(page) {
  const text = await page.evaluate(() => document.body.innerText + ' '
    + [...document.querySelectorAll('[aria-label],[title]')]
      .map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''}`).join(' '));
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !/^[JQKA]+$/.test(w));
}

test('Sheng Ji on a Chinese page: hints, prompts and the result in Chinese (Classic on a phone, Zhao Pengyou on a desktop)', async () => {
  for (const [variant, seed, width, height] of [['classic', 3, 360, 740], ['zhao-pengyou-5', 5, 1280, 800]]) {
    const { page, errors } = await open(`?lang=zh&game=shengji&variant=${variant}&seed=${seed}&speed=instant`, { width, height });
    await table(page).waitFor();
    const found = new Set();
    const look = async (where) => { for (const w of await latinWords(page)) found.add(`${variant} ${where}: ${w}`); };
    // Three hinted decisions (a hint's line and reason read before its confirm button)...
    for (let hinted = 0; hinted < 3;) {
      const what = await sjWaitForHuman(page);
      if (what !== 'play' && what !== 'bury') {
        await sjDecide(page);
        continue;
      }
      const before = await sjState(page);
      await hint(page);
      assert.match(await page.locator('[data-note=info]').textContent(), /^提示 1\//);
      await look(what);
      await page.click(`[data-action=${what}]`);
      await page.waitForFunction((b) => {
        const t = document.querySelector('[data-phase]');
        return [t.dataset.phase, t.dataset.turn, t.dataset.round, t.dataset.moves, document.querySelectorAll('.hand [data-card]').length].join('|') !== b;
      }, before, { timeout: 10_000 });
      hinted += 1;
    }
    // ...then 托管 plays the round out, and the result is read.
    await page.click('[data-action=auto]');
    await page.locator('[data-action=next-round], [data-action=new-match]').first().waitFor({ timeout: 120_000 });
    await look('result');
    assert.match(await page.locator('[role=dialog] .headline').textContent(), /庄家守住|闲家上台/);
    assert.deepEqual([...found], []);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('a whole Sheng Ji Classic round in French by Hint and the confirm buttons', async () => {
  const context = await box.env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page, errors } = await open('?lang=fr&game=shengji&variant=classic&seed=3&speed=instant', undefined, context);
  await table(page).waitFor();
  const seen = await sjPlayUntil(page, (what) => what === 'next-round' || what === 'match-over');
  assert.ok(seen.filter((w) => w === 'play').length >= 8, `plays: ${seen}`);
  const result = page.locator('[role=dialog]');
  assert.match(await result.textContent(), /Talon/);
  assert.equal((await page.locator('[data-action=next-round]').innerText()).trim(), 'Donne suivante');
  await shot(page, 'fr-shengji-result', 1280);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the tables in Spanish at a phone and a desktop size', async () => {
  const errors = [];
  for (const [width, height] of [[360, 740], [1280, 800]]) {
    for (const game of ['guandan', 'shengji']) {
      const { page, errors: e } = await open(`?lang=es&game=${game}&seed=5&speed=instant`, { width, height });
      await page.locator('.hand [data-card]').first().waitFor();
      // The bar's buttons are icons on a phone: their names are in the language all the same.
      assert.equal(await page.locator('[data-action=settings]').getAttribute('aria-label'), 'Ajustes');
      await shot(page, `es-${game}`, width);
      errors.push(...e);
      await page.close();
    }
  }
  assert.deepEqual(errors, []);
});
