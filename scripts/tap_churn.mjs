// What a tap changes in the page: for each game, a seeded walk of the
// human's taps (one human seat, two computer seats, pace instant, as
// budgets.mjs (c)), and for each tap the elements the app added to and
// removed from the table, the attributes and the texts it changed, until the
// tap's handler and its microtasks are done (a MutationObserver). Prints the
// means per tap and the elements most often added or removed. A figure, not
// a test: an element rebuilt where an attribute would do costs its style,
// layout and paint again (see docs/performance.md, stop 30).
//     source scripts/setup.sh; build_release
//     node scripts/tap_churn.mjs [DIST] [games] [taps]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pyServe, launch } from './bench_lib.mjs';
import { GAME_IDS } from './games.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [dist = path.join(ROOT, 'dist'), games = GAME_IDS.join(','), taps = '30'] = process.argv.slice(2);
const app = await pyServe(dist);
const browser = await launch();
for (const game of games.split(',')) {
  const ctx = await browser.newContext({ viewport: { width: 1180, height: 820 } });
  const page = await ctx.newPage();
  await page.goto(app.url(`?game=${game}&seats=human,easy,easy&pace=instant&seed=7`));
  const EN = '[data-testid=table] [data-move]:not([aria-disabled=true]), [data-testid=table] [data-draft]:not([aria-disabled=true])';
  const tot = { added: 0, removed: 0, attrs: 0, texts: 0, n: 0 }; const what = {};
  for (let t = 0; t < Number(taps); t++) {
    const ok = await page.waitForSelector(EN, { timeout: 30000 }).then(() => true, () => false);
    if (!ok) break;
    await page.waitForTimeout(120);
    const r = await page.evaluate(([EN, t]) => new Promise((res) => {
      const o = { added: 0, removed: 0, attrs: 0, texts: 0, what: [] };
      const desc = (n) => `${n.localName}.${(n.className?.baseVal ?? n.className ?? '').toString().split(' ')[0]}`;
      const size = (n) => n.nodeType === 1 ? 1 + n.querySelectorAll('*').length : 0;
      const mo = new MutationObserver((ms) => { for (const m of ms) { if (m.type === 'childList') { for (const a of m.addedNodes) { o.added += size(a); if (a.nodeType === 1) o.what.push('+' + desc(a)); } for (const a of m.removedNodes) { o.removed += size(a); if (a.nodeType === 1) o.what.push('-' + desc(a)); } } else if (m.type === 'attributes') o.attrs++; else o.texts++; } });
      mo.observe(document.querySelector('[data-testid=table]') ?? document, { subtree: true, childList: true, attributes: true, characterData: true });
      const els = [...document.querySelectorAll(EN)];
      const mv = els.filter((e) => e.matches('[data-move]'));
      const pool = mv.length && t % 3 ? mv : els;
      pool[(t * 7) % pool.length].click();
      setTimeout(() => { mo.disconnect(); res(o); }, 0);
    }), [EN, t]);
    for (const k of ['added', 'removed', 'attrs', 'texts']) tot[k] += r[k];
    for (const w of r.what) what[w] = (what[w] ?? 0) + 1;
    tot.n++;
  }
  const per = (k) => (tot[k] / tot.n).toFixed(1);
  console.log(`== ${game}: ${tot.n} taps; per tap: elements added ${per('added')}, removed ${per('removed')}, attributes ${per('attrs')}, texts ${per('texts')}`);
  console.log('   ', Object.entries(what).sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k}×${v}`).join('  '));
  await ctx.close();
}
await browser.close(); app.close();
