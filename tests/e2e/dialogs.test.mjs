// End to end: dialogs that fit (issue 39). Settings opens at its top with focus on its first
// control, never on "Start a new match"; a first visit in Chinese gets Guan Dan's China
// preset, other languages Pagat, and the choice stays; the result of a hand keeps every
// button inside the viewport at every size without scrolling the page. One browser, instant.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { open as openIn, resize, setup, SHOTS, table } from './harness.mjs';

const box = setup(before, after);
const open = (...args) => openIn(box.env, ...args);

/** What the open Settings dialog shows first: its scroll positions and the focused control. */
function settingsState() {
  const panel = document.querySelector('[data-panel=settings]');
  const active = document.activeElement;
  const scrolled = [panel, ...panel.querySelectorAll('*')]
    .filter((e) => e.scrollTop !== 0)
    .map((e) => `${e.className}: ${e.scrollTop}`);
  const close = panel.querySelector('[data-action=close]').getBoundingClientRect();
  return {
    inside: panel.contains(active),
    start: Boolean(active?.closest('[data-action=start-match]')),
    focused: active?.id || active?.tagName,
    scrolled,
    page: document.scrollingElement.scrollTop,
    closeVisible: close.top >= 0 && close.bottom <= innerHeight && close.right <= innerWidth,
  };
}

test('Settings opens at its top, on its first control, and Start is never the default', async () => {
  for (const [width, height] of [[360, 740], [700, 560]]) {
    for (const query of ['?game=guandan&seed=5&speed=instant', '?game=shengji&variant=classic&seed=5&speed=instant']) {
      const { page, errors } = await open(query, { width, height });
      await table(page).waitFor();
      await page.click('[data-action=settings]');
      await page.locator('[data-panel=settings]').waitFor();
      // The dialog's own effect gives the focus after its first render.
      await page.waitForFunction(() => document.querySelector('[data-panel=settings]')?.contains(document.activeElement));
      const s = await page.evaluate(settingsState);
      const what = `${query} at ${width}x${height}`;
      assert.ok(s.inside, `${what}: focus inside Settings (${s.focused})`);
      assert.ok(!s.start, `${what}: focus not on Start a new match`);
      assert.deepEqual(s.scrolled, [], `${what}: Settings opens at its top`);
      assert.equal(s.page, 0, `${what}: the page does not scroll`);
      assert.ok(s.closeVisible, `${what}: Close is in view`);
      // The everyday choices come before the rules, and Start after the rules.
      const order = await page.evaluate(() => {
        const at = (sel) => document.querySelector(`[data-panel=settings] ${sel}`)?.getBoundingClientRect().top ?? -1;
        return [at('#set-speed'), at('#set-tier-opponents'), at('.rules-section'), at('[data-action=start-match]')];
      });
      assert.ok(order.every((y, i) => y >= 0 && (i === 0 || y > order[i - 1])), `${what}: order ${order}`);
      if (width === 360 && query.includes('guandan')) {
        await page.screenshot({ path: path.join(SHOTS, `settings-${width}x${height}.png`) });
        // The sound switch of Settings is the bar's: one turns the other.
        const bar = page.locator('.game-table [data-action=sound]');
        assert.equal(await page.isChecked('#set-sound'), true);
        assert.equal(await bar.getAttribute('aria-pressed'), 'true');
        await page.click('#set-sound');
        assert.equal(await bar.getAttribute('aria-pressed'), 'false', 'Settings muted the bar\'s button');
        await page.click('[data-panel=settings] [data-action=close]');
        await bar.click();
        await page.click('[data-action=settings]');
        assert.equal(await page.isChecked('#set-sound'), true, 'the bar turned Settings\' switch back on');
      }
      assert.deepEqual(errors, []);
      await page.close();
    }
  }
});

/** The Guan Dan preset in force: the table's data-preset when present, and Settings' select. */
async function preset(page) {
  await table(page).waitFor();
  const attr = await table(page).getAttribute('data-preset');
  await page.click('[data-action=settings]');
  const select = await page.locator('#set-preset').inputValue();
  await page.click('[data-panel=settings] [data-action=close]');
  return { attr, select };
}

test('a first visit in Chinese gets the China preset, other languages Pagat, and a choice stays', async () => {
  for (const [lang, want] of [['zh', 'china'], ['zh-Hant', 'china'], ['en', 'pagat'], ['fr', 'pagat']]) {
    const context = await box.env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await open(`?game=guandan&lang=${lang}&seed=5&speed=instant`, undefined, context);
    const p = await preset(page);
    assert.equal(p.select, want, `lang=${lang}: the settings' preset`);
    if (p.attr !== null) assert.equal(p.attr, want, `lang=${lang}: the table's data-preset`);
    if (lang === 'zh' || lang === 'en') {
      // The first visit's rules stay when the language changes later...
      const other = lang === 'zh' ? 'en' : 'zh';
      await page.goto(page.url().replace(`lang=${lang}`, `lang=${other}`));
      assert.equal((await preset(page)).select, want, `lang=${lang} then ${other}: the first visit's preset stays`);
      // ...and so does a choice made in Settings.
      const chosen = want === 'china' ? 'pagat' : 'china';
      await page.click('[data-action=settings]');
      await page.selectOption('#set-preset', chosen);
      await page.click('[data-action=start-match]');
      await page.reload();
      assert.equal((await preset(page)).select, chosen, `lang=${lang}: the chosen preset is remembered`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

/** Every button of the result dialog inside the viewport, and the page not scrolling. */
function resultFits() {
  const panel = document.querySelector('[data-panel=result]');
  if (!panel) return { missing: true };
  const out = [...panel.querySelectorAll('.dialog-head button, .buttons button')]
    .map((b) => ({ b: b.dataset.action, r: b.getBoundingClientRect() }))
    .filter(({ r }) => r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
    .map(({ b, r }) => `${b} at ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}`);
  const box = panel.getBoundingClientRect();
  const headline = panel.querySelector('.headline')?.getBoundingClientRect();
  const first = panel.querySelector('.buttons button')?.getBoundingClientRect();
  return {
    out,
    overflow: document.scrollingElement.scrollHeight - innerHeight,
    inside: box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth,
    headlineFirst: Boolean(headline && first && headline.top < first.top),
    spinner: panel.querySelectorAll('.spinner').length,
    actions: [...panel.querySelectorAll('[data-action]')].map((b) => b.dataset.action),
  };
}

test('the result of a hand fits every viewport: headline, then its buttons, all in view', async () => {
  const { page, errors } = await open('?game=guandan&seed=5&speed=instant', { width: 360, height: 740 });
  await page.locator('.hand [data-card]').first().waitFor();
  await page.click('[data-action=auto]');
  await page.locator('[data-phase=hand-over]').waitFor({ timeout: 45_000 });
  const result = page.locator('[data-panel=result]');
  await result.waitFor();
  // The bar shows the levels the dialog announces.
  const said = await result.locator('[data-levels]').getAttribute('data-levels');
  const bar = await page.locator('.scoreboard .team .team-level').evaluateAll((els) => els.map((e) => e.dataset.level).join(','));
  assert.equal(bar, said, 'the bar and the dialog agree');
  for (const [width, height] of [[360, 740], [320, 480], [700, 560], [1280, 800], [1920, 1080]]) {
    await resize(page, { width, height });
    const r = await page.evaluate(resultFits);
    const what = `${width}x${height}`;
    assert.ok(!r.missing, `${what}: the result dialog`);
    assert.deepEqual(r.out, [], `${what}: every button in view`);
    assert.ok(r.overflow <= 1, `${what}: the page scrolls by ${r.overflow}px`);
    assert.ok(r.inside, `${what}: the dialog inside the viewport`);
    assert.ok(r.headlineFirst, `${what}: the headline before the buttons`);
    assert.equal(r.spinner, 0, `${what}: no spinner in the result`);
    for (const action of ['next-hand', 'replay', 'review', 'play-again']) {
      assert.ok(r.actions.includes(action), `${what}: ${action} (${r.actions})`);
    }
    if (width === 360 || width === 700) await page.screenshot({ path: path.join(SHOTS, `result-${what}.png`) });
  }
  await page.setViewportSize({ width: 360, height: 740 });
  // 托管 stays reachable: while it is on, the result says so and takes the seat back.
  const off = page.locator('[data-panel=result] [data-action=auto-off]');
  if (await off.count()) {
    await off.click();
    assert.equal(await page.locator('[data-action=auto]').first().getAttribute('aria-pressed'), 'false', '托管 off');
    assert.equal(await off.count(), 0, 'the line goes once 托管 is off');
  }
  await page.click('[data-panel=result] [data-action=next-hand]');
  await page.waitForFunction(() => document.querySelector('[data-phase]').dataset.phase !== 'hand-over');
  assert.deepEqual(errors, []);
  await page.close();
});
