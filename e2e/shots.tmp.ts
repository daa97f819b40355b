import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, resolveChromium } from '/work/main/e2e/support/chromium.ts';
const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const pages = (process.argv[2] ?? '/').split(',');
const width = Number(process.argv[3] ?? 1280);
const b = await chromium.launch({ executablePath: await resolveChromium(), args: CHROMIUM_ARGS });
const ctx = await b.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
const p = await ctx.newPage();
p.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
p.on('pageerror', (e) => console.log('page error:', e.message));
for (const path of pages) {
  const r = await p.goto(base + path, { waitUntil: 'networkidle' });
  const name = `/tmp/shot-${width}-${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
  await p.screenshot({ path: name, fullPage: process.env.FULL === '1' });
  console.log(r?.status(), path, await p.title(), name);
}
await b.close();
