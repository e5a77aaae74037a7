// End-to-end: playing Guan Dan in the built site (dist/ under a sub-path) by clicking, as a
// player would. Tests drive the page through data-action / data-phase / data-turn only.
// Run by `make test` (target test-e2e) after `trunk build --release`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { gdDecide, gdState, gdWaitForHuman } from './players.mjs';
import { hint, open as openIn, reportThinkTimes, setup, shot, startWithTiers, table, tap, thinkTimes } from './harness.mjs';

const box = setup(before, after);
const open = (...args) => openIn(box.env, ...args);

test('a whole hand by clicking, its result, then the tribute of hand 2 and a reload', async () => {
  const context = await box.env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page, errors } = await open('?game=guandan&seed=9&speed=instant', undefined, context);
  await page.locator('.hand [data-card]').nth(26).waitFor();
  // Hand 1 shows the face-up card that decides the first leader.
  assert.match(await page.locator('.centre').textContent(), /Face-up card/);
  // The human passes whenever it may: it finishes last, and on this seed its partner does not
  // finish first, so it pays the tribute of hand 2.
  let decisions = 0;
  while ((await gdWaitForHuman(page)) !== 'hand-over') {
    await gdDecide(page, { passing: true });
    decisions += 1;
    if (decisions === 3) await shot(page, 'play', 1280);
    assert.ok(decisions < 60, 'the hand ends');
  }
  // The result: finishing order with badges, the new levels, the Next hand button.
  const result = page.locator('[role=dialog]');
  assert.match(await result.textContent(), /头游/);
  assert.match(await result.textContent(), /Levels:/);
  await shot(page, 'hand-over', 1280);
  await page.click('[data-action=next-hand]');

  // The human, last, pays the tribute of hand 2.
  const phase = await gdWaitForHuman(page);
  assert.equal(phase, 'tribute', 'the last finisher pays');
  assert.equal(await table(page).getAttribute('data-hand'), '2');
  // Only the cards the rules allow can be chosen; the others are dimmed.
  const allowed = await page.locator('.hand [data-card]:not([aria-disabled])').count();
  const dimmed = await page.locator('.hand [data-card][aria-disabled=true]').count();
  assert.ok(allowed >= 1 && dimmed >= 1, `allowed ${allowed}, dimmed ${dimmed}`);
  // Nothing chosen yet: the button waits, and is not the main one, until a card is.
  const give = page.locator(`[data-action=${phase === 'tribute' ? 'pay' : 'return'}]`);
  assert.ok(await give.isDisabled(), `${phase}: the button waits for a card`);
  assert.ok(!(await give.evaluate((b) => b.classList.contains('primary'))), `${phase}: not primary before a card is chosen`);
  await shot(page, 'tribute', 1280);

  // A reload resumes the same position, also on a phone.
  const before = await gdState(page);
  const cards = await page.locator('.hand [data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 360, height: 740 });
  phone.on('pageerror', (e) => errors.push(String(e)));
  await phone.goto(page.url());
  await phone.waitForFunction((b) => {
    const t = document.querySelector('[data-phase]');
    return t && [t.dataset.phase, t.dataset.turn, t.dataset.hand, t.dataset.played, document.querySelectorAll('.hand [data-card]').length].join('|') === b;
  }, before, { timeout: 10_000 });
  assert.deepEqual(await phone.locator('.hand [data-card]').evaluateAll((els) => els.map((e) => e.dataset.card)), cards);
  await shot(phone, 'tribute', 360);
  await phone.setViewportSize({ width: 700, height: 560 });
  await shot(phone, 'tribute', 700);
  await phone.close();

  // The tribute screen works: Hint then confirm.
  await gdDecide(page);
  assert.notEqual(await gdState(page), before);
  assert.deepEqual(errors, []);
  await context.close();
});

test('giving back a tribute: only the cards the engine takes glow, the button waits for one, the card received is a card, the log names each transfer once', async () => {
  // Seed 8: the human finishes first in hand 1 (托管) and gives a card back in hand 2, under
  // the Pagat rules (any card but the one received) and the China rules (10 or lower).
  for (const lang of ['en', 'zh']) {
    const { page, errors } = await open(`?lang=${lang}&game=guandan&seed=8&speed=instant`, { width: 360, height: 740 });
    await page.locator('.hand [data-card]').first().waitFor();
    await page.click('[data-action=auto]');
    await page.locator('[data-action=next-hand]').waitFor({ timeout: 120_000 });
    // The result takes 托管 back (its own button: the bar's is under the dialog on a phone).
    await page.click('[data-action=auto-off]');
    await page.click('[data-action=next-hand]');
    await page.waitForFunction(() => {
      const t = document.querySelector('[data-phase]');
      return t.dataset.phase === 'return' && t.dataset.turn === '0';
    }, null, { timeout: 60_000 });
    const give = page.locator('[data-action=return]');
    const primary = () => give.evaluate((b) => b.classList.contains('primary'));
    assert.ok(await give.isDisabled() && !(await primary()), `${lang}: Give back waits for a card`);
    // The card received: marked, and drawn as a card (not dimmed as if out of play).
    const received = page.locator('.hand [data-card].marked');
    assert.equal(await received.count(), 1, `${lang}: the card received is marked`);
    assert.equal(await received.locator('img').evaluate((i) => getComputedStyle(i).filter), 'none', `${lang}: not dimmed`);
    // Each card in turn: the engine takes it exactly when it glows (or, where none glows, when
    // it is not the card received).
    const ids = await page.locator('.hand [data-card]').evaluateAll((els) => els.map((e) => e.dataset.id));
    const glowing = await page.locator('.hand [data-card].choosable').evaluateAll((els) => els.map((e) => e.dataset.id));
    const taken = [];
    for (const id of ids) {
      const card = page.locator(`.hand [data-id="${id}"]`);
      if ((await card.getAttribute('aria-disabled')) === 'true') continue;
      await card.click({ position: { x: 6, y: 8 } });
      await page.waitForFunction((i) => document.querySelector(`.hand [data-id="${i}"]`).getAttribute('aria-pressed') === 'true', id);
      if (await give.isEnabled()) {
        assert.ok(await primary(), `${lang}: Give back is the main button once ${id} is chosen`);
        taken.push(id);
      }
      await page.click('[data-action=clear]');
    }
    const receivedId = await received.getAttribute('data-id');
    if (glowing.length) assert.deepEqual(taken.sort(), glowing.sort(), `${lang}: the glowing cards are the ones the engine takes`);
    else assert.deepEqual(taken.sort(), ids.filter((i) => i.split('#')[0] !== receivedId.split('#')[0]).sort(), `${lang}: any card but the one received`);
    assert.ok(glowing.length < ids.length - 1, `${lang}: not every card glows`);
    // The log: each transfer once (as the felt's centre shows them).
    const transfers = await page.locator('.centre .transfer').count();
    await page.click('[data-action=log]');
    assert.equal(await page.locator('.log-lines li').count(), transfers, `${lang}: one line per transfer`);
    await page.click('.dialog [data-action=close]');
    await shot(page, `return-${lang}`, 360);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('a refused play shows the engine\'s reason and changes nothing', async () => {
  // Seed 5: the human receives the face-up card and leads.
  const { page, errors } = await open('?game=guandan&seed=5&speed=instant');
  await page.locator('.hand [data-card]').nth(26).waitFor();
  assert.equal(await table(page).getAttribute('data-turn'), '0');
  assert.equal(await page.locator('[data-action=pass]').isDisabled(), true, 'no pass when leading');
  const before = await gdState(page);
  // A joker and a 3 form no combination.
  await tap(page.locator('.hand [data-card]').first());
  await tap(page.locator('.hand [data-card]').last());
  assert.equal(await page.locator('.hand [aria-pressed=true]').count(), 2);
  // Play is enabled only for a play the engine accepts; the line says why not.
  assert.equal(await page.locator('[data-action=play]').isDisabled(), true, 'no Play for a non-combination');
  const refused = page.locator('[data-note=refused]');
  await refused.waitFor();
  assert.match(await refused.textContent(), /do not form any Guan Dan combination/);
  assert.equal(await gdState(page), before);
  assert.equal(await page.locator('.hand [aria-pressed=true]').count(), 2, 'the selection stays');
  // Clear empties the selection; a second tap deselects a card.
  await page.click('[data-action=clear]');
  assert.equal(await page.locator('.hand [aria-pressed=true]').count(), 0);
  await tap(page.locator('.hand [data-card]').nth(3));
  await tap(page.locator('.hand [data-card]').nth(3));
  assert.equal(await page.locator('.hand [aria-pressed=true]').count(), 0);
  // Hint cycles through plays, selecting their cards.
  await hint(page);
  const first = await page.locator('.hand [aria-pressed=true]').count();
  assert.ok(first >= 1);
  assert.match(await page.locator('[data-note=info]').textContent(), /Hint 1\//);
  await hint(page);
  assert.match(await page.locator('[data-note=info]').textContent(), /Hint 2\//);
  // The keyboard works too: focus a card and press Space.
  await page.click('[data-action=clear]');
  await page.locator('.hand [data-card]').nth(5).focus();
  await page.keyboard.press('Space');
  assert.equal(await page.locator('.hand [aria-pressed=true]').count(), 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a hint that advises passing selects nothing and makes Pass the main button', async () => {
  // Seed 12 (found by a native search): at the player's first turn, following, the Hard player
  // would pass and keep a bomb.
  const { page, errors } = await open('?game=guandan&seed=12&speed=instant');
  assert.equal(await gdWaitForHuman(page), 'play');
  assert.equal(await page.locator('[data-action=pass]').isEnabled(), true, 'following');
  await hint(page);
  assert.match(await page.locator('[data-note=info]').textContent(), /^Hint 1\/\d+: the computer would pass \(keeps your bomb\)/);
  assert.equal(await table(page).getAttribute('data-hint-pass'), 'true');
  assert.equal(await page.locator('.hand [aria-pressed=true]').count(), 0, 'nothing selected');
  assert.match(await page.locator('[data-action=pass]').getAttribute('class'), /\bprimary\b/);
  assert.doesNotMatch(await page.locator('[data-action=play]').getAttribute('class'), /\bprimary\b/);
  // The next hint is a play: it selects its cards, and Play is the main button again.
  await page.click('[data-action=hint]');
  await page.locator('.hand [aria-pressed=true]').first().waitFor();
  assert.match(await page.locator('[data-note=info]').textContent(), /^Hint 2\//);
  assert.match(await page.locator('[data-action=play]').getAttribute('class'), /\bprimary\b/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a selection with several readings asks which one, in words', async () => {
  // Seed 6: the human leads and holds the wild ♥2 with 5-6-7-8 of mixed suits.
  const { page, errors } = await open('?game=guandan&seed=6&speed=slow');
  await page.locator('.hand [data-card]').nth(26).waitFor();
  assert.equal(await table(page).getAttribute('data-turn'), '0');
  for (const code of ['H2', 'C8', 'H7', 'C6', 'D5']) await tap(page.locator(`.hand [data-card=${code}]`).first());
  await page.click('[data-action=play]');
  const options = page.locator('[data-action=reading]');
  await options.first().waitFor();
  const texts = await options.allTextContents();
  assert.deepEqual(texts.sort(), ['straight 4-5-6-7-8: ♥2 as 4', 'straight 5-6-7-8-9: ♥2 as 9']);
  await shot(page, 'chooser', 1280);
  await options.first().click();
  await page.waitForFunction(() => document.querySelector('[data-phase]').dataset.played === '1');
  assert.equal(await page.locator('[data-seat="0"] .played [data-card]').count(), 5);
  assert.equal(await page.locator('.hand [data-card]').count(), 22);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a damaged save is discarded with a message and a new match starts', async () => {
  const context = await box.env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page, errors } = await open('?game=guandan&seed=9&speed=slow', undefined, context);
  await page.locator('.hand [data-card]').nth(26).waitFor();
  await page.evaluate(() => localStorage.setItem('cardtable.guandan.match', '{"format":2,"seed":9,"players":42}'));
  await page.goto(page.url().replace(/\?.*$/, '?game=guandan'));
  await page.locator('.hand [data-card]').nth(26).waitFor();
  assert.match(await page.locator('.notice').textContent(), /could not be resumed/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the log, the settings and the sort toggle open and close', async () => {
  const { page, errors } = await open('?game=guandan&seed=5&speed=instant', { width: 360, height: 740 });
  await page.locator('.hand [data-card]').nth(26).waitFor();
  await hint(page);
  await page.click('[data-action=play]');
  await page.click('[data-action=log]');
  const log = page.locator('[role=dialog]');
  assert.match(await log.textContent(), /Face-up card/);
  assert.match(await log.textContent(), /You: /);
  await shot(page, 'log', 360);
  await page.click('[role=dialog] [data-action=close]');
  await page.click('[data-action=settings]');
  assert.match(await page.locator('[role=dialog]').textContent(), /Largest bomb/);
  await page.selectOption('#set-preset', 'china');
  assert.equal(await page.locator('#set-promotion').inputValue(), '3');
  await shot(page, 'settings', 360);
  await page.click('[role=dialog] [data-action=close]');
  await page.click('[data-action=sort]');
  assert.equal(await page.locator('.hand.rows').count(), 1);
  await page.click('[data-action=sort]');
  assert.equal(await page.locator('.hand.columns').count(), 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('monkey: thousands of random taps never break the table', async () => {
  const { page, errors } = await open('?game=guandan&seed=77&speed=instant', { width: 700, height: 560 });
  await page.locator('.hand [data-card]').nth(26).waitFor();
  const start = await gdState(page);
  const taps = await page.evaluate(async () => {
    // A seeded generator (mulberry32), so the run is reproducible.
    let s = 12345;
    const rand = () => {
      s |= 0; s = (s + 0x6d2b79f5) | 0;
      let t = Math.imul(s ^ (s >>> 15), 1 | s);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    let n = 0;
    for (let i = 0; i < 2000; i++) {
      // Buttons a third of the time, cards otherwise.
      const selector = rand() < 0.35 ? '[data-action]' : '.hand [data-card]';
      // Panels that only look at the match (rules, replay, tracker, records) and the lesson
      // (another table) are tested on their own: here the taps stay on the game.
      const targets = [...document.querySelectorAll(selector)]
        .filter((e) => !['home', 'friends', 'start-match', 'restart', 'rules', 'replay', 'tracker', 'export', 'copy-link', 'import', 'learn'].includes(e.dataset.action) && !e.disabled);
      if (targets.length === 0) { await frame(); continue; }
      targets[Math.floor(rand() * targets.length)].click();
      n += 1;
      if (i % 3 === 0) await frame();
    }
    return n;
  });
  assert.ok(taps > 1600, `${taps} taps`);
  assert.equal(await page.locator('#crash').count(), 0, 'no panic message');
  assert.notEqual(await gdState(page), start, 'the game advanced');
  // How far random taps get depends on chance (托管 toggled on or off, a panel left open), so
  // the table is then handed to 托管 and must still finish the hand it is in.
  const hand = Number(await table(page).getAttribute('data-hand'));
  const over = () => table(page).evaluate((t) => ['hand-over', 'match-over'].includes(t.dataset.phase));
  if (!(await over())) {
    // Escape closes an open log or settings dialog (a result dialog only comes with hand-over).
    for (let i = 0; i < 3 && (await page.locator('.dialog').count()); i++) await page.keyboard.press('Escape');
    if ((await page.locator('[data-action=auto]').getAttribute('aria-pressed')) !== 'true') {
      await page.click('[data-action=auto]');
    }
  }
  await page.waitForFunction((h) => {
    const t = document.querySelector('[data-phase]');
    return t && (Number(t.dataset.hand) > h || ['hand-over', 'match-over'].includes(t.dataset.phase));
  }, hand, { timeout: 60_000 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('with no worker the table says so instead of thinking on the page', async () => {
  const context = await box.env.browser.newContext({ viewport: { width: 700, height: 560 } });
  await context.route('**/worker*', (route) => route.abort());
  // Seed 48: North leads first, so the computer must think at once.
  const { page } = await open('?game=guandan&seed=48&speed=instant', undefined, context);
  await page.locator('.hand [data-card]').nth(26).waitFor();
  // Two silent waits of 15 s (the second with a fresh worker), then the message.
  const failure = page.locator('[role=alertdialog]');
  await failure.waitFor({ timeout: 60_000 });
  assert.equal(await table(page).getAttribute('data-turn'), '2', 'North never played: nothing thought on the page');
  await context.close();
});

test('the computer thinks in the worker at every tier; think times are printed', async () => {
  // Times are reported, not asserted: they depend on the machine.
  for (const tier of ['hard', 'normal', 'easy']) {
    const { page, errors } = await open('?game=guandan&seed=31&speed=instant', { width: 1280, height: 800 });
    const times = thinkTimes(page);
    await page.locator('.hand [data-card]').nth(26).waitFor();
    await startWithTiers(page, tier, tier);
    times.length = 0; // the first match's decisions were the default tier's
    await page.locator('.hand [data-card]').nth(26).waitFor();
    // A whole hand: every computer decision and every hint goes through the worker.
    for (let decisions = 0; (await gdWaitForHuman(page)) !== 'hand-over'; decisions++) {
      assert.ok(decisions < 60, 'the hand ends');
      await gdDecide(page);
    }
    reportThinkTimes('Guan Dan, one hand, 1280x800', times);
    const plays = times.filter((t) => t.what === 'play');
    assert.ok(plays.length >= 10, `${plays.length} computer decisions recorded`);
    assert.ok(plays.every((t) => t.tier === tier), 'the seats play at the chosen tier');
    assert.ok(times.some((t) => t.what === 'hint' && t.tier === 'hard'), 'the hint asks the Hard player');
    assert.deepEqual(times.filter((t) => t.by !== 'worker'), [], 'nothing is thought out on the page');
    assert.deepEqual(errors, []);
    await page.close();
  }
});
