// Shared pieces of the browser tests: a static server for dist/ (under any
// sub-path), Debian's Chromium through playwright-core, a watch on console
// errors and off-origin requests, a player that drives the real UI, and axe.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { GAME_IDS } from '../../scripts/games.mjs';

export { GAME_IDS };

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '..', '..');
// TABLEE_DIST: another copy of a build (a run beside a rebuild).
export const DIST = process.env.TABLEE_DIST || path.join(ROOT, 'dist');
const AXE = fs.readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.webmanifest': 'application/manifest+json', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.json': 'application/json', '.gz': 'application/gzip',
  '.txt': 'text/plain; charset=utf-8', '.md': 'text/markdown; charset=utf-8',
};

/**
 * Serves dist/ under `prefix` (e.g. "/blog/jeux/tablee/"); `pages` adds extra HTML pages by path;
 * `alter(rel, data)` may answer a file of dist/ otherwise: `{ status, headers, body }`, or nothing.
 */
export async function serve({ prefix = '/', pages = {}, host = '127.0.0.1', name = host, root = DIST, alter } = {}) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (pages[url.pathname]) {
      // A page is HTML text, or a function of the request returning HTML text or { type, body }.
      const page = typeof pages[url.pathname] === 'function' ? pages[url.pathname](req) : pages[url.pathname];
      const { type, body } = typeof page === 'string' ? { type: 'text/html; charset=utf-8', body: page } : page;
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
      return res.end(body);
    }
    if (!url.pathname.startsWith(prefix)) { res.writeHead(404); return res.end(); }
    let rel = decodeURIComponent(url.pathname.slice(prefix.length)) || 'index.html';
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.join(root, rel);
    if (!file.startsWith(root)) { res.writeHead(403); return res.end(); }
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); return res.end(); }
      const other = alter?.(rel, data);
      if (other) {
        res.writeHead(other.status ?? 200, { 'cache-control': 'no-cache', ...other.headers });
        return res.end(other.body ?? '');
      }
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(data);
    });
  });
  await new Promise((r) => server.listen(0, host, r));
  // A test that fails before it closes its server must not keep the whole
  // run waiting on it: the server alone does not hold the process open.
  server.unref();
  const origin = `http://${name}:${server.address().port}`;
  return { origin, url: (q = '') => `${origin}${prefix}${q}`, close: () => new Promise((r) => { server.close(r); server.closeAllConnections(); }) };
}

export async function launch() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

/** A page whose console errors, page errors and off-origin requests are recorded. */
export async function watchedPage(browser, { origins, locale = 'fr-FR', viewport = { width: 1180, height: 820 }, initScript, hasTouch = false, handover = false } = {}) {
  const context = await browser.newContext({ locale, viewport, serviceWorkers: 'allow', hasTouch });
  // After a move the app shows the table as its player left it, with a
  // button to pass the tablet on, before the next curtain (the setting
  // "After my move"). Tests about what comes after the curtain set it to
  // "pass at once" when nothing is stored yet; handover.test.mjs keeps it.
  if (!handover) {
    await context.addInitScript(() => {
      try {
        if (!localStorage.getItem('tablee.settings')) localStorage.setItem('tablee.settings', '{"handover":"pass"}');
      } catch { /* storage refused: the test says what it expects of that */ }
    });
  }
  if (initScript) await context.addInitScript(initScript);
  const problems = [];
  const allowed = new Set(origins);
  context.on('request', (r) => {
    const u = r.url();
    if (u.startsWith('data:') || u.startsWith('blob:')) return;
    const o = new URL(u).origin;
    if (!allowed.has(o)) problems.push(`off-origin request: ${u}`);
  });
  context.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
  const page = await context.newPage();
  const watch = (p) => {
    p.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
    p.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  };
  watch(page);
  return { context, page, problems };
}

const ACTION = [
  '[data-testid=end]',
  '[data-testid=curtain-go]',
  '[data-testid=bid-options] button[aria-disabled=false]',
  '[data-testid=trump-choice] button',
  '[data-testid=hand].playing button[data-card][aria-disabled=false]',
].join(', ');

/**
 * Plays the human seats through the UI: a bid (the first allowed, or `bid`),
 * a trump, the first playable card; taps curtains unless `stopAtCurtain`.
 * Returns what stopped it: 'end', 'curtain', or 'steps'.
 */
export async function play(frame, { steps = 10_000, stopAtCurtain = false, onAction } = {}) {
  for (let i = 0; i < steps; i++) {
    const el = await frame.waitForSelector(ACTION, { timeout: 30_000 });
    const testid = await el.evaluate((e) => e.dataset.testid || e.closest('[data-testid]')?.dataset.testid);
    if (testid === 'end') return 'end';
    if (testid === 'curtain-go' && stopAtCurtain) return 'curtain';
    const before = await frame.evaluate(() => document.querySelector('[data-testid=table]')?.dataset.moves ?? 'none');
    if (onAction) await onAction(testid, el);
    await el.click();
    // Wait until the click took effect: a move was made or the curtain went.
    await frame.waitForFunction(
      ([b, t]) => {
        const table = document.querySelector('[data-testid=table]');
        if (t === 'curtain-go') return !!table;
        return !table || table.dataset.moves !== b;
      },
      [before, testid],
      { timeout: 30_000 },
    );
  }
  return 'steps';
}

/** axe-core on the page (evaluated, so the app's CSP does not block it). */
export async function axe(frame) {
  await frame.evaluate(AXE);
  const result = await frame.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ` +
      v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary.replace(/\n/g, ' ')}`).join('\n    '));
  });
  return result;
}

/**
 * Card names as the UI writes them, in every language (for "no card is
 * shown" checks), read from the one source the UI writes them from: Sorciers'
 * catalogues (i18n/<lang>/sorciers.ftl: `race-*`, `card-sorcier`,
 * `card-fou`, and `card-race-value` = "{ $race } { $value }"). A renamed,
 * missing or reshaped name throws here, rather than leaving a pattern that
 * silently matches nothing.
 */
export function cardNames(root = ROOT) {
  const langs = fs.readdirSync(path.join(root, 'i18n')).filter((l) => fs.existsSync(path.join(root, 'i18n', l, 'sorciers.ftl')));
  if (langs.length < 4) throw new Error(`card names: Sorciers' catalogues in ${langs.length} languages only (${langs.join(', ')})`);
  const races = [];
  const specials = [];
  for (const lang of langs) {
    const ftl = fs.readFileSync(path.join(root, 'i18n', lang, 'sorciers.ftl'), 'utf8');
    const message = (id) => ftl.match(new RegExp(`^${id} = (.+)$`, 'm'))?.[1].trim();
    const own = [...ftl.matchAll(/^race-[a-z]+ = (.+)$/gm)].map((m) => m[1].trim());
    if (own.length !== 4) throw new Error(`card names: ${lang}: ${own.length} races in sorciers.ftl, not 4`);
    if (message('card-race-value') !== '{ $race } { $value }') {
      throw new Error(`card names: ${lang}: card-race-value is not "{ $race } { $value }": update CARD_NAME's pattern`);
    }
    for (const id of ['card-sorcier', 'card-fou']) {
      const name = message(id);
      if (!name || /[{}]/.test(name)) throw new Error(`card names: ${lang}: no plain ${id} in sorciers.ftl`);
      specials.push(name);
    }
    races.push(...own);
  }
  const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const either = (names) => [...new Set(names)].map(escape).join('|');
  return new RegExp(`\\b(${either(races)}) \\d{1,2}\\b|\\b(${either(specials)})\\b`);
}
export const CARD_NAME = cardNames();

/** Controls of any game's table: a move (`data-move`) or a step of an unfinished choice (`data-draft`). */
export const ANY_MOVE = '[data-testid=table] [data-move]:not([aria-disabled=true])';
export const ANY_DRAFT = '[data-testid=table] [data-draft]:not([aria-disabled=true])';
/** Something a human can do now (or the end screen). */
export const ANY_ACTION = `[data-testid=end], [data-testid=curtain-go], ${ANY_MOVE}, ${ANY_DRAFT}`;

/**
 * A table of per-game data, checked to hold every game of the one list
 * (`for_each_game!`) and no other: a new game fails here, named, until its
 * data is written, rather than being silently left out of the tests.
 */
export function everyGame(table, what) {
  const ids = table.map((g) => g.id);
  const missing = GAME_IDS.filter((id) => !ids.includes(id));
  const unknown = ids.filter((id) => !GAME_IDS.includes(id));
  if (missing.length || unknown.length) throw new Error(`${what}: no data for ${missing.join(', ') || '-'}; not a game: ${unknown.join(', ') || '-'}`);
  return table;
}

/** Each game: its id, a player count, and what must never show behind a curtain. */
export const GAMES = everyGame([
  { id: 'sorciers', players: 3, secret: '[data-testid=hand], [data-card]' },
  { id: 'levee', players: 3, secret: '[data-testid=hand], [data-testid=decide]' },
  { id: 'barracuda', players: 3, secret: '[data-testid=wallet], [data-testid=decide], [data-testid=offer-contents], .secret' },
  { id: 'bourse', players: 3, secret: '[data-testid=hand]' },
  { id: 'pfeffersacke', players: 3, public: true },
], 'harness GAMES');

/**
 * The screen as canonical text, to compare before and after a reload: the
 * curtain's name, the table's move count and viewer, and `main` as HTML with
 * each element's attributes sorted (a patched element keeps the order its
 * attributes were first set in). The pace list follows the settings, not the
 * game (the address may have set "instant"), and the toast is a passing
 * message: both are left out.
 */
export async function screenSnapshot(frame) {
  return frame.evaluate(() => {
    const canon = (n) => {
      if (n.nodeType === 3) return n.nodeValue;
      if (n.nodeType !== 1 || n.dataset?.testid === 'pace' || n.dataset?.testid === 'toast') return '';
      const attrs = [...n.attributes].map((a) => `${a.name}="${a.value}"`).sort().join(' ');
      return `<${n.localName} ${attrs}>${[...n.childNodes].map(canon).join('')}</${n.localName}>`;
    };
    const t = document.querySelector('[data-testid=table]');
    return {
      curtain: document.querySelector('[data-testid=curtain] h1')?.innerText ?? null,
      moves: t?.dataset.moves ?? null,
      viewer: t?.dataset.viewer ?? null,
      html: canon(document.querySelector('main')),
    };
  });
}

/** Waits for a screen a human can act on (computers done), then for the autosave. */
export async function settle(frame) {
  await frame.waitForSelector(ANY_ACTION, { timeout: 60_000 });
  // The save is written in a task right after the paint of the last move.
  await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30))));
  // …under the tabs' shared Web Lock (src/app/storage.rs): until it is free.
  await frame.evaluate(async () => {
    for (let i = 0; i < 200; i++) {
      const q = await navigator.locks?.query?.();
      if (!q || (!q.held.length && !q.pending.length)) return;
      await new Promise((r) => setTimeout(r, 10));
    }
  });
}

/**
 * The key of the save of `game` this page shows (its address's `save=`),
 * else of that game's save played last (every game in progress is kept, one
 * key each: `tablee.save.<game>.<slot>`, the embeds' under `tablee.embed.`).
 * Null when there is none.
 */
export async function saveKey(frame, game) {
  return frame.evaluate((g) => {
    const p = new URLSearchParams(location.search);
    const space = p.get('embed') === '1' ? 'tablee.embed.' : 'tablee.';
    if (p.get('game') === g && p.get('save')) return `${space}save.${g}.${p.get('save')}`;
    let best = null;
    let latest = -1;
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (!k.startsWith(`${space}save.`) || k.slice(space.length + 5).split('.')[0] !== g) continue;
      const when = Number(localStorage.getItem(k.replace(`${space}save.`, `${space}when.`)) ?? 0);
      if (when > latest) { latest = when; best = k; }
    }
    return best;
  }, game);
}

/** The stored text of the save of `game` (see `saveKey`), or null. */
export async function storedRaw(frame, game) {
  const key = await saveKey(frame, game);
  return key === null ? null : frame.evaluate((k) => localStorage.getItem(k), key);
}

/** The stored save of `game` (see `saveKey`), parsed (null when none). */
export async function storedSave(frame, game) {
  const raw = await storedRaw(frame, game);
  return raw === null ? null : JSON.parse(raw);
}

/** Waits until the stored save of `game` passes `ok`; returns it. */
export async function waitForSave(frame, game, ok, timeout = 30_000) {
  const t0 = Date.now();
  for (;;) {
    const s = await storedSave(frame, game);
    if (s && ok(s)) return s;
    if (Date.now() - t0 > timeout) throw new Error(`no save of ${game} as expected: ${JSON.stringify(s)?.slice(0, 200)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Plays the human seats of any game through its table: taps a legal move
 * when one is offered (chosen by a seeded walk), else a step of the choice
 * being composed (a note into the stack, a card selected…); taps curtains
 * unless `stopAtCurtain`. Returns 'end', 'curtain' or 'steps'.
 */
export async function playAny(frame, { steps = 20_000, stopAtCurtain = false, seed = 1, onAction, untilMoves = Infinity } = {}) {
  let r = seed >>> 0 || 1;
  const next = (n) => { r = (Math.imul(r, 1103515245) + 12345) >>> 0; return (r >>> 8) % n; };
  let lastWasDraft = false;
  for (let i = 0; i < steps; i++) {
    await frame.waitForSelector(`[data-testid=end], [data-testid=curtain-go], ${ANY_MOVE}, ${ANY_DRAFT}`, { timeout: 60_000 });
    if (await frame.$('[data-testid=end]')) return 'end';
    const curtain = await frame.$('[data-testid=curtain-go]');
    if (curtain) {
      if (stopAtCurtain) return 'curtain';
      if (onAction) await onAction('curtain-go', curtain);
      await curtain.click();
      await frame.waitForSelector('[data-testid=table]', { timeout: 30_000 });
      continue;
    }
    const moves = await frame.$$(ANY_MOVE);
    if (moves.length && !lastWasDraft && untilMoves !== Infinity) {
      // Stop on a fresh decision of a human (no choice half made).
      const made = await frame.evaluate(() => Number(document.querySelector('[data-testid=table]')?.dataset.moves ?? 0));
      if (made >= untilMoves) return 'moves';
    }
    const drafts = moves.length ? [] : await frame.$$(ANY_DRAFT);
    const pool = moves.length ? moves : drafts;
    if (!pool.length) continue;
    const el = pool[next(pool.length)];
    const before = await frame.evaluate(() => {
      const t = document.querySelector('[data-testid=table]');
      return t ? `${t.dataset.moves}|${t.dataset.draftState ?? ''}` : 'none';
    });
    if (onAction) await onAction(moves.length ? 'move' : 'draft', el);
    await el.click();
    // A move always changes the table; a step of a choice may change nothing
    // (a toggle already on): it is not waited for long.
    await frame.waitForFunction((b) => {
      const t = document.querySelector('[data-testid=table]');
      if (!t) return true;
      return `${t.dataset.moves}|${t.dataset.draftState ?? ''}` !== b;
    }, before, { timeout: moves.length ? 30_000 : 3_000 }).catch(() => {});
    lastWasDraft = !moves.length;
  }
  return 'steps';
}

/**
 * A blog's frame and the table in it (issue 34): in a frame 700 px wide or
 * more, the page does not scroll at all and the hand (Barracuda: the
 * wallet) and a control of the decision are in the frame, seen (not
 * clipped by a scrolling area, not covered); in a narrower one nothing
 * scrolls sideways and the hand is in view together with a control of the
 * decision. A game with neither hand nor wallet (Pfeffersäcke) needs its
 * decision only. Returns `{ ok, m, hand }` (the measures, for a message).
 */
export async function frameFit(frame, game, width) {
  const m = await frame.evaluate(() => {
    const vw = innerWidth, vh = innerHeight, doc = document.scrollingElement;
    const seen = (e) => {
      const r = e.getBoundingClientRect();
      if (!r.width || !r.height) return false;
      const x = r.left + r.width / 2, y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return true; // off screen: judged by its box
      const at = document.elementFromPoint(x, y);
      return !!at && (e === at || e.contains(at));
    };
    const box = (sel) => {
      const e = [...document.querySelectorAll(sel)].find((x) => x.getClientRects().length && seen(x));
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return { top: r.top + scrollY, bottom: r.bottom + scrollY, left: r.left, right: r.right };
    };
    return {
      vw, vh, sh: doc.scrollHeight, sw: doc.scrollWidth,
      hand: box('[data-testid=hand], [data-testid=wallet]'),
      control: box('.table [data-move]:not([aria-disabled=true]), .table [data-draft]:not([aria-disabled=true])'),
    };
  });
  const inFrame = (b) => b && b.top >= 0 && b.bottom <= m.vh && b.left >= 0 && b.right <= m.vw;
  const hand = game === 'pfeffersacke' ? m.control : m.hand;
  const together = hand && m.control && Math.max(hand.bottom, m.control.bottom) - Math.min(hand.top, m.control.top) <= m.vh;
  const ok = width >= 700
    ? m.sh <= m.vh && m.sw <= m.vw && inFrame(hand) && inFrame(m.control)
    : m.sw <= m.vw && !!together;
  return { ok, m, hand };
}

/**
 * An init script: every text added to the announcer's live regions, kept in
 * `window.__said` even once dropped (one observer of the whole document,
 * from before the app starts); `window.__urgent` holds the indexes of those
 * the assertive region said.
 */
export const LISTEN = () => {
  window.__said = [];
  window.__urgent = [];
  new MutationObserver((records) => {
    for (const rec of records) {
      const t = rec.target.nodeType === 1 ? rec.target : rec.target.parentElement;
      const region = t?.closest?.('#announcer, #announcer-now');
      if (!region) continue;
      const say = (text) => {
        if (region.id === 'announcer-now') window.__urgent.push(window.__said.length);
        window.__said.push(text);
      };
      if (rec.type === 'characterData') { say(region.textContent.trim()); continue; }
      for (const n of rec.addedNodes) {
        const text = (n.textContent || '').trim();
        if (text) say(text);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

/** Spaces of any kind as one (the log and the announcer may differ in a no-break space). */
const oneSpace = (t) => (t ?? '').replace(/\s+/g, ' ').trim();

/**
 * The live regions hold only what the eyes on screen may read (issue 53):
 * every line they hold is a line of the log those eyes read or a status
 * those eyes were shown since they came on screen (a curtain, the public
 * table, another player holding the tablet: other eyes, shown nothing
 * yet). Returns `check(frame)`, to call on every screen of a game; it
 * throws, naming the line, on one the eyes may not read, and counts the
 * screens checked by eyes ('table' for a public screen or the end).
 */
export function eyesOnly() {
  let eyes = null;
  let shown = new Set();
  const counts = { screens: 0, public: 0, changes: 0 };
  const check = async (frame) => {
    const s = await frame.evaluate(() => {
      const t = document.querySelector('[data-testid=table]');
      const over = !!document.querySelector('[data-testid=end]');
      return {
        eyes: document.querySelector('[data-testid=curtain]') ? 'curtain' : t?.dataset.viewer ?? (over ? 'table' : 'none'),
        log: [...document.querySelectorAll('[data-testid=log] li')].map((li) => li.textContent),
        status: document.getElementById('table-status')?.textContent ?? '',
        held: [...document.querySelectorAll('#announcer > *')].map((p) => p.textContent)
          .concat([document.getElementById('announcer-now')?.textContent ?? '']),
      };
    });
    const held = s.held.map(oneSpace).filter(Boolean);
    if (s.eyes !== eyes) {
      counts.changes += eyes === null ? 0 : 1;
      eyes = s.eyes;
      shown = new Set();
    }
    for (const l of s.log) shown.add(oneSpace(l));
    if (s.status) shown.add(oneSpace(s.status));
    counts.screens += 1;
    if (s.eyes === 'table') counts.public += 1;
    const unread = held.filter((h) => !shown.has(h));
    if (unread.length) {
      throw new Error(`the live regions hold what the eyes on screen (${s.eyes}) may not read: ${JSON.stringify(unread)}; their status: "${oneSpace(s.status)}"`);
    }
  };
  return { check, counts };
}

/**
 * The decision as a player in a small frame meets it (issue 53): the hand
 * (Barracuda: the wallet) wholly in view, and a control of the decision
 * wholly in view and on top (not clipped by the frame or by an area that
 * scrolls on its own, not under a sticky heading or button). A game with
 * neither hand nor wallet (Pfeffersäcke) needs its control only.
 * Returns `{ ok, hand, control }`.
 */
export async function decisionInView(frame) {
  return frame.evaluate(() => {
    const vw = innerWidth, vh = innerHeight;
    // Wholly inside the frame and inside every ancestor that clips it.
    const whole = (e) => {
      const r = e.getBoundingClientRect();
      if (!r.width || !r.height || r.top < 0 || r.left < 0 || r.bottom > vh || r.right > vw) return false;
      for (let p = e.parentElement; p; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (!/(auto|scroll|hidden|clip)/.test(s.overflowX + s.overflowY)) continue;
        const q = p.getBoundingClientRect();
        if (r.top < q.top - 1 || r.bottom > q.bottom + 1 || r.left < q.left - 1 || r.right > q.right + 1) return false;
      }
      return true;
    };
    // On top at its middle (nothing sticky over it).
    const onTop = (e) => {
      const r = e.getBoundingClientRect();
      const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!at && (e === at || e.contains(at));
    };
    const hand = document.querySelector('.table [data-testid=hand], .table [data-testid=wallet]');
    // A choice half made (a card picked): the control that completes it
    // must be in view, not only the cards still to pick.
    const half = !!document.querySelector('.table [data-draft][aria-pressed=true]');
    const enabled = (sel) => [...document.querySelectorAll(sel)].filter((c) => c.getAttribute('aria-disabled') !== 'true');
    const moves = enabled('.table [data-move]');
    const controls = half && moves.length ? moves : [...moves, ...enabled('.table [data-draft]')];
    // A control on a card of the table (a bar's "Open this bar") shows
    // which card it acts on: the card's heading in view with it.
    const named = (c) => {
      const heading = c.closest('li')?.querySelector('h3, h4, h5');
      return !heading || whole(heading);
    };
    const control = controls.some((c) => whole(c) && onTop(c) && named(c));
    const handSeen = hand ? whole(hand) : null;
    return { ok: control && handSeen !== false, hand: handSeen, control, half, status: document.getElementById('table-status')?.textContent ?? '' };
  });
}

/** Tab (only) until the focus is on `handle`: the Tabs needed are counted
 * first (the page's tab stops in order, from where the focus stands), then
 * pressed; a count gone wrong Tabs on one at a time, at most 400. True when
 * the focus is on it. */
export async function tabTo(page, handle) {
  const on = () => page.evaluate((t) => document.activeElement === t, handle);
  if (await on()) return true;
  const count = await page.evaluate((t) => {
    const all = [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')]
      .filter((e) => e.tabIndex >= 0 && !e.disabled && !e.closest('[inert]') && e.checkVisibility({ visibilityProperty: true }));
    const a = document.activeElement;
    // Not itself tabbable (the status heading): Tab goes on from where it stands.
    const from = all.includes(a) ? all.indexOf(a)
      : all.filter((e) => a.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING).length - 1;
    const to = all.indexOf(t);
    return to < 0 ? 0 : to > from ? to - from : to + 1 + (all.length - from);
  }, handle);
  for (let i = 0; i < count; i++) await page.keyboard.press('Tab');
  for (let i = 0; i < 400 && !(await on()); i++) await page.keyboard.press('Tab');
  return on();
}
