// The table design language (design.md §7.1) on the three card games, and
// on Barracuda and Pfeffersäcke (part 2):
// - in each of the four languages (switched on the same position):
// - at 1280×800 and 1024×768 the table is the screen: no page scroll; at
//   every size no sideways scroll; no element of the table is cut off (its
//   box is inside the viewport, or inside a region that scrolls); no region
//   of the table (status, tools, seats, felt, hand, decision) lies over
//   another; no text is cut or spills from its box, no number is broken
//   across lines; hand cards
//   are at least 72 px wide on a tablet, 48 px on a phone; in each phase met
//   in the first part of a game;
// - motion: with reduced motion nothing animates after a move; without it,
//   at pace normal, a computer's card stays at its place at least 0.8 s;
// - the score sheet and the log open as drawers over the table: the table
//   does not move.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, playAny, ANY_MOVE, ANY_ACTION } from './harness.mjs';

let server, browser;
before(async () => { server = await serve({ prefix: '/t/' }); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const SIZES = [[1280, 800], [1024, 768], [800, 1280], [390, 844]];
const CARD_GAMES = [
  { id: 'sorciers', seats: 'human,easy,easy,easy', hand: '[data-testid=hand] .card', moves: 40 },
  { id: 'levee', seats: 'human,easy,easy,easy', hand: '[data-testid=hand] .vcard', moves: 140 },
  { id: 'bourse', seats: 'human,easy,easy', hand: '[data-testid=hand] .bcard', moves: 60 },
  // Part 2: Barracuda's banknotes are its hand; Pfeffersäcke has none.
  // (Banknotes differ in size by value, as real ones do: the smallest is 60 px.)
  { id: 'barracuda', seats: 'human,easy,easy', hand: '[data-testid=wallet] .bn', moves: 60, minCard: [60, 48] },
  { id: 'pfeffersacke', seats: 'human,easy,easy,easy', hand: 'none', moves: 200 },
];

const LANGS = ['fr', 'en', 'de', 'nl'];

/** Switches the page to `lang` (its button), and brings the decision back into view. */
async function inLanguage(page, lang) {
  if (await page.getAttribute('html', 'lang') !== lang) {
    // The buttons, or on a phone the menu.
    if (await page.isVisible(`[data-testid=lang-${lang}]`)) await page.click(`[data-testid=lang-${lang}]`);
    else await page.selectOption('[data-testid=lang-select]', lang);
    await page.waitForSelector(`html[lang=${lang}] [data-testid=table]`);
  }
  await page.evaluate(() => {
    const c = document.querySelector('[data-testid=table] [data-testid=decide] [data-cmd], [data-testid=table] .choice [data-cmd]');
    c?.scrollIntoView({ block: 'nearest' });
    return new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));
  });
}

/** What the phase looks like: the table's own phase marks and the decision's test ids. */
const phase = (page) => page.evaluate(() => {
  const t = document.querySelector('[data-testid=table]');
  if (!t) return 'none';
  const decide = [...t.querySelectorAll('.choice [data-testid], [data-testid=decide] [data-testid], .choice[data-testid]')]
    .map((e) => e.dataset.testid).sort();
  return [t.dataset.phase ?? '', t.querySelector('[data-testid=end]') ? 'end' : '', ...new Set(decide)].join('|');
});

/** The layout's faults on this screen (an empty list when it is right). */
const faults = (page, { noPageScroll, minCard, hand }) => page.evaluate(({ noPageScroll, minCard, hand }) => {
  const out = [];
  // Pieces in flight are measured where they land.
  for (const a of document.getAnimations()) if (a.effect?.getComputedTiming().endTime !== Infinity) a.finish();
  const W = innerWidth, H = innerHeight, doc = document.scrollingElement;
  if (doc.scrollWidth > W + 1) out.push(`sideways scroll: ${doc.scrollWidth} > ${W}`);
  if (noPageScroll && doc.scrollHeight > H + 1) out.push(`page scroll: ${doc.scrollHeight} > ${H}`);
  const table = document.querySelector('[data-testid=table]');
  const name = (e) => `${e.localName}.${[...e.classList].join('.')}${e.dataset.testid ? `[${e.dataset.testid}]` : ''}`;
  // Inside a region that scrolls (or clips on purpose), a box may be out of sight.
  const scroller = (e) => {
    for (let p = e.parentElement; p && p !== table; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (/(auto|scroll|hidden)/.test(s.overflowX + s.overflowY)) return true;
    }
    return false;
  };
  for (const e of table.querySelectorAll('*')) {
    if (e.closest('details:not([open]) > :not(summary), .visually-hidden')) continue;
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || scroller(e)) continue;
    const what = name(e);
    if (r.left < -1 || r.right > W + 1) out.push(`cut off sideways: ${what} ${Math.round(r.left)}..${Math.round(r.right)}`);
    if (noPageScroll && (r.top < -1 || r.bottom > H + 1)) out.push(`cut off below: ${what} ${Math.round(r.top)}..${Math.round(r.bottom)}`);
  }
  // The table's regions do not lie over one another: the status, the tools,
  // the drawers' toggles, each seat, the felt, the hand (or wallet) and the
  // decision. (A layout that squeezes a region under another still fits
  // the screen: this is what the checks above cannot see.)
  const regions = [...table.querySelectorAll(['[data-testid=status]', '[data-testid=table] > .tools',
    '[data-testid=table] > .side', '[data-testid=players-strip] > li', '[data-testid=table] > .centre',
    '.arena > .centre', '[data-testid=table] > [data-testid=hand]', '[data-testid=table] > [data-testid=wallet]',
    '[data-testid=table] > .choice'].join(', '))]
    .map((e) => ({ e, r: e.getBoundingClientRect() })).filter(({ r }) => r.width > 0 && r.height > 0);
  const stuck = (e) => {
    for (let p = e; p && p !== table; p = p.parentElement) if (/sticky|fixed/.test(getComputedStyle(p).position)) return true;
    return false;
  };
  for (let i = 0; i < regions.length; i++) {
    for (let j = i + 1; j < regions.length; j++) {
      const [a, b] = [regions[i], regions[j]];
      if (a.e.contains(b.e) || b.e.contains(a.e)) continue;
      // A sticky status line stays in sight over what scrolls under it.
      if (scrollY > 0 && [a.e, b.e].some(stuck)) continue;
      const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      if (w > 2 && h > 2) out.push(`overlap: ${name(a.e)} and ${name(b.e)} (${Math.round(w)}×${Math.round(h)})`);
    }
  }
  // The box its regions that clip (scroll, or hide on purpose) leave of
  // what lies in `e`, up to `until`: [left, top, right, bottom].
  const clipOf = (e, until) => {
    const box = [-Infinity, -Infinity, Infinity, Infinity];
    for (let p = e.parentElement; p && p !== until; p = p.parentElement) {
      if (getComputedStyle(p).overflow === 'visible') continue;
      const q = p.getBoundingClientRect();
      box.splice(0, 4, Math.max(box[0], q.left), Math.max(box[1], q.top), Math.min(box[2], q.right), Math.min(box[3], q.bottom));
    }
    return box;
  };
  // A public moment never lies over a control, a seat or a piece of the
  // play area (it has a row of its own; the play area makes room).
  for (const m of table.querySelectorAll('.moment')) {
    const a = m.getBoundingClientRect();
    for (const c of table.querySelectorAll('[data-cmd], .player, .centre *, .arena *')) {
      if (m.contains(c) || c.contains(m)) continue;
      // What is in sight of it: a region that scrolls clips what lies
      // outside its box (the felt scrolled to the bar being decided).
      const r0 = c.getBoundingClientRect();
      const [cl, ct, cr, cb] = clipOf(c, table.parentElement);
      const b = { left: Math.max(r0.left, cl), top: Math.max(r0.top, ct), right: Math.min(r0.right, cr), bottom: Math.min(r0.bottom, cb) };
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 2 && h > 2 && !(scrollY > 0 && /sticky|fixed/.test(getComputedStyle(m.closest('.headline') ?? m).position))) {
        out.push(`a public moment covers ${name(c)}`);
        break;
      }
    }
  }
  // No text is cut or spills out of its box (an ellipsis, a clipped or
  // overflowing word), and no number is broken across two lines.
  // (Text hidden from screen readers only is still seen: it counts.)
  for (const e of table.querySelectorAll('*')) {
    if (e.closest('details:not([open]) > :not(summary), .visually-hidden')) continue;
    if (![...e.childNodes].some((n) => n.nodeType === 3 && n.nodeValue.trim())) continue;
    // (A label kept for screen readers only is a 1 px box on purpose.)
    if (e instanceof SVGElement || getComputedStyle(e).display === 'inline' || e.clientWidth <= 1) continue;
    if (e.scrollWidth > e.clientWidth + 1) out.push(`text cut or spilling: ${name(e)} "${e.textContent.trim().slice(0, 40)}" ${e.scrollWidth} > ${e.clientWidth}`);
  }
  // No word is hidden under another piece (a fanned card over a name): the
  // middle of each word's first and last letters is its own, on top. (A
  // stack that shows its cards' top lines shows them whole.)
  // (What paints on top is what a pointer would hit, once every piece takes
  // the pointer: a bubble or a label that lets taps through still covers.
  // The map's names are placed by board.rs, each where it covers no other;
  // a pile of notes shows its top one by design; the end screen and a
  // drawer lie over the table on purpose.)
  // (A constructed sheet: the page's CSP refuses a <style> element.)
  const honest = new CSSStyleSheet();
  honest.replaceSync('* { pointer-events: auto !important; } svg * { pointer-events: none !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, honest];
  const texts = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
  const covered = new Set();
  const onPurpose = '[data-testid=end], details[open] > :not(summary), dialog, [role=dialog], .moment, .table.fit > .tools:not(.replay-bar) > .share-links';
  for (let n = texts.nextNode(); n; n = texts.nextNode()) {
    const e = n.parentElement;
    if (covered.has(e) || e.closest('details:not([open]) > :not(summary), .visually-hidden, svg, .note-pile .bn:not(:last-child), ' + onPurpose)) continue;
    if (getComputedStyle(e).visibility !== 'visible' || Number(getComputedStyle(e).opacity) === 0) continue;
    const box = e.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    // What a region that scrolls shows of it (the rest is scrolled away, not hidden).
    const [cl, ct, cr, cb] = clipOf(e, null);
    const clip = [Math.max(0, cl), Math.max(0, ct), Math.min(W, cr), Math.min(H, cb)];
    for (const m of n.nodeValue.matchAll(/\S+/g)) {
      for (const at of [m.index, m.index + m[0].length - 1]) {
        const range = document.createRange();
        range.setStart(n, at);
        range.setEnd(n, at + 1);
        const r = range.getBoundingClientRect();
        if (r.width < 1 || r.height < 1) continue;
        const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
        if (x < clip[0] || y < clip[1] || x >= clip[2] || y >= clip[3]) continue;
        const top = document.elementFromPoint(x, y);
        // (What scrolls under a sticky headline is not hidden: it scrolls.)
        if (top && top !== e && !e.contains(top) && !top.contains(e) && !stuck(top) && !top.closest(onPurpose)) {
          covered.add(e);
          out.push(`text under another piece: "${m[0]}" in ${name(e)} under ${name(top)}`);
          break;
        }
      }
      if (covered.has(e)) break;
    }
  }
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((x) => x !== honest);
  const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.parentElement.closest('details:not([open]) > :not(summary), .visually-hidden, [aria-hidden=true]')) continue;
    // A number written in groups of three ("1 000 000", "50,000").
    for (const m of n.nodeValue.matchAll(/\d{1,3}(?:[\u202f\u00a0 ,.]\d{3})+(?!\d)/g)) {
      const range = document.createRange();
      range.setStart(n, m.index);
      range.setEnd(n, m.index + m[0].length);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) out.push(`a number broken across lines: "${m[0]}" in ${name(n.parentElement)}`);
    }
  }
  // The decision's first control is in sight (the app brings it there).
  const control = table.querySelector('[data-testid=decide] [data-cmd]:not([aria-disabled=true]), .choice [data-cmd]:not([aria-disabled=true])');
  if (control) {
    const r = control.getBoundingClientRect();
    if (r.top < 0 || r.bottom > H + 1) out.push(`the decision is out of sight: ${Math.round(r.top)}..${Math.round(r.bottom)} of ${H}`);
  }
  for (const c of document.querySelectorAll(hand)) {
    const w = c.offsetWidth;
    if (w < minCard) out.push(`a hand card ${Math.round(w)} px wide (< ${minCard})`);
  }
  return out.slice(0, 8);
}, { noPageScroll, minCard, hand });

for (const game of CARD_GAMES) {
  test(`${game.id}: the table fits each screen in every phase met`, { timeout: 300_000 }, async () => {
    for (const [width, height] of SIZES) {
      const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], viewport: { width, height } });
      await page.goto(server.url(`?game=${game.id}&seats=${game.seats}&pace=instant&seed=7`));
      const noPageScroll = width > height && width >= 1024;
      const [tablet, phone] = game.minCard ?? [72, 48];
      const minCard = width >= 700 ? tablet : phone;
      const seen = new Set();
      let checked = 0;
      for (let i = 0; i < 400; i++) {
        const result = await playAny(page, { seed: 3 + i, steps: 1 });
        if (result === 'end') break;
        // The computers have played: a screen for the human.
        await page.waitForSelector(ANY_ACTION, { timeout: 60_000 });
        const made = await page.evaluate(() => Number(document.querySelector('[data-testid=table]')?.dataset.moves ?? 0));
        const sig = await phase(page);
        if (process.env.TABLE_DEBUG) console.log(game.id, width, made, sig);
        if (sig !== 'none' && !seen.has(sig)) {
          seen.add(sig);
          // The app brings a new question into view after the frame that
          // shows it (a frame, then a task): measured once it has.
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(r), 30))));
          // In every language (German words are long): the same position,
          // the language switched (the game on the table is untouched).
          for (const lang of LANGS) {
            await inLanguage(page, lang);
            const found = await faults(page, { noPageScroll, minCard, hand: game.hand });
            assert.deepEqual(found, [], `${game.id} at ${width}×${height} in ${lang}, phase ${sig}, move ${made}`);
          }
          checked += 1;
        }
        if (made >= game.moves) break;
      }
      assert.ok(checked >= 2, `${game.id} at ${width}×${height}: phases checked ${checked}`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
}

test('the end screen lies over the table and fits it', { timeout: 240_000 }, async () => {
  for (const game of CARD_GAMES) {
    for (const [width, height] of [[1280, 800], [390, 844]]) {
      const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], viewport: { width, height } });
      const seats = game.seats.replace('human', 'easy');
      await page.goto(server.url(`?game=${game.id}&seats=${seats}&pace=instant&seed=9&manches=1`));
      await page.waitForSelector('[data-testid=end]', { timeout: 180_000 });
      for (const lang of LANGS) {
        await inLanguage(page, lang);
        const found = await faults(page, { noPageScroll: width > height, minCard: 0, hand: 'none' });
        assert.deepEqual(found, [], `${game.id} end screen at ${width}×${height} in ${lang}`);
      }
      const winner = await page.$('[data-testid=end] .winner');
      assert.ok(winner && await winner.isVisible(), 'the winner is highlighted');
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});

test('the share panel open: the tools and the table still fit, nothing cut', { timeout: 240_000 }, async () => {
  for (const game of CARD_GAMES) {
    for (const [width, height] of SIZES) {
      const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], viewport: { width, height } });
      await page.goto(server.url(`?game=${game.id}&seats=${game.seats}&pace=instant&seed=7`));
      await page.waitForSelector(ANY_ACTION);
      await playAny(page, { seed: 3, steps: 2 });
      await page.waitForSelector(ANY_ACTION);
      await page.click('[data-testid=share]');
      await page.waitForSelector('[data-testid=share-links]');
      const found = await faults(page, { noPageScroll: width > height && width >= 1024, minCard: 0, hand: 'none' });
      assert.deepEqual(found, [], `${game.id} with the share panel at ${width}×${height}`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});

test('on a landscape tablet the opponents sit around the felt, clockwise, and the holder at its foot', { timeout: 120_000 }, async () => {
  for (const [game, n] of [['sorciers', 6], ['sorciers', 3], ['levee', 4]]) {
    for (const [width, height] of [[1280, 800], [1024, 768]]) {
      const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], viewport: { width, height } });
      await page.goto(server.url(`?game=${game}&seats=human,${Array(n - 1).fill('easy').join(',')}&pace=instant&seed=5`));
      await page.waitForSelector('[data-testid=table] [data-testid=players-strip]');
      const where = await page.evaluate(() => {
        const felt = document.querySelector('[data-testid=table] .arena > .centre').getBoundingClientRect();
        return [...document.querySelectorAll('[data-testid=players-strip] > [data-seat]')].map((e) => {
          const r = e.getBoundingClientRect();
          const side = r.right <= felt.left + 1 ? 'left' : r.left >= felt.right - 1 ? 'right'
            : r.bottom <= felt.top + 1 ? 'top' : 'felt';
          return { seat: Number(e.dataset.seat), you: e.classList.contains('you'), side, x: r.left, y: r.top };
        });
      });
      const label = `${game}, ${n} players, ${width}×${height}: ${JSON.stringify(where.map((w) => [w.seat, w.side]))}`;
      const me = where.find((w) => w.you);
      assert.equal(me.side, 'left', label);
      assert.ok(where.every((w) => w.you || w.y < me.y), `the holder's seat is the lowest: ${label}`);
      const others = where.filter((w) => !w.you);
      // Clockwise from the holder: the next seat on the left, the last on the right, the rest along the top, left to right.
      assert.equal(others[0].side, 'left', label);
      assert.equal(others.at(-1).side, 'right', label);
      const top = others.slice(1, -1);
      assert.ok(top.every((w) => w.side === 'top'), label);
      assert.ok(top.every((w, i) => i === 0 || w.x > top[i - 1].x), `along the top, in seat order: ${label}`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});

test('with reduced motion nothing animates after a move', { timeout: 180_000 }, async () => {
  for (const game of ['sorciers', 'barracuda']) {
    const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], viewport: { width: 1280, height: 800 } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(server.url(`?game=${game}&seats=human,easy,easy&pace=fast&seed=4`));
    let animated = 0;
    for (let i = 0; i < 12; i++) {
      await playAny(page, { seed: 1 + i, steps: 1 });
      // Right after the move and while the computers answer.
      for (let k = 0; k < 4; k++) {
        animated += await page.evaluate(() => document.getAnimations().length);
        await page.waitForTimeout(80);
      }
    }
    assert.equal(animated, 0, `${game}: no animation at all`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('barracuda: a computer\'s pawn travels from its seat into the bar it opens', { timeout: 180_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], viewport: { width: 1280, height: 800 } });
  await page.goto(server.url('?game=barracuda&seats=human,easy,easy&pace=normal&seed=4'));
  // The pieces that moved: the data-fly of every running animation's element.
  await page.evaluate(() => {
    window.flown = new Set();
    const tick = () => {
      for (const a of document.getAnimations()) {
        const fly = a.effect?.target?.closest?.('[data-fly]')?.dataset.fly;
        if (fly && a.playState === 'running') window.flown.add(fly);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  for (let i = 0; i < 6; i++) {
    await page.waitForSelector(`[data-testid=end], [data-testid=curtain-go], ${ANY_ACTION}`, { timeout: 60_000 });
    const flown = await page.evaluate(() => [...window.flown]);
    if (flown.some((f) => f.startsWith('pawn-1-') || f.startsWith('pawn-2-'))) break;
    await playAny(page, { seed: 2 + i, steps: 1 });
  }
  const flown = await page.evaluate(() => [...window.flown]);
  assert.ok(flown.some((f) => /^pawn-[12]-\d+-t$/.test(f)), `a computer's pawn travelled into a bar: ${JSON.stringify(flown)}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('without it, cards travel, and a computer\'s card stays at its place at least 0.8 s at pace normal', { timeout: 180_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], viewport: { width: 1280, height: 800 } });
  await page.goto(server.url('?game=sorciers&seats=human,easy,easy&pace=normal&seed=4'));
  // Every card that comes into the trick: when it came and when it went.
  await page.evaluate(() => {
    window.cardTimes = new Map();
    window.moved = 0;
    const trick = () => document.querySelector('[data-testid=trick]');
    const tick = () => {
      const now = performance.now();
      const here = new Set([...(trick()?.querySelectorAll('[data-card]') ?? [])].map((c) => c.dataset.card));
      for (const c of here) if (!window.cardTimes.has(c)) window.cardTimes.set(c, { from: now, to: null });
      for (const [c, t] of window.cardTimes) if (t.to === null && !here.has(c)) t.to = now;
      window.moved = Math.max(window.moved, document.getAnimations().filter((a) => a.playState === 'running').length);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // Round 1 (1 card each), round 2 (2 cards each): the computers play cards.
  for (let i = 0; i < 10; i++) {
    // A person reads the table before they act.
    await page.waitForSelector(`[data-testid=end], [data-testid=curtain-go], ${ANY_MOVE}`, { timeout: 60_000 });
    await page.waitForTimeout(1000);
    const r = await playAny(page, { seed: 2 + i, steps: 1 });
    if (r === 'end') break;
    const round = await page.evaluate(() => Number(document.querySelector('[data-testid=table]')?.dataset.round ?? 0));
    if (round >= 3) break;
  }
  const times = await page.evaluate(() => [...window.cardTimes.values()].filter((t) => t.to !== null).map((t) => t.to - t.from));
  assert.ok(times.length >= 3, `cards seen coming and going: ${times.length}`);
  assert.ok(Math.min(...times) >= 800, `shortest stay of a card at its place: ${Math.round(Math.min(...times))} ms`);
  assert.ok(await page.evaluate(() => window.moved) > 0, 'cards travelled (animations ran)');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the score sheet and the log open over the table: it does not move; a tap outside or Escape closes them', { timeout: 120_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], viewport: { width: 1024, height: 768 }, locale: 'en-GB' });
  await page.goto(server.url('?game=levee&seats=human,easy,easy&pace=instant&seed=4'));
  await playAny(page, { seed: 1, untilMoves: 6 });
  const box = () => page.evaluate(() => {
    const r = document.querySelector('[data-testid=piles]').getBoundingClientRect();
    return [r.left, r.top, r.width, r.height].map(Math.round).join(',');
  });
  const at = await box();
  await page.click('[data-testid=log] summary');
  assert.ok(await page.locator('[data-testid=log] ol').isVisible());
  assert.equal(await box(), at, 'the log does not push the table');
  await page.click('[data-testid=sheet] summary');
  assert.equal(await page.locator('[data-testid=log][open]').count(), 0, 'one drawer at a time');
  assert.equal(await box(), at, 'the score sheet does not push the table');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('[data-testid=table] details[open]').count(), 0, 'Escape closes it');
  await page.click('[data-testid=log] summary');
  await page.click('[data-testid=status]');
  assert.equal(await page.locator('[data-testid=table] details[open]').count(), 0, 'a tap outside closes it');
  assert.deepEqual(problems, []);
  await context.close();
});
