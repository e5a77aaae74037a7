// End to end: the table as a stage of fixed geometry (issue 39). At a phone, the blog column's
// frame, a small laptop and a desktop, two Guan Dan hands with a tribute and a Sheng Ji round
// (Classic and Zhao Pengyou) are played by clicking, and at every action the page must not
// scroll, the Play button must sit where it sat on the player's earlier turns, Play must wait
// for a selection, a selected card must be raised, and the result dialog's controls must be in
// view; each hand's cumulative layout shift (not caused by input) stays at or under 0.05.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, setup, shot } from './harness.mjs';
import { gdDecide, gdWaitForHuman, sjDecide, sjWaitForHuman } from './players.mjs';

const box = setup(before, after);

const SIZES = [
  { width: 360, height: 740, name: 'phone' },
  { width: 700, height: 560, name: 'embed', embed: true },
  { width: 1024, height: 768, name: 'laptop' },
  { width: 1280, height: 800, name: 'desktop' },
];

// Layout shifts not caused by input, summed since the last reset (window.__cls). Input is the
// browser's `hadRecentInput`, or a pointer or key press in this document in the 500 ms before
// (the same window; Chromium does not always set the flag for clicks sent into a frame).
const WATCH_SHIFTS = () => {
  window.__cls = 0;
  let input = -Infinity;
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, () => { input = performance.now(); }, { capture: true });
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.hadRecentInput && e.startTime - input > 500) window.__cls += e.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Opens `query` at `size`: a page of its own, or framed in a blog page for the embed. */
async function openAt(query, size) {
  const context = await box.env.browser.newContext({ viewport: { width: size.width, height: size.height } });
  await context.addInitScript(WATCH_SHIFTS);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    // The blog page around the frame has no favicon: not the table's.
    if (m.type() === 'error' && !/favicon/.test(`${m.text()} ${m.location()?.url ?? ''}`)) errors.push(m.text());
  });
  let frame = page;
  if (size.embed) {
    const src = `${BASE}${query}`;
    await page.goto(`${box.env.origin}/host/embed.html?height=${size.height}&src=${encodeURIComponent(src)}`);
    frame = await (await page.waitForSelector('#game')).contentFrame();
  } else {
    await page.goto(`${box.env.origin}${BASE}${query}`);
  }
  await frame.waitForSelector('[data-phase]');
  return { context, page, frame, errors };
}

/** The geometry checks that hold at every moment; returns the Play button's box when it is the
 * human's turn to play, with what the checks found. */
function stageNow() {
  const root = document.scrollingElement;
  const t = document.querySelector('[data-phase]');
  const play = document.querySelector('.controls [data-action=play]');
  const mine = t && t.dataset.turn === '0' && t.dataset.phase === 'play'
    && !!document.querySelector('.controls [data-action=hint]:not([disabled])');
  const box = play && mine ? play.getBoundingClientRect() : null;
  return {
    scrollY: root.scrollHeight - innerHeight,
    scrollX: root.scrollWidth - innerWidth,
    phase: t?.dataset.phase,
    play: box && [box.x, box.y, box.width, box.height].map((v) => Math.round(v * 2) / 2).join(','),
    selected: document.querySelectorAll('.hand [aria-pressed=true]').length,
    playDisabled: !!play?.disabled,
    // Names and the rules chip cut short (issue 67): a plate shows its whole name.
    cut: [...document.querySelectorAll('.seat-name > .name, .rules-chip summary')]
      .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
      .map((e) => e.textContent),
  };
}

/** Checks every control of the result dialog is inside the viewport. */
async function resultFits(frame, label) {
  const out = await frame.evaluate(() => {
    const panel = document.querySelector('[data-panel=result]');
    if (!panel) return { missing: true };
    const outside = [...panel.querySelectorAll('button, a, select, input')]
      .filter((b) => b.offsetParent !== null)
      .map((b) => [b.dataset.action || b.textContent.trim(), b.getBoundingClientRect()])
      .filter(([, r]) => r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
      .map(([name]) => name);
    return { outside, scroll: document.scrollingElement.scrollHeight - innerHeight };
  });
  assert.ok(!out.missing, `${label}: the result has data-panel=result`);
  assert.deepEqual(out.outside, [], `${label}: result controls inside the viewport`);
  assert.ok(out.scroll <= 1, `${label}: no page scroll under the result (${out.scroll})`);
}

/** One shared watch over a game: call `check()` around every action. */
function watcher(frame, label) {
  let playBox = null;
  let turns = 0;
  return {
    turns: () => turns,
    async check(where) {
      const s = await frame.evaluate(stageNow);
      assert.ok(s.scrollY <= 1, `${label} ${where} (${s.phase}): no page scroll (${s.scrollY})`);
      assert.ok(s.scrollX <= 1, `${label} ${where} (${s.phase}): no sideways scroll (${s.scrollX})`);
      assert.deepEqual(s.cut, [], `${label} ${where} (${s.phase}): whole names`);
      if (s.play) {
        if (s.selected === 0) assert.ok(s.playDisabled, `${label} ${where}: Play disabled with nothing selected`);
        if (playBox === null) playBox = s.play;
        assert.equal(s.play, playBox, `${label} ${where}: the Play button stays put`);
        turns += 1;
      }
    },
    /** After a hint chose cards: the first selected card is raised by 10% of its height. */
    async raised() {
      const ok = await frame.waitForFunction(() => {
        const c = document.querySelector('.hand [aria-pressed=true]');
        if (!c) return 'none';
        const ty = new DOMMatrixReadOnly(getComputedStyle(c).transform).m42;
        return -ty >= 0.1 * c.getBoundingClientRect().height ? 'raised' : false;
      }, null, { timeout: 5_000 }).then((h) => h.jsonValue()).catch(() => 'flat');
      assert.notEqual(ok, 'flat', `${label}: a selected card is raised`);
    },
  };
}

const shifts = (frame) => frame.evaluate(() => { const v = window.__cls; window.__cls = 0; return v; });

for (const size of SIZES) {
  const label = `${size.width}x${size.height}`;

  test(`${label}: two Guan Dan hands with a tribute on a fixed stage`, async () => {
    const { context, page, frame, errors } = await openAt('?game=guandan&seed=9&speed=instant', size);
    await frame.locator('.hand [data-card]').nth(26).waitFor();
    const w = watcher(frame, `${label} guandan`);
    await shifts(frame);
    let hands = 0;
    let tribute = false;
    for (let i = 0; hands < 2; i++) {
      assert.ok(i < 300, 'two hands end');
      await w.check(`decision ${i}`);
      const phase = await gdWaitForHuman(frame);
      await w.check(`decision ${i}, ${phase}`);
      if (phase === 'hand-over') {
        await resultFits(frame, `${label} hand ${hands + 1}`);
        const cls = await shifts(frame);
        assert.ok(cls <= 0.05, `${label} hand ${hands + 1}: layout shift ${cls.toFixed(3)} <= 0.05`);
        hands += 1;
        if (hands === 1 && size.name === 'phone') await shot(frame, 'stage-gd-result', size.width);
        if (hands === 2) break;
      }
      if (['tribute', 'return'].includes(phase)) {
        tribute = true;
        if (size.name !== 'embed') await shot(page, 'stage-gd-tribute', size.width);
      }
      if (phase === 'play' && w.turns() === 3) {
        if (size.name !== 'embed') await shot(page, 'stage-gd-play', size.width);
      }
      if (phase === 'play' && w.turns() % 5 === 1) {
        // Look at the hint's selection before the decision plays it.
        await frame.click('[data-action=hint]');
        await frame.waitForFunction(() => !document.querySelector('[data-hinting]'));
        if (await frame.locator('.hand [aria-pressed=true]').count()) await w.raised();
        await frame.click('[data-action=clear]');
      }
      if (phase === 'match-over') break;
      // In hand 1 the human passes whenever it may: last, it pays the tribute of hand 2.
      await gdDecide(frame, { passing: hands === 0 });
    }
    assert.ok(tribute, 'the human took part in a tribute');
    assert.ok(w.turns() >= 10, `${w.turns()} turns checked`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${label}: Sheng Ji rounds (Classic, Zhao Pengyou) on a fixed stage`, async () => {
    for (const variant of ['classic', 'zhao-pengyou-5']) {
      const { context, page, frame, errors } = await openAt(`?game=shengji&variant=${variant}&seed=3&speed=instant`, size);
      const w = watcher(frame, `${label} ${variant}`);
      await shifts(frame);
      const seen = new Set();
      for (let i = 0; ; i++) {
        assert.ok(i < 400, 'the round ends');
        await w.check(`decision ${i}`);
        const what = await sjWaitForHuman(frame);
        await w.check(`decision ${i}, ${what}`);
        seen.add(what);
        if (what === 'bury' && size.name !== 'embed' && variant === 'classic') await shot(page, 'stage-sj-bury', size.width);
        if (what === 'next-round' || what === 'match-over') {
          await resultFits(frame, `${label} ${variant}`);
          const cls = await shifts(frame);
          assert.ok(cls <= 0.05, `${label} ${variant}: layout shift ${cls.toFixed(3)} <= 0.05`);
          if (size.name !== 'embed') await shot(page, `stage-sj-${variant}-result`, size.width);
          break;
        }
        await sjDecide(frame);
      }
      assert.ok(seen.has('play'), `${variant}: the human played (${[...seen]})`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
}

test('the Sheng Ji draw deals on by itself at the pace and offers a bid while it runs', async () => {
  const { context, frame, errors } = await openAt('?game=shengji&variant=classic&seed=3&speed=normal', SIZES[0]);
  // Sampled every 40 ms in the page: the hand's size, and whether a bid button is lit.
  const run = await frame.evaluate(async () => {
    const count = () => document.querySelectorAll('.hand [data-card]').length;
    let last = count();
    let since = performance.now();
    let longest = 0;
    let offered = 0;
    const start = performance.now();
    while (count() < 25 && performance.now() - start < 60_000) {
      await new Promise((r) => setTimeout(r, 40));
      const n = count();
      const now = performance.now();
      if (n !== last) {
        longest = Math.max(longest, now - since);
        last = n;
        since = now;
      }
      if (document.querySelector('[data-phase=drawing] [data-action=bid]:not([disabled])') && n < 25) offered += 1;
    }
    return { cards: count(), longest, offered };
  });
  assert.equal(run.cards, 25, 'the draw reached 25 cards with no input');
  // The draw's pace is 120 ms a card at the normal speed: four seats draw between two of ours.
  assert.ok(run.longest < 2_000, `never still for long (${Math.round(run.longest)} ms)`);
  assert.ok(run.offered > 0, 'a bid was offered while the draw ran');
  assert.deepEqual(errors, []);
  await context.close();
});

// What the table shows, recorded at every change of the page (language-neutral): the phase,
// whether a finished trick is held, the hand's cards, the cards on the felt, the hand named by
// the table and its bar, and whether the result is up.
const RECORD_STATES = () => {
  window.__states = [];
  let last = '';
  const note = () => {
    const t = document.querySelector('[data-phase]');
    if (!t) return;
    const s = {
      phase: t.dataset.phase,
      held: !!document.querySelector('.felt[data-held]'),
      hand: [...document.querySelectorAll('.hand [data-card]')].map((c) => c.dataset.id).sort(),
      felt: document.querySelectorAll('.felt .played [data-card]').length,
      number: t.dataset.hand ?? t.dataset.round,
      bar: (document.querySelector('.scoreboard .hand-level') ?? document.querySelector('.sj-score .round'))?.textContent,
      result: !!document.querySelector('[data-panel=result]'),
    };
    const key = JSON.stringify(s);
    if (key !== last) window.__states.push(s);
    last = key;
  };
  new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true });
};

test('托管 at the Fast pace: the last play of a hand stays on the felt like a trick\'s end, the bar names that hand until Next, and no hand shifts its layout', async () => {
  const size = SIZES[0];
  for (const [query, over] of [['?game=guandan&seed=48&speed=fast', 'hand-over'], ['?game=shengji&variant=classic&seed=3&speed=fast', 'round-over']]) {
    const { context, frame, errors } = await openAt(query, size);
    await frame.locator('.hand [data-card]').first().waitFor();
    await frame.evaluate(RECORD_STATES);
    await shifts(frame);
    // 托管 plays the whole hand: no input at all, so every layout shift counts.
    await frame.click('[data-action=auto]');
    await frame.locator('[data-panel=result]').waitFor({ timeout: 240_000 });
    const cls = await shifts(frame);
    const states = await frame.evaluate(() => window.__states);
    const end = states.findIndex((s) => s.phase === over);
    assert.ok(end > 0, `${query}: the hand ended`);
    const playing = states[end - 1];
    const held = states[end];
    assert.ok(held.held && !held.result, `${query}: the hand's end is held like a trick's end before the result`);
    assert.ok(held.felt > 0, `${query}: the last play is on the felt`);
    const dealt = held.hand.filter((c) => !playing.hand.includes(c));
    assert.deepEqual(dealt, [], `${query}: the hand shows what was left of it, not the next deal`);
    for (const s of states.slice(end)) {
      assert.equal(s.number, playing.number, `${query}: the table names the hand just played until Next`);
      assert.equal(s.bar, playing.bar, `${query}: the bar names the hand just played until Next`);
      if (s.result) assert.ok(!s.held, `${query}: the result comes once the pause is over`);
    }
    assert.ok(cls <= 0.05, `${query}: layout shift of the hand ${cls.toFixed(3)} <= 0.05`);
    // Going on deals the next hand.
    await frame.click('[data-action=next-hand], [data-action=next-round]');
    await frame.waitForFunction((n) => {
      const t = document.querySelector('[data-phase]');
      return (t.dataset.hand ?? t.dataset.round) !== n;
    }, playing.number);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('selecting cards of a Guan Dan column raises them and moves no other card', async () => {
  for (const size of [SIZES[3], SIZES[0]]) {
    const { context, frame, errors } = await openAt('?game=guandan&seed=7&speed=instant', size);
    await frame.locator('.hand [data-card]').nth(26).waitFor();
    await frame.waitForFunction(() => document.querySelector('[data-phase]').dataset.turn === '0'
      && !document.getAnimations().some((a) => a.effect?.target?.closest?.('[data-card]')));
    const boxes = () => frame.locator('.hand [data-card]').evaluateAll((els) => Object.fromEntries(els.map((e) => {
      const r = e.getBoundingClientRect();
      return [e.dataset.id, { x: Math.round(r.x), y: Math.round(r.y), bottom: Math.round(r.bottom), on: e.getAttribute('aria-pressed') === 'true' }];
    })));
    // The longest column: each of its cards in turn (a phone's tap on the first copy adds the
    // next one).
    const column = frame.locator('.hand .group').filter({ has: frame.locator('[data-card] + [data-card] + [data-card]') }).first();
    const n = await column.locator('[data-card]').count();
    const start = await boxes();
    for (let i = 0; i < n; i++) {
      await column.locator('[data-card]').nth(size.width < 700 ? 0 : i).click({ position: { x: 6, y: 8 } });
      await frame.waitForFunction((k) => document.querySelectorAll('.hand [aria-pressed=true]').length === k
        && !document.getAnimations().length, i + 1);
      const now = await boxes();
      for (const [id, b] of Object.entries(now)) {
        const was = start[id];
        assert.equal(b.x, was.x, `${size.width}: ${id} stays in its column`);
        if (b.on) assert.ok(b.y < was.y && b.bottom < was.bottom, `${size.width}: selected ${id} rises`);
        else assert.deepEqual([b.y, b.bottom], [was.y, was.bottom], `${size.width}: ${id} (not selected) stays put`);
      }
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});
