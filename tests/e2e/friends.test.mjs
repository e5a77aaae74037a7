// End to end: a table with friends, with no server (issue 40). The host's page makes an invite
// per open seat; each friend, in a browser context of its own, opens the invite link, gives a
// name and gets a reply link; the host pastes the reply (or opens it in another tab, which
// hands it over), and the seat shows the friend connected over a WebRTC data channel
// (headless Chromium connects over loopback as it is). An invite used twice is refused in
// words; a friend who closes the page shows as gone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { open as openIn, setup, SHOTS, tap } from './harness.mjs';
import { connected, invite as inviteIn, join as joinIn, paste, plates } from './friends-kit.mjs';

const box = setup(before, after);
const open = (...args) => openIn(box.env, ...args);
const invite = async (...args) => measured('invite', await inviteIn(...args));
const join = async (...args) => {
  const friend = await joinIn(box.env, ...args);
  measured('reply', friend.reply);
  return friend;
};

// Every link the tests make, measured (issue 46): at most 200 characters, the site's address
// included, so that it fits a chat message and a QR code a phone reads at arm's length.
const lengths = { invite: [], reply: [] };
function measured(kind, link) {
  assert.ok(link.length <= 200, `a ${kind} link of ${link.length} characters: ${link}`);
  lengths[kind].push([link.length, link.length - link.indexOf('#')]);
  return link;
}
after(() => {
  const span = (xs) => `${Math.min(...xs)}-${Math.max(...xs)}`;
  for (const [kind, all] of Object.entries(lengths)) {
    if (all.length === 0) continue;
    console.log(`# friends: ${all.length} ${kind} links of ${span(all.map((l) => l[0]))} characters ` +
      `(${span(all.map((l) => l[1]))} from the #)`);
  }
});

/** The seats' list of a lobby or a friend's page, in its order: [place, who] per seat. */
async function rows(page) {
  return page.locator('.seat-row').evaluateAll((els) => els.map(
    (e) => [e.querySelector('.seat-place').textContent, e.querySelector('.seat-label').textContent]));
}

test('friends take seats through invite and reply links, and the seats say who is connected', async () => {
  const hostContext = await box.env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page: host, errors } = await open('?friends=1', undefined, hostContext);
  await host.click('[data-action=friends][data-game=guandan]');
  await host.locator('[data-panel=friends]').waitFor();
  assert.equal(await host.locator('[data-seat]').count(), 4);
  assert.equal(await host.locator('[data-seat="0"]').getAttribute('data-seat-kind'), 'you');

  // Seat 1: the reply pasted into the host's page.
  const link1 = await invite(host, 1);
  assert.match(link1, /\/games\/cards\/(\?[^#]*)?#join=[A-Za-z0-9_-]+$/);
  // The invite's QR code, for a phone in the same room.
  await host.click('[data-seat="1"] [data-action=show-qr]');
  await host.locator('[data-seat="1"] [data-qr=true] svg path').waitFor();
  await host.screenshot({ path: path.join(SHOTS, 'friends-invite-1280x800.png') });
  await host.click('[data-seat="1"] [data-action=show-qr]');
  const li = await join(link1, 'Li', undefined, 6);
  await li.page.screenshot({ path: path.join(SHOTS, 'friends-join-360x740.png') });
  await host.fill('[data-field=reply]', li.reply);
  const asked = Date.now();
  await host.click('[data-action=accept-reply]');
  await connected(host, li.page, 1);
  const openMs = Date.now() - asked;
  assert.equal(await host.locator('[data-seat="1"]').getAttribute('data-seat-kind'), 'friend');
  assert.match(await host.locator('[data-seat="1"]').textContent(), /Li/);
  // The face Li chose on the join page is the one every page shows for the seat.
  assert.equal(await host.locator('.seat-row[data-seat="1"] .face').getAttribute('data-face'), '6');
  // The friend's page is told its seat and who sits where, round the table from its seat:
  // its own seat is "You" with its name (never "You (host)"), the host on its left.
  await li.page.locator('[data-joined=true]').waitFor();
  assert.equal(await li.page.locator('[data-seat="1"]').getAttribute('data-seat-kind'), 'you');
  assert.deepEqual(await rows(li.page), [['You', 'Li'], ['On your right', 'Open seat'],
    ['Across, your partner', 'Open seat'], ['On your left', 'Host']]);
  assert.equal(await li.page.locator('[data-seat="0"]').getAttribute('data-seat-kind'), 'friend');
  assert.equal(await li.page.locator('.seat-row[data-seat="1"] .face').getAttribute('data-face'), '6');

  // Seat 2: the reply link opened in another tab of the host's browser hands it over. What
  // Wu's page sends in its first 3 seconds is lost on the way (as a hello was once under load,
  // on an open channel): it says hello again until the host's welcome comes.
  const link2 = await invite(host, 2);
  const wu = await join(link2, 'Wu', undefined, null, { deaf: true });
  const tab = await hostContext.newPage();
  await tab.goto(wu.reply);
  await tab.locator('[data-handoff=true]').waitFor();
  await connected(host, wu.page, 2);
  await tab.close();
  // Li's page hears that Wu sat down.
  await li.page.locator('.seat-row[data-seat="2"][data-connected=true]').waitFor();
  await host.screenshot({ path: path.join(SHOTS, 'friends-lobby-1280x800.png') });
  // The host's seats as its table will show them: names and places, not numbers.
  assert.deepEqual(await rows(host), [['You', 'Host'], ['On your right', 'Li · connected'],
    ['Across, your partner', 'Wu · connected'], ['On your left', 'Open seat']]);

  // Li's invite opened a second time: its reply is refused in words.
  const again = await join(link1, 'Bo');
  await host.fill('[data-field=reply]', again.reply);
  await host.click('[data-action=accept-reply]');
  await host.getByText('That seat is already taken.').waitFor();
  await again.context.close();

  // Wu's connection is disconnected for a moment (as when a busy machine misses the
  // connection's checks) and comes back: Wu keeps the seat. (Its state is told to the page as
  // Chromium tells it: the property and the event.)
  const blip = (state) => host.evaluate((s) => {
    const pc = window.__pcs.at(-1);
    Object.defineProperty(pc, 'connectionState', { get: () => s, configurable: true });
    pc.dispatchEvent(new Event('connectionstatechange'));
  }, state);
  await blip('disconnected');
  await blip('connected');

  // Seat 3 to the computer (the seats are drawn again).
  await host.click('[data-seat="3"] [data-action=seat-computer]');
  assert.equal(await host.locator('[data-seat="3"]').getAttribute('data-seat-kind'), 'computer');
  assert.equal(await host.locator('.seat-row[data-seat="2"]').getAttribute('data-connected'), 'true');
  // Disconnected for longer, Wu is taken for gone.
  await blip('disconnected');
  await host.locator('.seat-row[data-seat="2"][data-connected=false]').waitFor({ timeout: 20000 });
  await host.getByText('Wu lost the connection.').waitFor();

  // Li closes the page: the seat shows Li gone.
  await li.context.close();
  await host.locator('.seat-row[data-seat="1"][data-connected=false]').waitFor({ timeout: 30000 });
  await host.getByText('Li lost the connection.').waitFor();

  console.log(
    `# friends: invite link ${link1.length} chars, reply link ${li.reply.length} chars; ` +
      `accepted reply to open channel ${openMs} ms`,
  );
  await wu.context.close();
  assert.deepEqual([...errors, ...li.errors, ...wu.errors], []);
  await hostContext.close();
});

test('the lobby on a phone: every seat row has its buttons in the same place', async () => {
  for (const lang of ['en', 'zh']) {
    const { page, errors } = await open(`?friends=1&lang=${lang}`, { width: 360, height: 740 });
    await page.click('[data-action=friends][data-game=guandan]');
    await page.locator('[data-panel=friends] .seat-row [data-action=invite]').first().waitFor();
    // Where each row's Make an invite sits, from the row's top right corner.
    const spots = await page.locator('.seat-row').evaluateAll((rows) => rows
      .map((row) => [row, row.querySelector('[data-action=invite]')])
      .filter(([, b]) => b)
      .map(([row, b]) => {
        const r = row.getBoundingClientRect();
        const x = b.getBoundingClientRect();
        return `${Math.round(r.right - x.right)},${Math.round(x.top - r.top)}`;
      }));
    assert.equal(spots.length, 3, `${lang}: three open seats`);
    assert.equal(new Set(spots).size, 1, `${lang}: ${spots.join(' | ')}`);
    await page.screenshot({ path: path.join(SHOTS, `friends-lobby-${lang}-360x740.png`) });
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('a link that is not an invite says so', async () => {
  const { page, errors } = await open('?friends=1#join=notalink', { width: 360, height: 740 });
  await page.getByText('This link is not an invite or reply this table can read.').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a seat whose connection never opens offers a new invite, and the new one seats the friend', async () => {
  const { page: host, errors } = await open('?friends=1', { width: 1280, height: 800 });
  await host.click('[data-action=friends][data-game=guandan]');
  const link = await invite(host, 1);
  // The friend's page replies, then goes before the connection opens.
  const gone = await join(link, 'Li');
  await gone.context.close();
  await host.fill('[data-field=reply]', gone.reply);
  await host.click('[data-action=accept-reply]');
  const row = host.locator('.seat-row[data-seat="1"]');
  assert.equal(await row.getAttribute('data-connected'), 'false');
  await row.locator('[data-action=invite]').waitFor({ timeout: 15000 });
  const li = await join(await invite(host, 1), 'Li');
  await paste(host, li, 1);
  assert.deepEqual(errors, []);
  await li.context.close();
  await host.close();
});

/** The cards in a page's own hand, by id. */
async function handOf(page) {
  return page.locator('.hand [data-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
}

/**
 * A host and three friends, each in a browser context of its own, at a table of `game`: the
 * invites made, joined and accepted, and the match started. Returns the pages.
 */
async function seatFour(game, names, query = '?speed=fast', timer = null) {
  const hostContext = await box.env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page: host, errors } = await open(query, undefined, hostContext);
  await host.click(`[data-action=friends][data-game=${game}]`);
  await host.locator('[data-panel=friends]').waitFor();
  const friends = [];
  for (const [i, name] of names.entries()) {
    const seat = i + 1;
    const f = await join(await invite(host, seat), name, i === 0 ? { width: 360, height: 740 } : { width: 1280, height: 800 });
    await host.fill('[data-field=reply]', f.reply);
    await host.click('[data-action=accept-reply]');
    await connected(host, f.page, seat);
    friends.push({ ...f, seat, name });
  }
  if (timer) await host.selectOption('#turn-timer', timer);
  await host.click('[data-action=start-match]');
  await host.locator('.game-table').waitFor();
  for (const f of friends) await f.page.locator('.game-table').waitFor({ timeout: 20000 });
  return { host, hostContext, errors, friends };
}

test('four people play a Guan Dan hand: own hands only, the engine refuses, a lost friend is replaced and comes back mid-hand', async () => {
  const { host, hostContext, errors, friends } = await seatFour('guandan', ['Li', 'Wu', 'Bo'], '?speed=fast', '30');
  // Each page holds its own 27 cards, and no page holds another's.
  const hands = [await handOf(host), ...(await Promise.all(friends.map((f) => handOf(f.page))))];
  for (const h of hands) assert.equal(h.length, 27);
  assert.equal(new Set(hands.flat()).size, 108);
  // The face-up card went to one seat: one page says "you", the others name that player.
  const faceUp = await Promise.all([host, ...friends.map((f) => f.page)]
    .map((p) => p.locator('.face-up p').textContent()));
  assert.equal(faceUp.filter((t) => /: you received it/.test(t)).length, 1, faceUp.join(' | '));
  // Each friend sits at the bottom of its own table, named on the others' plates.
  for (const f of friends) {
    assert.equal(await f.page.locator('.seat.south').getAttribute('data-seat'), String(f.seat));
  }
  assert.match(await host.locator('.seat[data-seat="1"]').textContent(), /Li/);
  // The plates say who sits where: on the host's table, and on each friend's, where the host
  // is one more friend.
  assert.deepEqual(await plates(host),
    { 0: 'you', 1: 'friend:true', 2: 'friend:true', 3: 'friend:true' });
  assert.deepEqual(await plates(friends[0].page),
    { 0: 'friend:true', 1: 'you', 2: 'friend:true', 3: 'friend:true' });
  // The bar names the teams by their players.
  assert.match(await host.locator('.table-bar').textContent(), /You & Wu/);
  assert.match(await friends[0].page.locator('.table-bar').textContent(), /You & Bo/);
  // A friend's settings start no match of its own: the match is the host's.
  await friends[1].page.click('[data-action=settings]');
  await friends[1].page.locator('[data-panel=settings]').waitFor();
  assert.equal(await friends[1].page.locator('[data-panel=settings] [data-action=start-match]').count(), 0);
  await friends[1].page.click('[data-panel=settings] [data-action=close]');
  // Closing a panel (a step back in the history) leaves both pages at the table with friends.
  await host.click('[data-action=log]');
  await host.locator('.dialog.log [data-action=close]').click();
  await friends[1].page.locator('[data-panel=settings]').waitFor({ state: 'detached' });
  assert.equal(await friends[1].page.locator('.seat.south').getAttribute('data-seat'), '2');
  assert.equal(await host.locator('[data-action=friends-seats]').count(), 1);
  assert.match(await friends[0].page.locator('.seat[data-seat="0"]').textContent(), /Host/);

  // The page whose turn it is: two cards of different ranks are no play, said in the engine's words.
  // (If the host leads, the computer plays the host's seat from now on.)
  const hostAuto = (await host.locator('.game-table').getAttribute('data-turn')) === '0';
  if (hostAuto) await host.click('[data-action=auto]');
  await host.waitForFunction(() => !['0', 'none'].includes(document.querySelector('.game-table')?.dataset.turn));
  const turn = Number(await host.locator('.game-table').getAttribute('data-turn'));
  const mover = friends.find((f) => f.seat === turn);
  await mover.page.waitForFunction((s) => document.querySelector('.game-table')?.dataset.turn === s, String(turn));
  // Two cards of different ranks, neither a joker nor the wild H2 (level 2): never a play.
  const codes = await mover.page.locator('.hand [data-id]').evaluateAll((els) => els.map((e) => e.dataset.card));
  const plain = codes.map((c, i) => [c, i]).filter(([c]) => !['RJ', 'BJ', 'H2'].includes(c));
  const [first] = plain;
  const second = plain.find(([c]) => c.slice(1) !== first[0].slice(1));
  const cards = mover.page.locator('.hand [data-id]');
  await tap(cards.nth(first[1]));
  await tap(cards.nth(second[1]));
  const why = await mover.page.locator('[data-note=refused]').textContent();
  assert.ok(why.trim().length > 10, why);
  assert.ok(await mover.page.locator('[data-action=play]').isDisabled());
  await mover.page.click('[data-action=clear]');
  // The turn timer (30 s, chosen in the lobby) runs on the mover's page and the host's.
  await mover.page.locator('.turn-clock[data-clock]').waitFor();
  await host.locator('.turn-clock[data-clock]').waitFor();
  // On both, the ring around the mover's portrait runs down as that clock (issue 68).
  for (const page of [mover.page, host]) {
    const ring = await page.locator(`.seat[data-seat="${turn}"][aria-current="true"] .face[data-turn-ring][data-clock="30"]`)
      .evaluate((f) => [getComputedStyle(f).animationName, getComputedStyle(f).animationDuration]);
    assert.deepEqual(ring, ['clock-run', '30s']);
  }
  await host.screenshot({ path: path.join(SHOTS, 'friends-table-host-1280x800.png') });
  await friends[0].page.screenshot({ path: path.join(SHOTS, 'friends-table-li-360x740.png') });
  // The mover lets it run out: the computer plays the turn, and the host's table says so.
  await host.getByText(`${mover.name} ran out of time: the computer played the turn.`).waitFor({ timeout: 60000 });
  await mover.page.waitForFunction((s) => document.querySelector('.game-table')?.dataset.turn !== s, String(turn));

  // Bo closes the page: the host's table says so, the computer plays the seat (托管).
  const bo = friends[2];
  await bo.context.close();
  await host.getByText('Bo lost the connection.').waitFor({ timeout: 30000 });
  await host.locator('.seat[data-seat="3"][data-connected=false]').waitFor();
  await friends[0].page.locator('.seat[data-seat="3"][data-connected=false]').waitFor();
  // Everyone else lets the computer play, so the hand goes on.
  for (const p of [...(hostAuto ? [] : [host]), friends[0].page, friends[1].page]) await p.click('[data-action=auto]');
  await host.waitForFunction(() => Number(document.querySelector('.game-table')?.dataset.played) >= 8, null, { timeout: 60000 });

  // Bo is invited back mid-hand and takes the seat with the hand it holds now.
  await host.click('[data-action=friends-seats]');
  const again = await join(await invite(host, 3), 'Bo');
  await host.fill('[data-field=reply]', again.reply);
  await host.click('[data-action=accept-reply]');
  await connected(host, again.page, 3);
  await host.click('[data-panel=friends] [data-action=close]');
  await again.page.locator('.game-table').waitFor({ timeout: 20000 });
  const back = await handOf(again.page);
  assert.ok(back.length < 27 || Number(await host.locator('.game-table').getAttribute('data-played')) > 0);
  for (const c of back) assert.ok(hands[3].includes(c), `${c} was not Bo's`);
  await again.page.click('[data-action=auto]');

  // The hand ends on every page; a friend waits for the host to go on.
  await host.locator('[data-panel=result]').waitFor({ timeout: 120000 });
  for (const p of [friends[0].page, friends[1].page, again.page]) {
    await p.locator('[data-waiting-host=true]').waitFor({ timeout: 30000 });
  }
  await friends[0].page.screenshot({ path: path.join(SHOTS, 'friends-result-li-360x740.png') });
  assert.deepEqual([...errors, ...friends[0].errors, ...friends[1].errors, ...again.errors], []);
  for (const f of [friends[0], friends[1], again]) await f.context.close();
  await hostContext.close();
});

test('four people play a Sheng Ji round; the host leaving is told to the friends', async () => {
  const { host, hostContext, errors, friends } = await seatFour('shengji', ['Li', 'Wu', 'Bo'], '?speed=instant');
  for (const p of [host, ...friends.map((f) => f.page)]) await p.click('[data-action=auto]');
  await host.locator('[data-panel=result]').waitFor({ timeout: 240000 });
  for (const f of friends) await f.page.locator('[data-waiting-host=true]').waitFor({ timeout: 30000 });
  // A friend who leaves while the round's result is open shows as gone on the host's plate
  // within 15 s.
  const leaver = friends.pop();
  await leaver.context.close();
  const left = Date.now();
  await host.locator(`.seat[data-seat="${leaver.seat}"][data-connected=false]`).waitFor({ timeout: 15000 });
  console.log(`# friends: a friend who left shown gone after ${Date.now() - left} ms`);
  await hostContext.close();
  for (const f of friends) await f.page.locator('[data-closed=true]').waitFor({ timeout: 30000 });
  await friends[1].page.screenshot({ path: path.join(SHOTS, 'friends-host-left-1280x800.png') });
  assert.deepEqual([...errors, ...friends.flatMap((f) => f.errors), ...leaver.errors], []);
  for (const f of friends) await f.context.close();
});

test('a host page that stops (a panic) says so over a table that takes no click, and its friend is told at once', async () => {
  const hostContext = await box.env.browser.newContext({ viewport: { width: 360, height: 740 } });
  const { page: host } = await open('?speed=fast', undefined, hostContext);
  await host.click('[data-action=friends][data-game=guandan]');
  await host.locator('[data-panel=friends]').waitFor();
  const li = await join(await invite(host, 1), 'Li');
  await paste(host, li, 1);
  await host.click('[data-action=start-match]');
  await li.page.locator('.game-table').waitFor({ timeout: 20000 });
  // A computer seat has one name on every page (not "North" here and "West" there).
  for (const seat of ['2', '3']) {
    const name = (p) => p.locator(`.seat[data-seat="${seat}"] .seat-name .name`).textContent();
    const [atHost, atLi] = [await name(host), await name(li.page)];
    assert.equal(atHost, atLi, `seat ${seat}`);
    assert.doesNotMatch(atHost, /North|East|West|South/);
  }
  // Li's page never finds the host silent by itself (its clock stands still): only the host's
  // word can close its table.
  await li.page.evaluate(() => {
    const at = Date.now();
    Date.now = () => at;
  });
  // The host's clock throws: the ping, which reads it with the host's state in hand, leaves
  // the state held, and the next ping panics (a real panic, with no hook for tests).
  await host.evaluate(() => {
    Date.now = () => {
      throw new Error('the clock stopped');
    };
  });
  const crash = host.locator('#crash[role=alertdialog]');
  await crash.waitFor({ timeout: 30000 });
  assert.match(await crash.textContent(), /Something went wrong\. Your match is saved: reload to go on\./);
  assert.equal(await crash.locator('[data-action=reload]').textContent(), 'Reload');
  assert.equal(await host.locator('body > :not(#crash):not([inert])').count(), 0);
  await host.screenshot({ path: path.join(SHOTS, 'friends-host-stopped-360x740.png') });
  await li.page.locator('[data-closed=true]').waitFor({ timeout: 30000 });
  // Nobody plays on at a table whose host is gone: no seat is thinking, nothing is to play.
  assert.equal(await li.page.locator('.seat[aria-current="true"]').count(), 0, 'no seat has the turn');
  assert.equal(await li.page.locator('[data-phase]').getAttribute('data-turn'), 'none');
  assert.equal(await li.page.locator('.note.prompt').textContent(), 'The host left the table.');
  assert.deepEqual(li.errors, []);
  await li.context.close();
  await hostContext.close();
});
