// What the tests of tables with friends share (friends.test.mjs, stress.test.mjs): making an
// invite on the host's lobby, a friend's page joining from it, and the errors of every page.

import { rtcDebug, rtcStates, trackRtc } from './harness.mjs';

/** How long a seat's connection may take on a busy machine. */
export const CONNECT_MS = 45000;

/** Records a page's uncaught exceptions and console errors in the returned list. */

export function watch(page, errors = []) {
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return errors;
}

/** Makes the invite of `seat` on the host's lobby and returns its link. */
export async function invite(host, seat) {
  await host.click(`[data-seat="${seat}"] [data-action=invite]`);
  const link = host.locator(`[data-seat="${seat}"] [data-invite-link]`);
  await link.waitFor({ timeout: 20000 });
  return link.getAttribute('data-invite-link');
}

/**
 * A friend's page in a browser context of its own: opens the invite `url`, joins as `name`
 * (with face number `face`, if given) and returns the page, its errors and its reply link.
 * `deaf`: what the page sends on a data channel in the first 3 seconds from its first send
 * is lost on the way.
 */
export async function join(env, url, name, viewport = { width: 360, height: 740 }, face = null,
  { deaf = false } = {}) {
  const context = await env.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = watch(page);
  await rtcDebug(page, name);
  await trackRtc(page);
  if (deaf) {
    await page.addInitScript(() => {
      const send = window.RTCDataChannel.prototype.send;
      let first = null;
      window.RTCDataChannel.prototype.send = function (d) {
        first ??= Date.now();
        return Date.now() - first < 3000 ? undefined : send.call(this, d);
      };
    });
  }
  await page.goto(url);
  await page.locator('[data-field=name]').fill(name);
  if (face !== null) await page.click(`.join-form [data-face="${face}"]`);
  await page.click('[data-action=join]');
  const reply = page.locator('[data-reply-link]');
  await reply.waitFor({ timeout: 20000 });
  return { context, page, errors, reply: await reply.getAttribute('data-reply-link') };
}

/**
 * Waits for `seat` to show connected on the host's lobby; if it never does, fails with what
 * the host's and the friend's connections were doing.
 */
export async function connected(host, friendPage, seat) {
  try {
    await host.locator(`.seat-row[data-seat="${seat}"][data-connected=true]`).waitFor({ timeout: CONNECT_MS });
  } catch (e) {
    const said = await host.locator(`.seat-row[data-seat="${seat}"], [data-panel=friends] .notice`)
      .allInnerTexts().catch((e) => [`unreadable: ${e}`]);
    throw new Error(`${e.message}\nhost: ${await rtcStates(host)}\nfriend: ${await rtcStates(friendPage)}`
      + `\nthe host's lobby says: ${said.join(' | ')}`);
  }
}

/** The friend's reply pasted into the host's lobby; waits for the seat to connect. */
export async function paste(host, friend, seat) {
  await host.fill('[data-field=reply]', friend.reply);
  await host.click('[data-action=accept-reply]');
  await connected(host, friend.page, seat);
}

/**
 * The friend's reply link opened in a new tab of the host's browser, which hands it to the
 * host's table; waits for the seat to connect and closes the tab. Returns the tab's errors.
 */
export async function handOver(hostContext, host, friend, seat) {
  const tab = await hostContext.newPage();
  const errors = watch(tab);
  await tab.goto(friend.reply);
  await tab.locator('[data-handoff=true]').waitFor();
  await connected(host, friend.page, seat);
  await tab.close();
  return errors;
}

/** What a table's plates say of who sits where: seat -> "kind" or "kind:connected". */
export async function plates(page) {
  return page.locator('.game-table .seat[data-seat]').evaluateAll((els) => Object.fromEntries(
    els.map((e) => [e.dataset.seat,
      e.dataset.connected ? `${e.dataset.seatKind}:${e.dataset.connected}` : e.dataset.seatKind]),
  ));
}
