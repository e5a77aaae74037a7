// End to end: a table with friends, with no server (issue 40). The host's page makes an invite
// per open seat; each friend, in a browser context of its own, opens the invite link, gives a
// name and gets a reply link; the host pastes the reply (or opens it in another tab, which
// hands it over), and the seat shows the friend connected over a WebRTC data channel
// (headless Chromium connects over loopback as it is). An invite used twice is refused in
// words; a friend who closes the page shows as gone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { open as openIn, setup, SHOTS } from './harness.mjs';

const box = setup(before, after);
const open = (...args) => openIn(box.env, ...args);

/** Makes the invite of `seat` on the host's lobby and returns its link. */
async function invite(host, seat) {
  await host.click(`[data-seat="${seat}"] [data-action=invite]`);
  const link = host.locator(`[data-seat="${seat}"] [data-invite-link]`);
  await link.waitFor({ timeout: 20000 });
  return link.getAttribute('data-invite-link');
}

/** A friend's page in its own context: opens `url`, joins as `name`, returns the reply link. */
async function join(url, name, viewport = { width: 360, height: 740 }) {
  const context = await box.env.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(url);
  await page.locator('[data-field=name]').fill(name);
  await page.click('[data-action=join]');
  const reply = page.locator('[data-reply-link]');
  await reply.waitFor({ timeout: 20000 });
  return { context, page, errors, reply: await reply.getAttribute('data-reply-link') };
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
  const li = await join(link1, 'Li');
  await li.page.screenshot({ path: path.join(SHOTS, 'friends-join-360x740.png') });
  await host.fill('[data-field=reply]', li.reply);
  const asked = Date.now();
  await host.click('[data-action=accept-reply]');
  await host.locator('[data-seat="1"][data-connected=true]').waitFor({ timeout: 20000 });
  const openMs = Date.now() - asked;
  assert.equal(await host.locator('[data-seat="1"]').getAttribute('data-seat-kind'), 'friend');
  assert.match(await host.locator('[data-seat="1"]').textContent(), /Li/);
  // The friend's page is told its seat and who sits where.
  await li.page.locator('[data-joined=true]').waitFor();
  assert.equal(await li.page.locator('[data-seat="1"]').getAttribute('data-seat-kind'), 'you');

  // Seat 2: the reply link opened in another tab of the host's browser hands it over.
  const link2 = await invite(host, 2);
  const wu = await join(link2, 'Wu');
  const tab = await hostContext.newPage();
  await tab.goto(wu.reply);
  await tab.locator('[data-handoff=true]').waitFor();
  await host.locator('[data-seat="2"][data-connected=true]').waitFor({ timeout: 20000 });
  await tab.close();
  // Li's page hears that Wu sat down.
  await li.page.locator('[data-seat="2"][data-connected=true]').waitFor();
  await host.screenshot({ path: path.join(SHOTS, 'friends-lobby-1280x800.png') });

  // Li's invite opened a second time: its reply is refused in words.
  const again = await join(link1, 'Bo');
  await host.fill('[data-field=reply]', again.reply);
  await host.click('[data-action=accept-reply]');
  await host.getByText('That seat is already taken.').waitFor();
  await again.context.close();

  // Seat 3 to the computer.
  await host.click('[data-seat="3"] [data-action=seat-computer]');
  assert.equal(await host.locator('[data-seat="3"]').getAttribute('data-seat-kind'), 'computer');

  // Li closes the page: the seat shows Li gone.
  await li.context.close();
  await host.locator('[data-seat="1"][data-connected=false]').waitFor({ timeout: 30000 });
  await host.getByText('Li lost the connection.').waitFor();

  console.log(
    `# friends: invite link ${link1.length} chars, reply link ${li.reply.length} chars; ` +
      `accepted reply to open channel ${openMs} ms`,
  );
  await wu.context.close();
  assert.deepEqual([...errors, ...li.errors, ...wu.errors], []);
  await hostContext.close();
});

test('a link that is not an invite says so', async () => {
  const { page, errors } = await open('?friends=1#join=notalink', { width: 360, height: 740 });
  await page.getByText('This link is not an invite or reply this table can read.').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});
