// A probe, not a test: compares two builds screen by screen, box by box.
//   node scripts/box_probe.mjs --before /path/to/dist-a [--after dist] [--only home,sorciers] [--style]
// For the home, each game's setup, each game's first turn against computers
// and each game's end screen, at 1280×800, 1024×768, 800×1280 and 390×844,
// it lists every element's tag, test id, class, own text and box (rounded
// to the pixel), and prints the screens where the two builds differ, with
// the first differences. Used to show that a change of the code's shape
// changed nothing a player sees. With --style, each element's computed
// colours, borders, shadows, type, display, visibility, opacity, transform
// and filter are compared too (a change of the style sheets' shape).
import path from 'node:path';
import { serve, launch } from '../tests/e2e/harness.mjs';
import { GAME_IDS } from './games.mjs';

const args = process.argv.slice(2);
const arg = (k, d) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : d; };
const BEFORE = path.resolve(arg('--before', ''));
const AFTER = path.resolve(arg('--after', 'dist'));
const ONLY = arg('--only', '')?.split(',').filter(Boolean);
const STYLE = args.includes('--style');
const SIZES = [[1280, 800], [1024, 768], [800, 1280], [390, 844]];
const GAMES = Object.fromEntries(GAME_IDS.map((id) => [id, 3]));

const settle = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 500))));

/** Every screen: its name and the address that reaches it (a finished game waits for its end). */
function screens() {
  const out = [['home', '', '[data-testid=home]']];
  for (const [game, n] of Object.entries(GAMES)) {
    const names = ['Ana', 'Bob', 'Cléo', 'Dani'].slice(0, n).join(',');
    out.push([`${game}-setup`, `?game=${game}`, '[data-testid=setup], form, .setup']);
    out.push([`${game}-turn`, `?game=${game}&seats=human,${Array(n - 1).fill('easy').join(',')}&names=${names}&pace=instant&seed=7`, '[data-testid=table]']);
    out.push([`${game}-end`, `?game=${game}&seats=${Array(n).fill('easy').join(',')}&names=${names}&pace=instant&seed=7`, '[data-testid=end]']);
  }
  return out.filter(([name]) => !ONLY?.length || ONLY.some((o) => name.startsWith(o)));
}

async function boxes(page) {
  return page.evaluate((style) => {
    const PROPS = ['color', 'background-color', 'background-image', 'border-top', 'border-bottom', 'border-left', 'border-right', 'border-radius', 'box-shadow', 'outline',
      'font-size', 'font-weight', 'font-style', 'text-decoration-line', 'text-align', 'display', 'visibility', 'opacity', 'transform', 'filter', 'z-index', 'cursor'];
    const out = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent.trim()).join(' ').trim();
      out.push([
        el.tagName.toLowerCase(),
        el.getAttribute('data-testid') || '',
        (el.getAttribute('class') || '').trim(),
        own.slice(0, 60),
        [r.x, r.y + window.scrollY, r.width, r.height].map(Math.round).join(','),
        // (The address of a picture without its origin: each build is served on a port of its own.)
        ...(style ? [PROPS.map((p) => getComputedStyle(el).getPropertyValue(p).replaceAll(location.origin, '')).join(';')] : []),
      ].join(' | '));
    }
    return out;
  }, STYLE);
}

async function probe(root) {
  const app = await serve({ prefix: '/t/', root });
  const browser = await launch();
  const result = {};
  try {
    for (const [name, q, ready] of screens()) {
      for (const [width, height] of SIZES) {
        const context = await browser.newContext({ viewport: { width, height }, locale: 'fr-FR', reducedMotion: 'reduce' });
        const page = await context.newPage();
        try {
          await page.goto(app.url());
          await page.evaluate(() => localStorage.clear());
          await page.goto(app.url(q));
          await page.waitForSelector(ready, { timeout: 180_000 });
          await settle(page);
          result[`${name} ${width}x${height}`] = await boxes(page);
        } catch (e) {
          result[`${name} ${width}x${height}`] = [`(not reached: ${e.message.split('\n')[0]})`];
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await app.close();
  }
  return result;
}

if (!arg('--before', '')) {
  console.error('usage: node scripts/box_probe.mjs --before <dist> [--after dist] [--only a,b]');
  process.exit(2);
}
const before = await probe(BEFORE);
const after = await probe(AFTER);
let same = 0;
let changed = 0;
let elements = 0;
const unreached = Object.keys(after).filter((k) => after[k][0]?.startsWith('(not reached') || before[k]?.[0]?.startsWith('(not reached'));
for (const k of unreached) console.log(`${k}: not reached (before: ${before[k]?.[0] ?? '-'}; after: ${after[k][0]})`);
for (const key of Object.keys(after)) {
  const a = before[key] || [];
  const b = after[key];
  elements += b.length;
  if (a.join('\n') === b.join('\n')) {
    same += 1;
    continue;
  }
  changed += 1;
  console.log(`\n${key}: ${a.length} → ${b.length} boxes`);
  const setA = new Set(a);
  const setB = new Set(b);
  a.filter((x) => !setB.has(x)).slice(0, 6).forEach((x) => console.log(`  - ${x}`));
  b.filter((x) => !setA.has(x)).slice(0, 6).forEach((x) => console.log(`  + ${x}`));
}
console.log(`\n${same} screens the same box for box, ${changed} different, ${unreached.length} not reached (${elements} boxes compared)`);
if (unreached.length) process.exitCode = 1;
