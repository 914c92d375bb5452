// Where every byte of the browser build goes: a code-size profile of each
// module of the split build (the main module, the chunk the games share, each
// game's chunk, the small shared chunks together), by crate and by function.
// A benchmark, not a test: it prints, never fails.
//     source scripts/setup.sh; build_release
//     node scripts/size_profile.mjs [--top 12] [--split DIR] [--dist DIR]
// It reads the modules as the splitter wrote them, before wasm-opt
// (target/wasm-bindgen/release/split/: they keep the name section), and
// parses the WebAssembly itself (no tool to install): each function body's
// size from the code section, its name from the name section (Rust's legacy
// mangling, decoded here), the data segments' size. A function is given to
// the crate of the type it is implemented for (`<tachys::… as Render>::build`
// → tachys), or to the first crate of its path; `T` or a reference to one
// falls to the trait's crate. The sizes are before wasm-opt (about 1.6 times
// what is served, before gzip): they tell the shares, and the served size of
// each module (gzip -9 after wasm-opt, from dist/) is printed beside them.
// wasm-bindgen's type descriptors (removed by wasm-bindgen) are left out.
// "Made once per game" sums the functions whose path (hash aside) is in two
// or more games' chunks: generic code instantiated again for each game.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const SPLIT = path.resolve(arg('split', path.join(ROOT, 'target/wasm-bindgen/release/split')));
const DIST = path.resolve(arg('dist', path.join(ROOT, 'dist')));
const TOP = Number(arg('top', 12));

function leb(buf, at) {
  let n = 0, shift = 0, b;
  do { b = buf[at++]; n += (b & 0x7f) * 2 ** shift; shift += 7; } while (b & 0x80);
  return [n, at];
}

/** Function bodies (index → size and name) and data bytes of one module. */
function parse(file) {
  const buf = fs.readFileSync(file);
  let at = 8, imported = 0, data = 0;
  const sizes = [];
  const names = new Map();
  while (at < buf.length) {
    const id = buf[at];
    let size;
    [size, at] = leb(buf, at + 1);
    const end = at + size;
    if (id === 2) { // imports: count the functions, which come first in the index space
      let n, p = at;
      [n, p] = leb(buf, p);
      for (let i = 0; i < n; i++) {
        for (let s = 0; s < 2; s++) { let l; [l, p] = leb(buf, p); p += l; }
        const kind = buf[p++];
        if (kind === 0) { imported++; [, p] = leb(buf, p); }
        else if (kind === 1) { p++; const f = buf[p++]; [, p] = leb(buf, p); if (f & 1) [, p] = leb(buf, p); }
        else if (kind === 2) { const f = buf[p++]; [, p] = leb(buf, p); if (f & 1) [, p] = leb(buf, p); }
        else if (kind === 3) { p += 2; }
        else if (kind === 4) { p++; [, p] = leb(buf, p); }
      }
    } else if (id === 10) {
      let n, p = at;
      [n, p] = leb(buf, p);
      for (let i = 0; i < n; i++) { let l; const start = p; [l, p] = leb(buf, p); p += l; sizes.push(p - start); }
    } else if (id === 11) {
      data += size;
    } else if (id === 0) {
      let l, p = at;
      [l, p] = leb(buf, p);
      const name = buf.toString('utf8', p, p + l);
      p += l;
      if (name === 'name') {
        while (p < end) {
          const sub = buf[p];
          let sl;
          [sl, p] = leb(buf, p + 1);
          const subEnd = p + sl;
          if (sub === 1) {
            let n;
            [n, p] = leb(buf, p);
            for (let i = 0; i < n; i++) {
              let idx, nl;
              [idx, p] = leb(buf, p);
              [nl, p] = leb(buf, p);
              names.set(idx, buf.toString('utf8', p, p + nl));
              p += nl;
            }
          }
          p = subEnd;
        }
      }
    }
    at = end;
  }
  const all = sizes.map((size, i) => ({ size, name: demangle(names.get(imported + i) || `func${imported + i}`) }));
  // wasm-bindgen's type descriptors: run at build time, removed from the module served.
  const described = (f) => /__wbindgen_describe|WasmDescribe|wasm_bindgen::describe::/.test(f.name);
  return { funcs: all.filter((f) => !described(f)), data };
}

const ESC = { '$LT$': '<', '$GT$': '>', '$u20$': ' ', '$RF$': '&', '$C$': ',', '$BP$': '*', '$SP$': '@', '$u7b$': '{', '$u7d$': '}', '$u5b$': '[', '$u5d$': ']', '$u27$': "'", '$u3b$': ';', '$u21$': '!', '$u2b$': '+', '$u22$': '"', '$u7e$': '~', '$u3d$': '=' };

/** Rust's legacy mangling (`_ZN…17h<hash>E`), hash dropped. */
function demangle(s) {
  if (s.startsWith('_R')) {
    // The v0 mangling (a few functions of the standard library): its crates' names.
    const crates = [...s.matchAll(/C(?:s[0-9A-Za-z]*_)?(\d+)([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[2].slice(0, Number(m[1])));
    const idents = [...s.matchAll(/(\d+)([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[2].slice(0, Number(m[1])));
    return crates.length ? `${crates[0]}::${idents.at(-1) ?? ''}` : s;
  }
  if (!s.startsWith('_ZN')) return s;
  const parts = [];
  let p = 3;
  while (p < s.length && s[p] !== 'E') {
    const m = /^\d+/.exec(s.slice(p));
    if (!m) return s;
    p += m[0].length;
    const len = Number(m[0]);
    parts.push(s.slice(p, p + len));
    p += len;
  }
  if (parts.length && /^h[0-9a-f]{16}$/.test(parts.at(-1))) parts.pop();
  return parts
    .map((x) => x.replace(/^_\$/, '$').replace(/\$[A-Za-z0-9]+\$/g, (e) => ESC[e] ?? e).replace(/\.\./g, '::'))
    .join('::');
}

const NOT_CRATES = new Set(['T', 'F', 'S', 'R', 'E', 'V', 'A', 'B', 'K', 'I', 'P', 'Fut', 'G', 'M', 'O', 'U', 'W', 'Self', 'dyn', 'mut', 'const', 'impl']);

/** The crate a function's code is counted under. */
function crateOf(name) {
  const first = (t) => {
    const m = /^[&*\[\(\s]*(?:mut |const |dyn )?([A-Za-z_][A-Za-z0-9_]*)(::)?/.exec(t);
    return m && m[2] && !NOT_CRATES.has(m[1]) ? m[1] : null;
  };
  if (name.startsWith('<')) {
    // <A as B>::f, or <A>::f
    let depth = 0, i = 1;
    for (; i < name.length; i++) {
      if (name[i] === '<') depth++;
      else if (name[i] === '>') { if (depth === 0) break; depth--; }
      else if (depth === 0 && name.startsWith(' as ', i)) break;
    }
    const self = name.slice(1, i);
    const rest = name.slice(i).replace(/^ as /, '');
    return first(self) || first(rest) || 'other';
  }
  const c = first(name);
  if (c) return c;
  if (/^(__wbg|__wbindgen|__externref|__wasm|wasm_bindgen)/.test(name)) return 'wasm_bindgen';
  if (/^(dlmalloc|malloc|free|realloc|memcpy|memset|memmove|memcmp|__rust|rust_)/.test(name)) return 'alloc / compiler';
  return 'other';
}

/** The served size of a split module: dist's optimised file, gzip -9. */
function served(stem) {
  const pre = stem === 'tablee' ? /^tablee-[0-9a-f]+_bg\.wasm$/ : new RegExp(`^${stem.replace('split_', 'game-').replace('chunk_', 'shared-')}-[0-9a-f]{16}\\.wasm$`);
  const f = fs.readdirSync(DIST).find((n) => pre.test(n));
  return f ? zlib.gzipSync(fs.readFileSync(path.join(DIST, f)), { level: 9 }).length : 0;
}

const kb = (n) => (n / 1024).toFixed(1);
const files = fs.readdirSync(SPLIT).filter((f) => f.endsWith('.wasm'));
const mods = files.map((f) => ({ stem: f.replace(/\.wasm$/, ''), ...parse(path.join(SPLIT, f)) }));
const big = mods.filter((m) => m.stem === 'tablee' || m.stem.startsWith('split_') || m.funcs.reduce((a, f) => a + f.size, 0) > 100_000);
const small = mods.filter((m) => !big.includes(m));
const groups = [...big.sort((a, b) => (a.stem === 'tablee' ? -1 : b.stem === 'tablee' ? 1 : a.stem.localeCompare(b.stem)))];
if (small.length) groups.push({ stem: `${small.length} small shared chunks`, funcs: small.flatMap((m) => m.funcs), data: small.reduce((a, m) => a + m.data, 0), parts: small });

const label = (stem) => stem === 'tablee' ? 'main module (home, shell)' : stem.startsWith('split_') ? `game chunk: ${stem.slice(6)}` : stem.startsWith('chunk_') ? `shared chunk ${stem.slice(6)} (the game screens, scene, serde_json…)` : stem;

console.log(`# Code size by module, crate and function (before wasm-opt; served = gzip -9 after wasm-opt)\n`);
console.log('| module | code | data | functions | served (gz) |');
console.log('|---|---|---|---|---|');
for (const m of groups) {
  const code = m.funcs.reduce((a, f) => a + f.size, 0);
  const gz = m.parts ? m.parts.reduce((a, p) => a + served(p.stem), 0) : served(m.stem);
  console.log(`| ${label(m.stem)} | ${kb(code)} KB | ${kb(m.data)} KB | ${m.funcs.length} | ${kb(gz)} KB |`);
}
for (const m of groups) {
  const code = m.funcs.reduce((a, f) => a + f.size, 0);
  const byCrate = new Map();
  for (const f of m.funcs) byCrate.set(crateOf(f.name), (byCrate.get(crateOf(f.name)) || 0) + f.size);
  const crates = [...byCrate].sort((a, b) => b[1] - a[1]);
  console.log(`\n## ${label(m.stem)}: ${kb(code)} KB of code, ${kb(m.data)} KB of data\n`);
  console.log('By crate: ' + crates.slice(0, TOP).map(([c, n]) => `${c} ${kb(n)} (${Math.round((100 * n) / code)} %)`).join(', ') + (crates.length > TOP ? `, ${crates.length - TOP} more ${kb(crates.slice(TOP).reduce((a, [, n]) => a + n, 0))}` : '') + ' (KB)');
  // Our own code by module path (tablee::app::home, tablee::games::sorciers…).
  const ours = new Map();
  for (const f of m.funcs) {
    if (crateOf(f.name) !== 'tablee') continue;
    const mm = /tablee::([a-z_]+)(?:::([a-z_]+))?/.exec(f.name);
    const key = mm ? `${mm[1]}${mm[2] && !/^[A-Z]/.test(mm[2]) ? '::' + mm[2] : ''}` : 'tablee';
    ours.set(key, (ours.get(key) || 0) + f.size);
  }
  if (ours.size) console.log('Ours (tablee::…): ' + [...ours].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([c, n]) => `${c} ${kb(n)}`).join(', ') + ' (KB)');
  console.log('Largest functions: ' + [...m.funcs].sort((a, b) => b.size - a.size).slice(0, TOP).map((f) => `\`${f.name.length > 90 ? f.name.slice(0, 87) + '…' : f.name}\` ${kb(f.size)}`).join('; ') + ' (KB)');
}

// Generic code made once per game.
const games = mods.filter((m) => m.stem.startsWith('split_'));
const seen = new Map();
for (const g of games) for (const f of g.funcs) {
  const e = seen.get(f.name) || { games: new Set(), bytes: 0 };
  e.games.add(g.stem);
  e.bytes += f.size;
  seen.set(f.name, e);
}
const again = [...seen].filter(([, e]) => e.games.size > 1);
const againBytes = again.reduce((a, [, e]) => a + e.bytes, 0);
const gameCode = games.reduce((a, g) => a + g.funcs.reduce((b, f) => b + f.size, 0), 0);
const byCrate = new Map();
for (const [n, e] of again) byCrate.set(crateOf(n), (byCrate.get(crateOf(n)) || 0) + e.bytes);
console.log(`\n## Made once per game\n`);
console.log(`${again.length} function paths are in two or more games' chunks: ${kb(againBytes)} KB of the games' ${kb(gameCode)} KB of code (${Math.round((100 * againBytes) / gameCode)} %). By crate: ` +
  [...byCrate].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([c, n]) => `${c} ${kb(n)}`).join(', ') + ' (KB).');
console.log('Largest: ' + again.sort((a, b) => b[1].bytes - a[1].bytes).slice(0, TOP).map(([n, e]) => `\`${n.length > 80 ? n.slice(0, 77) + '…' : n}\` ×${e.games.size} ${kb(e.bytes)}`).join('; ') + ' (KB)');

// An embed's own build (scripts/post_build.py, 5): the app with one game
// alone, a main module (no home: it draws the embed's landing) and one chunk.
const SOLO = path.join(path.dirname(SPLIT), '..', 'solo');
if (fs.existsSync(SOLO) && !process.argv.includes('--split')) {
  const servedSolo = (re) => {
    const f = fs.readdirSync(DIST).find((n) => re.test(n));
    return f ? zlib.gzipSync(fs.readFileSync(path.join(DIST, f)), { level: 9 }).length : 0;
  };
  const crates = (funcs) => {
    const by = new Map();
    for (const f of funcs) by.set(crateOf(f.name), (by.get(crateOf(f.name)) || 0) + f.size);
    return [...by].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([c, n]) => `${c} ${kb(n)}`).join(', ');
  };
  console.log(`\n## An embed's own build: its main module (the landing) and its one chunk\n`);
  console.log('| game | main: code, data | main served (gz) | chunk: code, data | chunk served (gz) | main by crate | chunk by crate (KB) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const game of fs.readdirSync(SOLO).sort()) {
    const dir = path.join(SOLO, game, 'split');
    if (!fs.existsSync(path.join(dir, 'embed.wasm'))) continue;
    const main = parse(path.join(dir, 'embed.wasm'));
    const chunk = fs.readdirSync(dir).filter((f) => f.endsWith('.wasm') && f !== 'embed.wasm').map((f) => parse(path.join(dir, f)));
    const code = (m) => m.funcs.reduce((a, f) => a + f.size, 0);
    const cFuncs = chunk.flatMap((m) => m.funcs);
    console.log(`| ${game} | ${kb(code(main))}, ${kb(main.data)} KB | ${kb(servedSolo(new RegExp(`^embed-${game}-[0-9a-f]{16}_bg\\.wasm$`)))} KB | ` +
      `${kb(cFuncs.reduce((a, f) => a + f.size, 0))}, ${kb(chunk.reduce((a, m) => a + m.data, 0))} KB | ` +
      `${kb(servedSolo(new RegExp(`^embed-${game}-code-[0-9a-f]{16}\\.wasm$`)))} KB | ${crates(main.funcs)} | ${crates(cFuncs)} |`);
  }
}
