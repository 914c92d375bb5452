// Embeds in a blog's frames: for each game, a page of the blog holds the
// embed in a 700×500 frame and in a 360×560 one; the reader taps "Play
// against 2 computers" and waits for their first decision. Prints, per
// game and frame, whether the frame's page scrolls (down, sideways), and
// whether the hand (Barracuda: the wallet) and a control of the decision
// are in the frame. A probe that prints, not a test (tests/e2e/embed.test.mjs
// holds the rule).
//     node scripts/embed_fit.mjs [--dist DIR] [--shots DIR]
import { serve, launch, frameFit } from '../tests/e2e/harness.mjs';
import path from 'node:path';
import { GAME_IDS } from './games.mjs';

const args = process.argv.slice(2);
const arg = (k, d) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : d; };
const shots = arg('--shots', null);
const FRAMES = [[700, 500], [360, 560]];
const GAMES = GAME_IDS;
const page = (game, w, h) => `<!doctype html><meta charset=utf-8><title>A post</title>
  <body style="margin:0"><iframe id=f src="/t/?game=${game}&embed=1&pace=instant" width=${w} height=${h} style="border:0"></iframe>`;
const pages = {};
for (const g of GAMES) for (const [w, h] of FRAMES) pages[`/blog/${g}-${w}x${h}.html`] = page(g, w, h);
const app = await serve({ prefix: '/t/', pages, root: arg('--dist') ? path.resolve(arg('--dist')) : undefined });
const browser = await launch();
let pass = 0, total = 0;
for (const g of GAMES) {
  for (const [w, h] of FRAMES) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const p = await ctx.newPage();
    await p.goto(`${app.origin}/blog/${g}-${w}x${h}.html`);
    const frame = await (await p.waitForSelector('#f')).contentFrame();
    await frame.waitForSelector('[data-testid=quick-start]');
    await frame.click('[data-testid=quick-start]');
    await frame.waitForSelector('.table [data-move]:not([aria-disabled=true]), .table [data-draft]:not([aria-disabled=true])', { timeout: 60_000 });
    await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));
    const { ok, m, hand } = await frameFit(frame, g, w);
    total += 1; pass += ok ? 1 : 0;
    console.log(`${g.padEnd(13)} ${w}x${h}: ${ok ? 'OK  ' : 'FAIL'} page ${m.sw}x${m.sh} in ${m.vw}x${m.vh}; hand ${hand ? `${Math.round(hand.top)}–${Math.round(hand.bottom)}` : 'none'}; control ${m.control ? `${Math.round(m.control.top)}–${Math.round(m.control.bottom)}` : 'none'}`);
    if (shots) await p.screenshot({ path: path.join(shots, `embed-${g}-${w}x${h}.png`), clip: { x: 0, y: 0, width: w, height: h } });
    await ctx.close();
  }
}
console.log(`${pass} of ${total} game-and-frame cases fit`);
await browser.close();
await app.close();
