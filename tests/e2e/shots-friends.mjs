// Development helper (not a test; issue 46's look): the friends' lobby as the host and as a
// friend sees it, the table with friends' plates, and the page that stopped, at a phone and a
// desktop, in English and Chinese, in target/screens/.
//   node tests/e2e/shots-friends.mjs
import fs from 'node:fs';
import path from 'node:path';
import { start, open, ROOT } from './harness.mjs';
import { invite, join, paste } from './friends-kit.mjs';

const OUT = path.join(ROOT, 'target', 'screens');
fs.mkdirSync(OUT, { recursive: true });
const env = await start();
for (const lang of ['en', 'zh']) {
  for (const [width, height] of [[360, 740], [1280, 800]]) {
    const shot = (page, what) => page.screenshot({ path: path.join(OUT, `friends-${what}-${lang}-${width}.png`) });
    const context = await env.browser.newContext({ viewport: { width, height } });
    const { page: host } = await open(env, `?speed=fast&lang=${lang}`, { width, height }, context);
    await host.click('[data-action=friends][data-game=guandan]');
    await host.locator('[data-panel=friends]').waitFor();
    const li = await join(env, await invite(host, 1), 'Li', { width, height });
    await paste(host, li, 1);
    await host.click('[data-seat="3"] [data-action=seat-computer]');
    await shot(host, 'lobby');
    await li.page.locator('[data-joined=true]').waitFor();
    await shot(li.page, 'joined');
    await host.click('[data-action=start-match]');
    await li.page.locator('.game-table').waitFor({ timeout: 20000 });
    await host.locator('.game-table').waitFor();
    await host.waitForTimeout(1500);
    await shot(host, 'table');
    await shot(li.page, 'friend-table');
    await host.evaluate(() => {
      Date.now = () => {
        throw new Error('the clock stopped');
      };
    });
    await host.locator('#crash[role=alertdialog]').waitFor({ timeout: 30000 });
    await shot(host, 'stopped');
    await li.page.locator('[data-closed=true]').waitFor({ timeout: 30000 });
    await shot(li.page, 'host-left');
    await li.context.close();
    await context.close();
    console.log(`${lang} ${width} done`);
  }
}
await env.close();
