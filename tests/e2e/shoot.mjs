// Development helper (not a test): screenshots of a URL of the built site at the three sizes we
// check, after optional steps (a CSS selector to click, `wait:ms`, or `eval:js` to print).
//   node tests/e2e/shoot.mjs '?game=guandan&seed=5&speed=instant' /tmp/shot '[data-action=hint]'
import { start, open } from './harness.mjs';

const [query = '', prefix = '/tmp/shot', ...steps] = process.argv.slice(2);
const env = await start();
for (const [width, height] of [[360, 740], [700, 560], [1280, 800]]) {
  const { page, errors } = await open(env, query, { width, height });
  await page.waitForTimeout(1500);
  for (const step of steps) {
    if (step.startsWith('wait:')) await page.waitForTimeout(Number(step.slice(5)));
    else if (step.startsWith('eval:')) console.log(await page.evaluate(step.slice(5)));
    else await page.locator(step).first().click();
    await page.waitForTimeout(300);
  }
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.screenshot({ path: `${prefix}-${width}.png` });
  console.log(`${width}x${height}: scrollWidth ${scroll}, errors ${JSON.stringify(errors)}`);
  await page.close();
}
await env.close();
