// End to end: "How to play" pages, the settings' explanations, and the two display options
// (four-colour suits, larger cards). Seeded, instant speed, one browser.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open as openIn, setup, shot, table } from './harness.mjs';

const box = setup(before, after);
const open = (...args) => openIn(box.env, ...args);
const HANZI = /[\u4e00-\u9fff]/;

/** The open rules page: its title, section headings and pictured cards. */
async function rulesPage(page) {
  const dialog = page.locator('.rules-page');
  await dialog.waitFor();
  // The rules' words are fetched when the page opens.
  await dialog.locator('section h3').first().waitFor();
  return {
    title: (await dialog.locator('h2').innerText()).trim(),
    headings: await dialog.locator('section h3').allInnerTexts(),
    paragraphs: await dialog.locator('section p').count(),
    cards: await dialog.locator('[data-card]').count(),
    bands: await dialog.locator('.bands tbody tr').count(),
  };
}

test('How to play, from the home page, for both games in every language', async () => {
  const errors = [];
  for (const lang of ['zh', 'zh-Hant', 'en', 'es', 'fr']) {
    for (const [game, sections, cards] of [['guandan', 10, 52], ['shengji', 10, 19]]) {
      const { page, errors: e } = await open(`?lang=${lang}`, { width: 360, height: 740 });
      const button = page.locator(`.game-tile [data-action=rules][data-game=${game}]`);
      await page.locator('.game-tile').first().waitFor();
      assert.ok((await button.innerText()).trim().length > 0, `${lang} ${game}: the button has a label`);
      await button.click();
      const r = await rulesPage(page);
      assert.equal(r.headings.length, sections, `${lang} ${game}: sections`);
      for (const h of r.headings) assert.ok(h.trim().length > 0, `${lang} ${game}: a heading is empty`);
      assert.ok(r.paragraphs >= 20, `${lang} ${game}: ${r.paragraphs} paragraphs`);
      assert.equal(r.cards, cards, `${lang} ${game}: pictured cards`);
      if (game === 'shengji') assert.equal(r.bands, 7, 'the scoring table');
      if (lang.startsWith('zh')) assert.match(r.title, HANZI);
      // The pictures are the card art, loaded; nothing scrolls sideways on a phone.
      await page.waitForFunction(() => [...document.querySelectorAll('.rules-page img')].every((i) => i.complete && i.naturalWidth > 0));
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
      if (game === 'guandan' && ['zh', 'zh-Hant', 'es'].includes(lang)) await shot(page, `${lang}-rules-guandan`, 360);
      // Escape closes the page and gives the keyboard back to its button.
      await page.keyboard.press('Escape');
      await page.locator('.rules-page').waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'rules');
      errors.push(...e);
      await page.close();
    }
  }
  assert.deepEqual(errors, []);
});

test('How to play from the table: a wild card shows what it stands for; Close keeps the hand', async () => {
  const { page, errors } = await open('?lang=en&game=guandan&seed=5&speed=instant');
  await page.locator('.hand [data-card]').nth(26).waitFor();
  const turn = await table(page).getAttribute('data-turn');
  await page.click('.table-bar [data-action=rules]');
  const r = await rulesPage(page);
  assert.equal(r.title, 'How to play Guan Dan');
  assert.match(await page.locator('.rules-page .stands-for').innerText(), /=5/);
  await page.click('.rules-page [data-action=close]');
  await page.locator('.rules-page').waitFor({ state: 'detached' });
  assert.equal(await page.locator('.hand [data-card]').count(), 27);
  assert.equal(await table(page).getAttribute('data-turn'), turn);
  // The browser's Back closes the page and stays at the table (it once left the site).
  await page.click('.table-bar [data-action=rules]');
  await page.locator('.rules-page').waitFor();
  await page.evaluate(() => history.back());
  await page.locator('.rules-page').waitFor({ state: 'detached' });
  assert.match(page.url(), /game=guandan/);
  assert.equal(await page.locator('.hand [data-card]').count(), 27);
  // Sheng Ji's page follows the rules of the match: one deck, its own scoring steps.
  const sj = await open('?lang=fr&game=shengji&variant=one-deck&seed=5&speed=instant');
  await sj.page.locator('.hand [data-card]').first().waitFor();
  await sj.page.click('.table-bar [data-action=rules]');
  const s = await rulesPage(sj.page);
  assert.equal(s.title, 'Comment jouer au Sheng Ji');
  assert.match(await sj.page.locator('.rules-page .bands tbody tr').first().innerText(), /^0/);
  assert.deepEqual([...errors, ...sj.errors], []);
  await sj.page.close();
  await page.close();
});

test('every rule variant in Settings has a one-line explanation, in every language', async () => {
  const errors = [];
  for (const lang of ['zh', 'zh-Hant', 'en', 'es', 'fr']) {
    for (const [game, fields] of [['guandan', 15], ['shengji', 9]]) {
      const { page, errors: e } = await open(`?lang=${lang}&game=${game}&seed=5&speed=instant`, { width: 700, height: 560 });
      await page.locator('.hand [data-card]').first().waitFor();
      await page.click('[data-action=settings]');
      const helps = await page.locator('.settings .help').allInnerTexts();
      assert.ok(helps.length >= fields, `${lang} ${game}: ${helps.length} explanations`);
      for (const h of helps) assert.ok(h.trim().length > 10, `${lang} ${game}: "${h}"`);
      // Each explanation is tied to its field for screen readers.
      const described = await page.locator('.settings [aria-describedby]').count();
      assert.equal(described, helps.length);
      errors.push(...e);
      await page.close();
    }
  }
  assert.deepEqual(errors, []);
});

test('four-colour suits and larger cards: saved, and the hand still fits a 360 px phone', async () => {
  const context = await box.env.browser.newContext({ viewport: { width: 360, height: 740 } });
  const { page, errors } = await open('?game=guandan&seed=5&speed=instant', { width: 360, height: 740 }, context);
  const hand = page.locator('.hand [data-card]');
  await hand.nth(26).waitFor();
  const srcs = () => page.locator('.hand [data-card] img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
  const before = await srcs();
  assert.ok(before.every((s) => !s.includes('/4c/')), 'two colours by default');
  const width = await hand.first().evaluate((c) => c.getBoundingClientRect().width);
  await page.click('[data-action=settings]');
  await page.check('#set-four-colour');
  await page.check('#set-large-cards');
  await page.click('.settings [data-action=close]');
  // Every card is its view of the four-colour deck's one file (whose diamonds and clubs are
  // blue and green, tests/card_art.rs), before of the two-colour deck's.
  const after = await srcs();
  const codes = await hand.evaluateAll((cards) => cards.map((c) => c.dataset.card));
  codes.forEach((code, i) => {
    assert.equal(after[i], `assets/cards/4c/deck.svg#${code}`, code);
    assert.match(before[i], /^assets\/cards\/deck\.svg#[A-Z0-9]+$/, code);
  });
  assert.ok(codes.some((c) => /^[DC]/.test(c)), 'the hand has a diamond or a club');
  const larger = await hand.first().evaluate((c) => c.getBoundingClientRect().width);
  assert.ok(larger > width * 1.1, `larger cards: ${width} → ${larger}`);
  // Still no sideways scroll, every card of the hand on screen, every index visible.
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
  const boxes = await hand.evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect()).map((r) => [r.left, r.right, r.bottom]));
  for (const [left, right, bottom] of boxes) {
    assert.ok(left >= 0 && right <= 360 && bottom <= 740, `a card off screen: ${left} ${right} ${bottom}`);
  }
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  await shot(page, 'four-colour-large', 360);
  // Saved: a reload keeps both.
  await page.reload();
  await hand.nth(26).waitFor();
  assert.ok((await srcs()).some((s) => s.includes('/4c/')), 'four colours after a reload');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.cards), 'large');
  assert.deepEqual(errors, []);
  await context.close();
});
