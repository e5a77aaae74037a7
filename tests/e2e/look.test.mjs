// End to end: one visual language. Walks the screens of both games (home, rules, the tables,
// their dialogs and panels, the end of a hand, its replay and review, the friends' lobby and
// join page) and checks that no visible control is drawn by the browser's defaults: every
// field, select, switch and slider has its native appearance off, no button keeps the
// browser's grey, no link its blue, and the keyboard's focus ring is the table's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open as openIn, setup } from './harness.mjs';
import { sjPlayUntil, ZP5_DEALER_SEED } from './players.mjs';
import { invite, join } from './friends-kit.mjs';

const box = setup(before, after);
const open = (...args) => openIn(box.env, ...args);

/**
 * In the page: the visible controls drawn as the browser draws them bare. The bare look is
 * read from the same element in a shadow root, where no sheet of the page applies.
 */
function browserDefaults() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const bare = (tag) => {
    const e = document.createElement(tag);
    if (tag === 'a') e.href = '#';
    root.append(e);
    return getComputedStyle(e);
  };
  const button = bare('button');
  const link = bare('a');
  const seen = [];
  const bad = [];
  for (const el of document.querySelectorAll('input, select, textarea, button, a[href]')) {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    if (r.width < 4 || r.height < 4 || s.visibility === 'hidden' || el.closest('[hidden]')) continue;
    const name = `${el.tagName.toLowerCase()}${el.type && el.tagName === 'INPUT' ? `[${el.type}]` : ''}`
      + ` "${el.id || el.dataset.action || el.dataset.field || el.textContent.trim().slice(0, 24)}"`;
    seen.push(name);
    if (el.matches('input, select, textarea')) {
      if (s.appearance !== 'none') bad.push(`${name}: appearance ${s.appearance}`);
    } else if (el.tagName === 'BUTTON') {
      if (s.backgroundColor === button.backgroundColor && s.borderTopStyle === button.borderTopStyle) {
        bad.push(`${name}: the browser's button (${s.backgroundColor}, ${s.borderTopStyle})`);
      }
    } else if (s.color === link.color) {
      bad.push(`${name}: the browser's link colour ${s.color}`);
    }
  }
  host.remove();
  return { seen, bad };
}

/** Checks the screen `where`; adds what it saw to `tally`. */
async function check(page, where, tally) {
  const { seen, bad } = await page.evaluate(browserDefaults);
  assert.deepEqual(bad, [], `${where}: controls in the browser's look`);
  assert.ok(seen.length > 0, `${where}: some control seen`);
  tally.screens += 1;
  for (const s of seen) tally.kinds.add(s.split(' ')[0]);
}

/** Tabs through `stops` controls: each focused one shows a drawn ring (not the browser's). */
async function focusRings(page, stops) {
  const rings = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    rings.push(await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const s = getComputedStyle(el);
      const drawn = (s.outlineStyle === 'solid' && parseFloat(s.outlineWidth) >= 2)
        || (s.outlineStyle === 'none' && s.boxShadow !== 'none');
      return drawn ? null : `${el.tagName} ${el.dataset.action ?? el.id}: ${s.outlineStyle} ${s.outlineWidth}`;
    }));
  }
  return rings.filter(Boolean);
}

test('every control in the table\'s look, on every screen of both games', async () => {
  const tally = { screens: 0, kinds: new Set() };
  const context = await box.env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Home, its Zhao Pengyou count, the rules page; the keyboard's rings.
  const { page, errors } = await open('?lang=en', undefined, context);
  await page.locator('[data-action=choose-game]').first().waitFor();
  await check(page, 'home', tally);
  assert.deepEqual(await focusRings(page, 14), [], 'home: focus rings');
  await page.locator('.seg-opt', { hasText: 'Zhao Pengyou' }).click();
  await check(page, 'home, Zhao Pengyou', tally);
  await page.locator('[data-action=rules]').first().click();
  await page.locator('.rules-head').waitFor();
  await check(page, 'rules page', tally);
  await page.close();

  // A Guan Dan table, its dialogs and panels, the end of the hand, its replay and review.
  const gd = await open('?game=guandan&seed=5&speed=instant', undefined, context);
  const p = gd.page;
  await p.locator('.hand [data-card]').first().waitFor();
  await check(p, 'Guan Dan table', tally);
  assert.deepEqual(await focusRings(p, 10), [], 'table: focus rings');
  for (const action of ['settings', 'log', 'help']) {
    await p.click(`[data-action=${action}]`);
    await p.locator('[data-action=close]').first().waitFor();
    await check(p, `Guan Dan ${action}`, tally);
    await p.locator('[data-action=close]').first().click();
  }
  // A face chosen in Settings is the player's plate's; the computers' faces are others, each
  // its own.
  const faces = () => p.locator('.felt .seat[data-seat]').evaluateAll((els) => Object.fromEntries(
    els.map((e) => [e.dataset.seat, e.querySelector('.seat-name').dataset.face])));
  await p.click('[data-action=settings]');
  await p.click('[data-panel=settings] [data-face="5"]');
  assert.equal(await p.isChecked('[data-panel=settings] [data-face="5"] input'), true);
  await p.locator('[data-panel=settings] [data-action=close]').click();
  const seen = await faces();
  assert.equal(seen[0], '5', `your plate: ${JSON.stringify(seen)}`);
  assert.equal(new Set(Object.values(seen)).size, 4, `four faces: ${JSON.stringify(seen)}`);
  // The hand's big moments show as banners that take no click and animate for at most 1 s.
  await p.evaluate(() => {
    window.moments = [];
    // Every banner as it comes (the felt itself may be drawn anew when the hand ends; two
    // banners may stand together for a moment).
    new MutationObserver(() => {
      for (const m of document.querySelectorAll('.felt [data-moment]')) {
        if (m.dataset.seen === '1') continue;
        m.dataset.seen = '1';
        const s = getComputedStyle(m);
        window.moments.push({ kind: m.dataset.moment, text: m.textContent, events: s.pointerEvents, secs: parseFloat(s.animationDuration) });
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await p.click('[data-action=auto]');
  await p.locator('[data-panel=result]').waitFor({ timeout: 60_000 });
  const moments = await p.evaluate(() => window.moments);
  console.log(`# moments: ${JSON.stringify(moments)}`);
  const kinds = moments.map((m) => m.kind);
  assert.ok(kinds.includes('first-out'), `头游 shown: ${kinds}`);
  assert.ok(['level', 'double-win'].includes(kinds.at(-1)), `the hand's end shown last: ${kinds}`);
  for (const m of moments) {
    assert.equal(m.events, 'none', `${m.kind} takes no click`);
    assert.ok(m.secs > 0 && m.secs <= 1, `${m.kind} animates ${m.secs} s`);
  }
  await check(p, 'Guan Dan result', tally);
  await p.click('[data-panel=result] [data-action=replay]');
  await p.locator('[data-action=replay-next]').waitFor();
  await check(p, 'replay', tally);
  await p.locator('[data-panel=replay] [data-action=close]').click();
  await p.click('[data-panel=result] [data-action=review]');
  await p.locator('[data-panel=review]').waitFor();
  await check(p, 'review', tally);
  // The next hand's felt does not show the last hand's moment again.
  await p.locator('[data-panel=review] [data-action=close]').click();
  await p.waitForTimeout(2100);
  await p.click('[data-panel=result] [data-action=next-hand]');
  await p.waitForFunction(() => document.querySelector('[data-phase]').dataset.phase !== 'hand-over');
  assert.equal(await p.locator('.felt [data-moment]').count(), 0, 'no moment shown again');
  // With reduced motion a moment's banner and a toast still go, at once rather than moving
  // (the page-wide "no animation" rule once kept them over the seats for good).
  await p.emulateMedia({ reducedMotion: 'reduce' });
  const still = await p.evaluate(() => {
    const tableEl = document.querySelector('.game-table');
    const probe = (parent, cls) => {
      const e = document.createElement('div');
      e.className = cls;
      parent.appendChild(e);
      const name = getComputedStyle(e).animationName;
      e.remove();
      return name;
    };
    return { moment: probe(tableEl.querySelector('.felt'), 'moment'), toast: probe(tableEl, 'notice') };
  });
  assert.deepEqual(still, { moment: 'moment-still', toast: 'toast-hide' });
  await p.close();

  // Sheng Ji: the draw's bids, and Zhao Pengyou's call with its selects; the face chosen at
  // the other game's table is kept.
  const sj = await open(`?game=shengji&variant=zhao-pengyou-5&seed=${ZP5_DEALER_SEED}&speed=instant`, undefined, context);
  await sj.page.locator('[data-phase]').waitFor();
  assert.equal(await sj.page.locator('.felt .seat[data-seat="0"] .seat-name').getAttribute('data-face'), '5');
  await check(sj.page, 'Sheng Ji draw', tally);
  await sjPlayUntil(sj.page, (what) => what === 'call');
  await check(sj.page, 'Zhao Pengyou call', tally);
  await sj.page.close();

  // The friends' lobby with an invite, and a friend's join page with its reply.
  const lobby = await open('?lang=en', undefined, context);
  await lobby.page.click('[data-action=friends][data-game=guandan]');
  await lobby.page.locator('[data-action=invite]').first().waitFor();
  await check(lobby.page, 'friends lobby', tally);
  const seat = await lobby.page.locator('.seat-row [data-action=invite]').first()
    .evaluate((b) => b.closest('[data-seat]').dataset.seat);
  const url = await invite(lobby.page, seat);
  await check(lobby.page, 'friends lobby with an invite', tally);
  const friend = await join(box.env, url, 'Li', { width: 360, height: 740 });
  await check(friend.page, 'friend\'s page with its reply', tally);
  await friend.context.close();

  console.log(`# look: ${tally.screens} screens, controls seen: ${[...tally.kinds].sort().join(' ')}`);
  for (const kind of ['select', 'input[checkbox]', 'input[text]', 'input[range]', 'button', 'a']) {
    assert.ok(tally.kinds.has(kind), `the walk met a ${kind}`);
  }
  assert.deepEqual([...errors, ...gd.errors, ...sj.errors, ...lobby.errors, ...friend.errors], []);
  await context.close();
});

/** Each seat's portrait: its size in CSS pixels, whether the whole of it shows (the plate clips
 * nothing of it), and whether it is ringed (the seat whose turn it is, issue 68). */
async function portraits(page) {
  return page.locator('.game-table .seat[data-seat]').evaluateAll((seats) => seats.map((s) => {
    const face = s.querySelector('.face');
    const r = face.getBoundingClientRect();
    // The topmost element at the portrait's four edges is the portrait itself.
    const whole = [[r.left + 2, r.top + r.height / 2], [r.right - 2, r.top + r.height / 2],
      [r.left + r.width / 2, r.top + 2], [r.left + r.width / 2, r.bottom - 2]]
      .every(([x, y]) => document.elementFromPoint(x, y) === face);
    return { seat: s.dataset.seat, size: Math.round(Math.min(r.width, r.height)), whole,
      current: s.getAttribute('aria-current') === 'true',
      ringed: s.matches('[aria-current="true"]') && !!s.querySelector('[data-turn-ring]'),
      outline: getComputedStyle(face).outlineStyle };
  }));
}

test('portraits of at least 44 px on a desktop and 32 px on a phone, whole, the turn ringed', async () => {
  for (const [query, sizes] of [
    ['?game=guandan&seed=5&speed=normal', [[1280, 800, 44], [360, 740, 32]]],
    [`?game=shengji&variant=zhao-pengyou-5&seed=${ZP5_DEALER_SEED}&speed=normal`, [[1280, 800, 44], [360, 740, 32]]],
  ]) {
    for (const [width, height, least] of sizes) {
      const { page, errors } = await open(query, { width, height });
      await page.locator('.hand [data-card]').first().waitFor();
      // Someone's turn: the plate says so and only its portrait is ringed.
      await page.waitForFunction(() => document.querySelector('.game-table .seat[aria-current="true"]'));
      const seen = await portraits(page);
      for (const p of seen) {
        assert.ok(p.size >= least, `${query} ${width}: seat ${p.seat}'s portrait ${p.size} px`);
        assert.ok(p.whole, `${query} ${width}: seat ${p.seat}'s portrait is cut or covered`);
        assert.equal(p.ringed, p.current, `${query} ${width}: seat ${p.seat}`);
      }
      // Read in the same moment as the seats: the turn moves on at the computer's pace.
      const ringed = seen.filter((p) => p.ringed);
      assert.equal(ringed.length, 1);
      assert.equal(ringed[0].outline, 'solid', 'the ring is drawn');
      assert.deepEqual(errors, []);
      await page.close();
    }
  }
});

/** Each seat's backs and count: [seat, data-backs, data-count, the stack's width]. */
const backs = (page) => page.locator('.game-table .seat[data-seat]').evaluateAll((seats) => seats.map((s) => {
  const b = s.querySelector('.backs');
  return [s.dataset.seat, b?.dataset.backs ?? null, s.querySelector('.count')?.dataset.count ?? null,
    b ? Math.round(b.getBoundingClientRect().width) : 0];
}));

/** The narrowest card of a play on the felt, in CSS pixels (none yet: Infinity). */
const narrowestPlayed = (page) => page.evaluate(() => Math.min(...[...document.querySelectorAll('.trick-slot .played [data-card]')]
  .map((c) => c.offsetWidth)));

test('the other hands as stacks of backs that shrink as they play, a pass said in a bubble, a bid at its seat, and plays legible on a phone', async () => {
  // Guan Dan on a phone: 27 backs at each other seat, none at yours.
  const gd = await open('?game=guandan&seed=5&speed=fast', { width: 360, height: 740 });
  await gd.page.locator('.hand [data-card]').nth(26).waitFor();
  const dealt = await backs(gd.page);
  for (const [seat, n, count, width] of dealt) {
    if (seat === '0') assert.equal(n, null, 'your own hand is no stack of backs');
    else {
      assert.equal(n, '27', `seat ${seat}'s backs`);
      assert.equal(count, '27');
      assert.ok(width >= 12, `seat ${seat}'s stack is drawn (${width} px)`);
    }
  }
  await gd.page.click('[data-action=auto]');
  // A pass: a bubble in that seat's place, saying so.
  const bubble = gd.page.locator('.seat .trick-slot .pass-chip').first();
  await bubble.waitFor({ timeout: 60_000 });
  const said = await bubble.evaluate((b) => ({ text: b.textContent, bg: getComputedStyle(b).backgroundColor,
    tail: getComputedStyle(b, '::before').content }));
  assert.equal(said.text, 'Pass');
  assert.notEqual(said.bg, 'rgba(0, 0, 0, 0.3)', 'a bubble, not the old dark chip');
  assert.equal(said.tail, '""', 'the bubble has its tail');
  // Plays of at least 30 px; each seat's backs as many as its count, fewer once it played.
  await gd.page.waitForFunction(() => [...document.querySelectorAll('.seat:not([data-seat="0"]) [data-backs]')]
    .some((b) => Number(b.dataset.backs) < 27), null, { timeout: 60_000 });
  assert.ok(await narrowestPlayed(gd.page) >= 30, 'Guan Dan plays at least 30 px wide on a phone');
  for (const [seat, n, count, width] of await backs(gd.page)) {
    if (seat === '0') continue;
    assert.equal(n, count, `seat ${seat}: as many backs as cards`);
    const was = dealt.find(([s]) => s === seat)[3];
    if (Number(n) < 27) assert.ok(width < was, `seat ${seat}'s stack shrank (${was} -> ${width} px)`);
  }
  assert.deepEqual(gd.errors, []);
  await gd.page.close();

  // Zhao Pengyou with five on a phone: a bid stands at its seat during the draw; plays of at
  // least 28 px.
  const sj = await open(`?game=shengji&variant=zhao-pengyou-5&seed=${ZP5_DEALER_SEED}&speed=fast`, { width: 360, height: 740 });
  await sj.page.locator('.hand [data-card]').first().waitFor();
  await sj.page.click('[data-action=auto]');
  const bid = await sj.page.waitForFunction(() => document.querySelector('[data-phase=drawing] .seat .trick-slot .played:has([data-card]) .played-label')?.textContent,
    null, { timeout: 60_000 });
  assert.equal(await bid.jsonValue(), 'Bid');
  await sj.page.waitForFunction(() => document.querySelector('[data-phase]').dataset.phase !== 'drawing'
    && document.querySelector('.trick-slot .played [data-card]'), null, { timeout: 120_000 });
  assert.ok(await narrowestPlayed(sj.page) >= 28, 'Zhao Pengyou 5 plays at least 28 px wide on a phone');
  assert.deepEqual(sj.errors, []);
  await sj.page.close();
});

/** The table's cloth (`.game-table::before`) and the bar, as drawn. */
const cloth = (page) => page.evaluate(() => {
  const t = document.querySelector('.game-table');
  const c = getComputedStyle(t, '::before');
  return {
    content: c.content,
    top: document.querySelector('.table-bar').getBoundingClientRect().bottom,
    height: parseFloat(c.height),
    hand: document.querySelector('.game-table .hand')?.getBoundingClientRect().bottom ?? null,
    viewport: innerHeight,
  };
});

test('the table fills the screen under the bar on desktops, the hand lying on its cloth', async () => {
  for (const [width, height] of [[1280, 800], [1920, 1080]]) {
    for (const query of ['?game=guandan&seed=5&speed=fast', '?game=shengji&variant=classic&seed=3&speed=fast']) {
      const t = await open(query, { width, height });
      await t.page.locator('.hand [data-card]').first().waitFor();
      const c = await cloth(t.page);
      const at = `${query} at ${width}x${height}`;
      assert.equal(c.content, '""', `${at}: the cloth is drawn`);
      // From under the bar to the screen's foot (its near rail below it): the prompt, the
      // buttons and the hand lie on it, whatever the hand's length.
      assert.ok(c.top + c.height >= c.viewport, `${at}: the cloth reaches the foot (${c.top} + ${c.height} < ${c.viewport})`);
      assert.ok(c.hand !== null && c.hand <= c.viewport, `${at}: the hand is on the screen`);
      assert.deepEqual(t.errors, []);
      await t.page.close();
    }
  }
});
