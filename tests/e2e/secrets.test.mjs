// Secrets hold at every edge of pass-and-play (issue 33): whoever holds the
// tablet at a resume, an undo, a hint, a shared link or an embed sees
// nothing the rules do not allow them.
// 1. A link of a game not over opens on what the table saw: no hand, no
//    purse; "play from here" deals the hidden cards anew (never the real hand).
// 2. Every way back into a game passes a curtain: resume from the home, keep
//    it and resume, import, a second tab, a reload after a while away,
//    leaving a replay. A quick reload of the same tab keeps the hand on screen.
// 3. "Ana: undo my last move" on Bob's curtain hands the tablet to Ana first.
// 4. An embed and the full app on one origin keep their own games, and two
//    embeds of different games on one page too.
// Behind every curtain met on these paths, nothing secret is in the DOM.
// (No hint on Barracuda's public Last order prompt: barracuda.test.mjs.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve, launch, watchedPage, playAny, settle, storedSave, saveKey, CARD_NAME, GAMES } from './harness.mjs';

let server, browser;
before(async () => {
  // Tablée hosted by a blog under /tablee/; a post of the blog embeds two games.
  server = await serve({
    prefix: '/tablee/',
    pages: {
      '/blog/two-games.html': () => `<!doctype html><meta charset=utf-8><title>Two games</title>
        <iframe id=a src="/tablee/?game=sorciers&embed=1" width=700 height=500></iframe>
        <iframe id=b src="/tablee/?game=levee&embed=1" width=700 height=500></iframe>`,
    },
  });
  browser = await launch();
});
after(async () => { await browser?.close(); await server?.close(); });

const SECRET = '[data-testid=hand], [data-card], [data-testid=wallet], [data-testid=offer-contents], .secret';
/** Someone's own secrets on a table (the cards of a trick are not: they are played in public). */
const OWN = '[data-testid=hand] [data-card], [data-testid=wallet], [data-testid=offer-contents]';

/** The screen is a curtain naming `name` (any name when null), and holds nothing secret. */
async function assertCurtain(page, name = null, where = '') {
  await page.waitForSelector('[data-testid=curtain]', { timeout: 30_000 });
  if (name) assert.equal(await page.innerText('[data-testid=curtain] h1'), name, `${where}: the curtain names ${name}`);
  const leak = await page.evaluate((secret) => ({
    table: !!document.querySelector('[data-testid=table]'),
    secret: !!document.querySelector(secret),
    html: document.querySelector('main').innerHTML,
  }), SECRET);
  assert.equal(leak.table, false, `${where}: no table behind the curtain`);
  assert.equal(leak.secret, false, `${where}: nothing secret behind the curtain`);
  assert.doesNotMatch(leak.html, CARD_NAME, `${where}: no card named behind the curtain`);
}

/** The names of the cards in the hand on screen. */
const handCards = (page) => page.$$eval('[data-testid=hand] [data-card]', (els) => els.map((e) => e.getAttribute('aria-label') || e.dataset.card).sort());

/** A Sorciers game of Ana, Bob (people) and a computer, played to Ana's own turn at move ≥ `moves`. */
async function anaTurn(page, { moves = 12, seed = 11, names = 'Ana,Bob,Cleo' } = {}) {
  await page.goto(server.url(`?game=sorciers&seats=human,human,easy&names=${names}&pace=instant&seed=${seed}`));
  for (let i = 0; i < 400; i++) {
    const state = await page.evaluate(() => {
      const t = document.querySelector('[data-testid=table]');
      return { curtain: document.querySelector('[data-testid=curtain] h1')?.innerText ?? null, moves: Number(t?.dataset.moves ?? -1), viewer: t?.dataset.viewer };
    });
    if (state.viewer === '0' && state.moves >= moves && await page.$('[data-testid=hand].playing button[data-card][aria-disabled=false]')) return;
    if (state.curtain) {
      await page.click('[data-testid=curtain-go]');
      await page.waitForSelector('[data-testid=table]');
      continue;
    }
    const played = await playAny(page, { steps: 1, seed: i + 1 });
    assert.notEqual(played, 'end');
  }
  throw new Error('never reached Ana\'s turn');
}

test('a link of a game not over shows what the table saw; play from here deals the hands anew', { timeout: 300_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  await anaTurn(page, { moves: 30 });
  const real = await handCards(page);
  assert.ok(real.length >= 2, `Ana holds cards: ${real}`);
  await page.click('[data-testid=share]');
  const link = await page.inputValue('[data-testid=share-link]');
  assert.match(link, /#r=/);
  // Elsewhere: another browser opens the link.
  const other = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  await other.page.goto(link);
  await other.page.waitForSelector('[data-testid=replay]');
  assert.equal(await other.page.getAttribute('[data-testid=table]', 'data-viewer'), 'table');
  assert.equal(await other.page.locator(OWN).count(), 0, 'no hand in a link of a game not over');
  assert.equal(await other.page.locator('[data-testid=replay-eyes]').count(), 0, 'no choice of eyes');
  // Step back: the public history, still nobody's hand.
  await other.page.click('[data-testid=replay-prev]');
  await other.page.click('[data-testid=replay-first]');
  assert.equal(await other.page.getAttribute('[data-testid=table]', 'data-moves'), '0');
  assert.equal(await other.page.locator(OWN).count(), 0);
  await other.page.click('[data-testid=replay-last]');
  // Play from here as Ana, three times: never her real hand.
  const dealt = new Set();
  for (let k = 0; k < 3; k++) {
    if (k > 0) {
      await other.page.goto(link);
      await other.page.waitForSelector('[data-testid=replay]');
    }
    await other.page.click('[data-testid=play-from-open]');
    await other.page.locator('[data-testid=play-from]').first().click();
    await other.page.waitForSelector('[data-testid=hand] [data-card]');
    const hand = await handCards(other.page);
    assert.equal(hand.length, real.length, 'the same number of cards');
    assert.notDeepEqual(hand, real, 'play from here never deals the real hand');
    dealt.add(hand.join('|'));
  }
  assert.ok(dealt.size >= 2, 'the hands dealt anew vary');
  assert.deepEqual(problems, []);
  assert.deepEqual(other.problems, []);
  await other.context.close();
  await context.close();
});

/** Ana's own secret on screen: her hand, or Barracuda's wallet. */
const OWN_SECRET = '[data-testid=hand], [data-testid=wallet]';
const ownSecret = (page) => page.$eval(OWN_SECRET, (e) => e.innerText).catch(() => null);

/**
 * A game of `game` between Ana, Bob (people) and a computer, played to
 * Ana's own turn at move ≥ `moves`, her secret (hand, wallet) on screen.
 */
async function holderTurn(page, game, { moves = 8, seed = 11 } = {}) {
  if (game === 'sorciers') return anaTurn(page, { moves, seed });
  await page.goto(server.url(`?game=${game}&seats=human,human,easy&names=Ana,Bob,Cleo&pace=instant&seed=${seed}`));
  for (let i = 0; i < 600; i++) {
    const state = await page.evaluate((own) => {
      const t = document.querySelector('[data-testid=table]');
      return { curtain: !!document.querySelector('[data-testid=curtain]'), moves: Number(t?.dataset.moves ?? -1), viewer: t?.dataset.viewer, own: !!document.querySelector(own),
        act: !!document.querySelector('[data-testid=table] [data-move]:not([aria-disabled=true]), [data-testid=table] [data-draft]:not([aria-disabled=true])') };
    }, OWN_SECRET);
    if (state.viewer === '0' && state.moves >= moves && state.own && state.act) return;
    if (state.curtain) {
      await page.click('[data-testid=curtain-go]');
      await page.waitForSelector('[data-testid=table]');
      continue;
    }
    assert.notEqual(await playAny(page, { steps: 1, seed: i + 1 }), 'end');
  }
  throw new Error(`${game}: never reached Ana's turn`);
}

// Every game with a secret (Pfeffersäcke has none).
for (const game of GAMES.filter((g) => !g.public).map((g) => g.id)) test(`${game}: every way back into a game passes a curtain; a quick reload keeps the hand`, { timeout: 400_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  await holderTurn(page, game);
  await settle(page);
  const hand = await ownSecret(page);
  // A quick reload of the same tab: the same hands hold the tablet.
  await page.reload();
  await page.waitForSelector(OWN_SECRET);
  assert.equal(await ownSecret(page), hand, 'a reload a moment after shows the same hand');
  // Resume from the home.
  await page.click('[data-testid=home-btn]');
  await page.click('[data-testid=resume-btn]');
  await assertCurtain(page, 'Ana', 'resume from the home');
  await page.click('[data-testid=curtain-go]');
  await page.waitForSelector(OWN_SECRET);
  await settle(page);
  // A second tab on the same game.
  const second = await context.newPage();
  await second.goto(server.url(`?game=${game}`));
  await assertCurtain(second, 'Ana', 'a second tab');
  await second.close();
  // The first tab was overtaken (the second tab put the tablet down): continue from there.
  await page.waitForSelector('[data-testid=stale-reload]');
  await page.click('[data-testid=stale-reload]');
  await assertCurtain(page, 'Ana', 'continue from the other tab');
  await page.click('[data-testid=curtain-go]');
  await page.waitForSelector(OWN_SECRET);
  await settle(page);
  // The page hidden for more than 30 s, then shown again.
  const hide = (hidden) => page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { value: h, configurable: true });
    Object.defineProperty(document, 'visibilityState', { value: h ? 'hidden' : 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, hidden);
  await hide(true);
  // 31 s pass while hidden: the page's clock moved on (not waited for).
  await page.evaluate(() => {
    const now = Date.now.bind(Date);
    window.realNow = now;
    Date.now = () => now() + 31_000;
  });
  await hide(false);
  await assertCurtain(page, 'Ana', 'shown again after a while hidden');
  await page.evaluate(() => { Date.now = window.realNow; });
  await page.click('[data-testid=curtain-go]');
  await page.waitForSelector(OWN_SECRET);
  await settle(page);
  // Hidden, then reloaded (a tablet's browser discards a hidden page) after a while.
  await hide(true);
  await page.evaluate(() => sessionStorage.setItem('tablee.away', String(Date.now() - 60_000)));
  await page.goto(server.url(`?game=${game}`));
  await assertCurtain(page, 'Ana', 'a reload after a while away');
  await page.click('[data-testid=curtain-go]');
  await page.waitForSelector(OWN_SECRET);
  await settle(page);
  // A new game started beside it, then this one resumed from the home's list.
  const slot = await page.evaluate(() => new URLSearchParams(location.search).get('save'));
  await page.click('[data-testid=home-btn]');
  await page.click(`[data-testid=play-${game}]`);
  await page.waitForSelector('[data-testid=setup]');
  await page.click('[data-testid=start]');
  await page.waitForFunction((s) => new URLSearchParams(location.search).get('save') !== s, slot);
  await page.click('[data-testid=home-btn]');
  await page.click(`[data-testid=resume][data-save="${slot}"] [data-testid=resume-btn]`);
  await assertCurtain(page, 'Ana', 'resumed from the list beside a new game');
  await page.click('[data-testid=curtain-go]');
  await settle(page);
  // Export, then import the file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export]')]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tablee-')), 'game.json');
  await download.saveAs(file);
  await page.click('[data-testid=home-btn]');
  await page.setInputFiles('#import-file', file);
  await assertCurtain(page, 'Ana', 'an import');
  await page.click('[data-testid=curtain-go]');
  await settle(page);
  // Leaving a replay (a shared link of this game) back to the game in progress.
  await page.click('[data-testid=share]');
  const link = await page.inputValue('[data-testid=share-link]');
  await page.goto(link);
  await page.waitForSelector('[data-testid=replay]');
  await page.click('[data-testid=replay-leave]');
  await assertCurtain(page, 'Ana', 'leaving a replay');
  assert.deepEqual(problems, []);
  await context.close();
});

test("undo from the next player's curtain goes through its owner's own curtain", { timeout: 300_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  let undone = false;
  for (const seed of [11, 12, 13, 14]) {
    await anaTurn(page, { moves: 6, seed });
    const before = Number(await page.getAttribute('[data-testid=table]', 'data-moves'));
    await page.click('[data-testid=hand].playing button[data-card][aria-disabled=false]');
    // The computer may play next; wait for the curtain of Bob.
    const curtain = await page.waitForSelector('[data-testid=curtain], [data-testid=end]');
    if (await curtain.evaluate((e) => e.dataset.testid !== 'curtain')) continue;
    if (!(await page.$('[data-testid=curtain-undo]'))) continue;
    assert.equal(await page.innerText('[data-testid=curtain] h1'), 'Bob');
    await page.click('[data-testid=curtain-undo]');
    // Ana's own curtain first: nothing of hers shows yet.
    await assertCurtain(page, 'Ana', "the owner's curtain");
    // The page's title (what a screen reader says of the page) names her too.
    assert.match(await page.title(), /Pass the tablet to Ana$/);
    assert.match(await page.innerText('[data-testid=curtain-go]'), /take back/);
    // "Back" returns to Bob's curtain, nothing undone.
    await page.click('[data-testid=curtain-back]');
    await assertCurtain(page, 'Bob', 'back');
    await page.click('[data-testid=curtain-undo]');
    await assertCurtain(page, 'Ana', "the owner's curtain again");
    await page.click('[data-testid=curtain-go]');
    await page.waitForSelector('[data-testid=hand].playing button[data-card][aria-disabled=false]');
    assert.equal(Number(await page.getAttribute('[data-testid=table]', 'data-moves')), before, 'the move is taken back');
    assert.equal(await page.getAttribute('[data-testid=table]', 'data-viewer'), '0');
    undone = true;
    break;
  }
  assert.ok(undone, 'a move could be taken back from the curtain');
  assert.deepEqual(problems, []);
  await context.close();
});

test('an embed and the full app on one origin keep their own games; two embeds too', { timeout: 300_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  // The family's game in the full app (Ana is seat 0, named Xena here).
  await anaTurn(page, { moves: 6, names: 'Xena,Yann,Zoe' });
  await settle(page);
  const family = await storedSave(page, 'sorciers');
  // A blog's embed of Sorciers on the same origin: its own game, not the family's.
  const blog = await context.newPage();
  await blog.goto(server.url('?game=sorciers&embed=1'));
  await blog.waitForSelector('[data-testid=quick-start], [data-testid=setup]');
  assert.equal(await blog.locator('[data-testid=curtain], [data-testid=table]').count(), 0, 'the embed does not open the family game');
  assert.doesNotMatch(await blog.innerText('main'), /Xena|Yann|Zoe/, 'no name of the family game in the embed');
  await blog.click('[data-testid=quick-start]');
  await blog.waitForSelector('[data-testid=table]');
  await playAny(blog, { steps: 6, seed: 2 });
  await settle(blog);
  const embedKey = await saveKey(blog, 'sorciers');
  assert.match(embedKey ?? '', /^tablee\.embed\.save\.sorciers\./, 'the embed saves its own game, in its own space');
  assert.ok(await blog.evaluate((k) => localStorage.getItem(k), embedKey));
  assert.deepEqual(await storedSave(page, 'sorciers'), family, "the family's game is untouched");
  // Reopened, each finds its own.
  await blog.reload();
  await blog.waitForSelector('[data-testid=table]');
  assert.doesNotMatch(await blog.innerText('main'), /Xena|Yann|Zoe/);
  // (A reload of the same tab a moment after: the same hands hold it.)
  await page.reload();
  await page.waitForSelector('[data-testid=table]');
  assert.equal(Number(await page.getAttribute('[data-testid=table]', 'data-moves')), family.moves.length);
  assert.deepEqual(await storedSave(page, 'sorciers'), family, "the family's game is still untouched");
  // Two embeds of different games on one page: each keeps its own.
  const two = await context.newPage();
  await two.goto(`${server.origin}/blog/two-games.html`);
  for (const [id, game] of [['a', 'sorciers'], ['b', 'levee']]) {
    const frame = await (await two.waitForSelector(`iframe#${id}`, { state: 'attached' })).contentFrame();
    await frame.waitForSelector('[data-testid=table], [data-testid=quick-start]');
    if (await frame.$('[data-testid=quick-start]')) await frame.click('[data-testid=quick-start]');
    await frame.waitForSelector(`[data-testid=table][data-game=${game}]`);
    assert.ok(id);
  }
  assert.deepEqual(problems, []);
  await context.close();
});
