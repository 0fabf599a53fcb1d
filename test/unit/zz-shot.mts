import { launchChromium } from '../helpers/e2e/chromium.ts';
import { startStaticServer } from '../helpers/e2e/staticServer.ts';
const server = await startStaticServer(process.argv[2]);
const browser = await launchChromium();
for (const mode of ['light', 'dark']) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 700 } })).newPage();
  await page.goto(server.origin + `/docs/intro?docgen-theme=${mode}`);
  await page.click('.dg-navbar input'); await page.keyboard.type(process.argv[3] ?? 'thetvdb'); await page.waitForSelector('[role=option]'); await page.keyboard.press('ArrowDown');
  await page.screenshot({ path: `/tmp/s/shot-${mode}.png` });
}
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
await page.goto(server.origin + '/search?q=episode'); await page.waitForSelector('main [role=option]'); await page.screenshot({ path: '/tmp/s/shot-page.png' });
await browser.close(); await server.close();
