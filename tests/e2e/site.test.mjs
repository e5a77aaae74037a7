// End-to-end tests: the release build in dist/ served under a sub-path (as on GitHub Pages) and
// inside an iframe (as in a blog post), driven in Debian's headless Chromium by playwright-core.
// Run by `make test` (target test-e2e) after `trunk build --release`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { open as openPage, setup, DIST, SHOTS, BASE } from './harness.mjs';
import { gdDecide } from './players.mjs';

const box = setup(before, after);
const open = (query, viewport) => openPage(box.env, query, viewport);

async function handCodes(page) {
  return page.locator('.hand [data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
}

test('the home page works under a sub-path and offers both games', async () => {
  const { page, errors } = await open();
  await page.getByRole('button', { name: 'Guan Dan' }).waitFor();
  await assert.doesNotReject(page.getByRole('button', { name: 'Sheng Ji' }).waitFor());
  assert.equal(await page.locator('[data-card]').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the home page fits without scrolling in every language, Zhao Pengyou\'s player count shown', async () => {
  const errors = [];
  const sizes = [['', 360, 740], ['', 700, 560], ['&embed=1', 700, 560], ['', 1280, 800]];
  for (const lang of ['en', 'zh', 'zh-Hant', 'es', 'fr']) {
    for (const [extra, width, height] of sizes) {
      const { page, errors: e } = await open(`?lang=${lang}${extra}`, { width, height });
      await page.click('.seg [data-variant=zhao-pengyou]');
      await page.locator('[data-action=sj-players]').waitFor();
      const size = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
      assert.deepEqual(size, [width, height], `${lang}${extra} at ${width}×${height}`);
      // Every control of the cards can be reached from the keyboard.
      const unreachable = await page.locator('.game-card').evaluateAll((cards) => cards.flatMap((c) =>
        [...c.querySelectorAll('button, select, input')].filter((el) => el.disabled || el.tabIndex < 0).map((el) => el.outerHTML)));
      assert.deepEqual(unreachable, []);
      errors.push(...e);
      await page.close();
    }
  }
  assert.deepEqual(errors, []);
});

test('the Guan Dan rules preset picked on the home page is the table\'s, and stays', async () => {
  const { page, errors } = await open('?lang=en');
  const play = page.getByRole('button', { name: 'Play Guan Dan' });
  await play.waitFor();
  assert.equal(await page.getByRole('radiogroup', { name: 'Rules' }).count(), 1);
  assert.equal(await page.getByRole('radiogroup', { name: 'Variant' }).count(), 1);
  await page.click('[data-preset=china]');
  assert.equal(await page.isChecked('[data-preset=china]'), true);
  assert.match(await play.getAttribute('aria-label'), /China/);
  await page.reload();
  await play.waitFor();
  assert.equal(await page.isChecked('[data-preset=china]'), true);
  // The arrow keys move within the group, as in any radio group.
  await page.focus('[data-preset=china] input');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.isChecked('[data-preset=pagat]'), true);
  await page.keyboard.press('ArrowRight');
  await play.click();
  await page.locator('.hand [data-card]').first().waitFor();
  await page.click('[data-action=settings]');
  assert.equal(await page.locator('#set-preset').inputValue(), 'china');
  assert.equal(await page.locator('.game-table').getAttribute('data-preset'), 'china');
  await page.click('[data-panel=settings] [data-action=close]');
  // One move (the human's, or a computer's before it) saves the match.
  await gdDecide(page);
  await page.waitForFunction(() => localStorage.getItem('cardtable.guandan.match') !== null);
  const china = await handCodes(page);
  // Back home with the China match saved: Play without a change resumes it…
  await page.click('.game-table [data-action=home]');
  await play.click();
  await page.locator('.hand [data-card]').first().waitFor();
  assert.deepEqual(await handCodes(page), china, 'the saved match resumes');
  // …and Play after picking other rules starts a match with them, not the old rules' save.
  await page.click('.game-table [data-action=home]');
  await page.click('[data-preset=pagat]');
  await play.click();
  await page.locator('.hand [data-card]').first().waitFor();
  assert.equal(await page.locator('.game-table').getAttribute('data-preset'), 'pagat');
  assert.deepEqual(errors, []);
  await page.close();
});

test('home: Continue says where the saved match stands and goes back to it; the deal of the day is one deal', async () => {
  const context = await box.env.browser.newContext({ viewport: { width: 360, height: 740 } });
  const { page, errors } = await openPage(box.env, '?game=guandan&seed=77&speed=instant&lang=en', undefined, context);
  await page.locator('.hand [data-card]').nth(26).waitFor();
  await page.waitForFunction(() => localStorage.getItem('cardtable.guandan.match.about') !== null);
  const saved = await handCodes(page);
  await page.click('.game-table [data-action=home]');
  const row = page.locator('[data-action=continue][data-game=guandan]');
  assert.match(await row.textContent(), /Continue · Guan Dan.*Level 2 against 2 · Hand 1 · saved just now/);
  assert.equal(await page.locator('[data-action=continue]').count(), 1, 'no Sheng Ji match was saved');
  // The home page still fits a phone with the row, in every language.
  for (const lang of ['zh', 'zh-Hant', 'es', 'fr', 'en']) {
    await page.goto(`${box.env.origin}${BASE}?lang=${lang}`);
    await row.waitFor();
    const size = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
    assert.deepEqual(size, [360, 740], `${lang} with Continue`);
  }
  // Picking other rules does not lose the saved match: Continue takes its rules back.
  await page.click('[data-preset=china]');
  await row.click();
  await page.locator('.hand [data-card]').nth(26).waitFor();
  assert.deepEqual(await handCodes(page), saved, 'Continue resumes the saved match');
  assert.equal(await page.locator('.game-table').getAttribute('data-preset'), 'pagat');
  // The deal of the day, twice: the same deal.
  await page.click('.game-table [data-action=home]');
  await page.click('[data-action=daily]');
  await page.locator('.hand [data-card]').nth(26).waitFor();
  const daily = await handCodes(page);
  assert.notDeepEqual(daily, saved);
  await page.click('.game-table [data-action=home]');
  await page.click('[data-action=daily]');
  await page.locator('.hand [data-card]').nth(26).waitFor();
  assert.deepEqual(await handCodes(page), daily, 'the deal of the day');
  // A Sheng Ji match is counted in rounds, not hands.
  await page.goto(`${box.env.origin}${BASE}?game=shengji&seed=77&speed=instant&lang=en`);
  await page.waitForFunction(() => localStorage.getItem('cardtable.shengji.match.about') !== null);
  await page.click('.game-table [data-action=home]');
  const sj = page.locator('[data-action=continue][data-game=shengji]');
  assert.match(await sj.textContent(), /Continue · Sheng Ji.* · Round 1 · /);
  // In Chinese the variant row and How to play have names of their own.
  await page.goto(`${box.env.origin}${BASE}?lang=zh`);
  await sj.waitFor();
  const variant = await page.locator('#home-sj-variant-label').textContent();
  const howTo = await page.locator('.game-card [data-action=rules]').first().textContent();
  assert.notEqual(variant.trim(), howTo.trim(), 'one word for one thing');
  assert.deepEqual(errors, []);
  await context.close();
});

test('choosing Guan Dan shows 27 sorted, named, loaded cards', async () => {
  const { page, errors } = await open();
  await page.getByRole('button', { name: 'Guan Dan' }).click();
  const cards = page.locator('.hand [data-card]');
  await page.waitForFunction(() => document.querySelectorAll('.hand [data-card]').length === 27);
  assert.equal(await cards.count(), 27);
  // Accessible names, e.g. "10 of hearts".
  const names = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.ok(names.every((n) => /^((2|3|4|5|6|7|8|9|10|jack|queen|king|ace) of (spades|hearts|clubs|diamonds)|big red joker|small black joker)(, wild)?$/.test(n)), names.join(', '));
  await assert.doesNotReject(page.getByRole('button', { name: /of (spades|hearts|clubs|diamonds)|joker/ }).first().waitFor());
  // Every card image (faces and backs) really loaded from the relative assets path.
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  const broken = await page.evaluate(() => [...document.images].filter((i) => i.naturalWidth === 0).map((i) => i.src));
  assert.deepEqual(broken, []);
  // Every seat shows its cards as a count: 27, less what it has played if a computer seat led
  // and played before this is read (the deal's seed is random, and so the first leader).
  const dealt = await page.locator('[data-seat]').evaluateAll((els) => els.map((e) =>
    Number(e.querySelector('.count')?.dataset.count) + e.querySelectorAll('[data-play-seat] [data-card]').length));
  assert.deepEqual(dealt, [27, 27, 27, 27]);
  // The deal is remembered in the address.
  assert.match(page.url(), /\/games\/cards\/\?game=guandan&seed=\d+$/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a seed in the URL reproduces the deal, in both games', async () => {
  const a = await open('?game=guandan&seed=12345');
  await a.page.waitForFunction(() => document.querySelectorAll('.hand [data-card]').length === 27);
  const b = await open('?game=guandan&seed=12345');
  await b.page.waitForFunction(() => document.querySelectorAll('.hand [data-card]').length === 27);
  assert.deepEqual(await handCodes(a.page), await handCodes(b.page));
  // Sheng Ji draws its cards one at a time: the same seed draws the same cards, up to the
  // moment the human must decide something.
  const drawn = async (x) => {
    await x.page.waitForFunction(() => {
      const t = document.querySelector('[data-phase]');
      return t && (t.dataset.phase !== 'drawing' || document.querySelector('[data-action=pass]:not([disabled])'));
    });
    return handCodes(x.page);
  };
  const c = await open('?game=shengji&seed=12345&speed=instant');
  const d = await open('?game=shengji&seed=12345&speed=instant');
  const [hc, hd] = [await drawn(c), await drawn(d)];
  assert.ok(hc.length >= 1, hc.join(' '));
  assert.deepEqual(hc, hd);
  for (const x of [a, b, c, d]) {
    assert.deepEqual(x.errors, []);
    await x.page.close();
  }
});

test('an odd URL parameter gets a clear message and a safe default', async () => {
  const { page, errors } = await open('?game=guandan&seed=banana&speed=warp');
  await page.waitForFunction(() => document.querySelectorAll('.hand [data-card]').length === 27);
  const notices = await page.locator('.notice').allTextContents();
  assert.match(notices.join(' '), /'banana' is not a valid seed/);
  assert.match(notices.join(' '), /Unknown speed 'warp'/);
  // The address now names the seed that was drawn instead.
  assert.match(page.url(), /\?game=guandan&seed=\d+$/);
  const other = await open('?game=poker');
  await other.page.getByRole('button', { name: 'Guan Dan' }).waitFor();
  assert.match(await other.page.locator('.notice').textContent(), /Unknown game 'poker'/);
  assert.deepEqual([...errors, ...other.errors], []);
  await page.close();
  await other.page.close();
});

for (const [width, height] of [[360, 740], [700, 560], [1280, 800]]) {
  test(`the hand fits a ${width}x${height} screen with every corner index visible`, async () => {
    const { page, errors } = await open('?game=guandan&seed=2026&speed=slow', { width, height });
    await page.waitForFunction(() => document.querySelectorAll('.hand [data-card]').length === 27);
    await page.waitForFunction(() => [...document.images].every((i) => i.complete));
    // The deal has finished moving.
    await page.waitForFunction(() => !document.getAnimations().some((a) => a.effect?.target?.closest?.('[data-card]')));
    const layout = await page.evaluate(() => {
      const groups = [...document.querySelectorAll('.hand .group')].map((g) =>
        [...g.querySelectorAll('[data-card]')].map((e) => e.getBoundingClientRect()));
      const boxes = groups.flat();
      // What shows of each card: up to the next column (width) and the next card (height).
      const widths = groups.slice(0, -1).map((g, i) => groups[i + 1][0].left - g[0].left);
      const heights = groups.flatMap((g) => g.slice(0, -1).map((b, i) => g[i + 1].top - b.top));
      return {
        scrollWidth: document.documentElement.scrollWidth,
        left: Math.min(...boxes.map((b) => b.left)),
        right: Math.max(...boxes.map((b) => b.right)),
        bottom: Math.max(...boxes.map((b) => b.bottom)),
        cardWidth: boxes[0].width,
        cardHeight: boxes[0].height,
        minWidth: Math.min(...widths),
        minHeight: Math.min(...heights, Infinity),
      };
    });
    const shown = JSON.stringify(layout);
    assert.ok(layout.scrollWidth <= width, `no horizontal scroll: ${shown}`);
    assert.ok(layout.left >= 0 && layout.right <= width, shown);
    assert.ok(layout.bottom <= height + 1, `hand visible without scrolling: ${shown}`);
    assert.ok(layout.cardWidth >= 40, `cards at least 40 px wide: ${shown}`);
    assert.ok(layout.minWidth >= 0.3 * layout.cardWidth, `corner indices stay visible: ${shown}`);
    assert.ok(layout.minHeight >= 0.3 * layout.cardHeight, `stacked indices stay visible: ${shown}`);
    await page.screenshot({ path: path.join(SHOTS, `hand-${width}.png`) });
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('the game works inside an iframe of another page', async () => {
  const page = await box.env.browser.newPage({ viewport: { width: 1000, height: 720 } });
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${box.env.origin}/blog/post.html`);
  const frame = page.frameLocator('#game');
  await frame.locator('.hand [data-card]').nth(26).waitFor();
  assert.equal(await frame.locator('.hand [data-card]').count(), 27);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the built index.html uses only relative URLs', () => {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const absolute = [...html.matchAll(/(?:src|href)=["'](\/[^"']*)["']/g)].map((m) => m[1]);
  assert.deepEqual(absolute, []);
  assert.ok(fs.existsSync(path.join(DIST, 'assets', 'cards', 'back.svg')), 'card art copied to dist/assets/cards');
});
