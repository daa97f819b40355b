import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, resolveChromium } from '/work/main/e2e/support/chromium.ts';
const base = 'http://127.0.0.1:3502';
const CSS: Record<string, string> = {
  none: '',
  sections: 'main section ~ section, footer { content-visibility: auto; contain-intrinsic-size: auto 600px; }',
  tiles: 'main section ~ section, footer { content-visibility: auto; contain-intrinsic-size: auto 600px; } main ul > li:nth-child(n+5) { content-visibility: auto; contain-intrinsic-size: auto 480px; }',
};
const browser = await chromium.launch({ executablePath: await resolveChromium(), args: CHROMIUM_ARGS });
const results: Record<string, number[]> = {};
for (let run = 0; run < 5; run++) {
  for (const path of ['/', '/c/soffor', '/p/SOF-VASS-4/soffa-vass-4-sits']) {
    for (const [variant, css] of Object.entries(CSS)) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.route('**/assets/style-*.css', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()) + css, headers: { ...response.headers(), 'content-encoding': '' } });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(base + path);
      await page.waitForFunction(() => performance.getEntriesByName('hemma:hydrated').length > 0, null, { timeout: 60000 });
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1);
      const hyd = await page.evaluate(() => performance.getEntriesByName('hemma:hydrated')[0].startTime);
      (results[`${path} ${variant} fcp`] ??= []).push(Math.round(fcp));
      (results[`${path} ${variant} hydrated`] ??= []).push(Math.round(hyd));
      await context.close();
    }
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [k, v] of Object.entries(results)) console.log(k.padEnd(60), median(v), JSON.stringify(v));
await browser.close();
