// Two tabs of the same origin on one saved game must not corrupt the save.
// Each save carries a write count and the id of the tab that wrote it; a
// tab writes only if the stored save is still the one it last read or wrote
// (compare-and-set), and listens to the `storage` event to stop as soon as
// the other tab moves. The stale tab says so, plays nothing more, and can
// take the latest save ("Continue here from there").
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, screenSnapshot, settle, storedSave, saveKey, ANY_MOVE, ANY_ACTION } from './harness.mjs';

let server, browser;
before(async () => { server = await serve({ prefix: '/t/' }); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const GAME = 'sorciers';
const START = `?game=${GAME}&seats=human,easy,easy&names=Ana,Bob,Cléo&pace=instant&seed=5`;

const moves = (page) => page.evaluate(() => Number(document.querySelector('[data-testid=table]')?.dataset.moves));

/** Taps a legal move and waits for the computers' answers and the autosave. */
async function playMove(page) {
  await settle(page);
  const before = await moves(page);
  await page.click(ANY_MOVE);
  await page.waitForFunction((b) => Number(document.querySelector('[data-testid=table]')?.dataset.moves) > b, before);
  await settle(page);
}

/** Two pages of one browser context (one origin, one localStorage). */
async function twoTabs({ muteB = false } = {}) {
  const w = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  const a = w.page;
  await a.goto(server.url(START));
  await settle(a);
  const b = await w.context.newPage();
  b.on('console', (m) => { if (m.type() === 'error') w.problems.push(`console error (B): ${m.text()}`); });
  b.on('pageerror', (e) => w.problems.push(`page error (B): ${e.message}`));
  if (muteB) {
    // This tab misses the other's writes (as a tab asleep in the background
    // might): only compare-and-set can stop it.
    await b.addInitScript(() => window.addEventListener('storage', (e) => e.stopImmediatePropagation()));
  }
  await b.goto(server.url(`?game=${GAME}&pace=instant`));
  await settle(b);
  assert.equal(await moves(b), await moves(a), 'B resumes the same game');
  return { ...w, a, b };
}

/** The stored save loads in a fresh tab, to the very screen `latest` shows. */
async function assertStoredIs(context, latest) {
  const c = await context.newPage();
  await c.goto(server.url(`?game=${GAME}&pace=instant`));
  await c.waitForSelector('[data-testid=table]');
  await settle(c);
  assert.equal(await c.$('[data-testid=save-error]'), null, 'the stored save reads back');
  const [got, want] = [await screenSnapshot(c), await screenSnapshot(latest)];
  assert.equal(got.moves, want.moves, 'no lost or extra move');
  assert.equal(got.html, want.html, 'the stored game is the latest tab\'s game');
  await c.close();
}

test('a move in one tab stops the other at once; it continues from there; the stale tab cannot write', { timeout: 180_000 }, async () => {
  const { a, b, problems, context } = await twoTabs();
  const start = await storedSave(a, GAME);
  // A plays: B hears of it (storage event) and stops with the notice.
  await playMove(a);
  const afterA = await storedSave(a, GAME);
  assert.ok(afterA.rev > start.rev);
  await b.waitForSelector('[data-testid=stale]');
  assert.match(await b.innerText('[data-testid=stale]'), /This game was continued in another tab/);
  assert.equal(await b.$('[data-testid=table]'), null, 'the stale tab shows no table');
  assert.deepEqual(await storedSave(b, GAME), afterA, 'B wrote nothing');
  // B continues from A's move, then plays.
  await b.click('[data-testid=stale-reload]');
  await b.waitForSelector('[data-testid=table]');
  await settle(b);
  assert.equal(await moves(b), await moves(a), 'B picked up A\'s move');
  await playMove(b);
  const afterB = await storedSave(b, GAME);
  assert.deepEqual(afterB.moves.slice(0, afterA.moves.length), afterA.moves, 'B continued A\'s moves');
  assert.ok(afterB.moves.length > afterA.moves.length);
  assert.ok(afterB.rev > afterA.rev && afterB.writer !== afterA.writer);
  // A is now the stale one: no table to play on, the notice instead.
  await a.waitForSelector('[data-testid=stale]');
  assert.equal(await a.$(ANY_MOVE), null, 'nothing to play in the stale tab');
  assert.deepEqual(await storedSave(a, GAME), afterB, 'A wrote nothing');
  await assertStoredIs(context, b);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a tab that missed the other\'s write is stopped by compare-and-set, and the save stays the other\'s', { timeout: 180_000 }, async () => {
  const { a, b, problems, context } = await twoTabs({ muteB: true });
  await playMove(a);
  const afterA = await storedSave(a, GAME);
  // B heard nothing: its table is still up, one move behind.
  await b.waitForTimeout(300);
  assert.equal(await b.$('[data-testid=stale]'), null, 'B missed the event');
  assert.ok(await moves(b) < await moves(a));
  // B plays its stale move: the write is refused, B stops and says so.
  await b.click(ANY_MOVE);
  await b.waitForSelector('[data-testid=stale]');
  assert.match(await b.innerText('[data-testid=stale]'), /Continue here from there/);
  assert.deepEqual(await storedSave(b, GAME), afterA, 'the stale move was not written');
  await assertStoredIs(context, a);
  // From there, B takes the latest save and the game goes on in B.
  await b.click('[data-testid=stale-reload]');
  await b.waitForSelector('[data-testid=table]');
  await settle(b);
  assert.equal(await moves(b), await moves(a));
  await playMove(b);
  assert.ok((await storedSave(b, GAME)).moves.length > afterA.moves.length);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a save removed by the other tab (from the home\'s list) is not written back', { timeout: 180_000 }, async () => {
  const { a, b, problems, context } = await twoTabs({ muteB: true });
  // B writes the save once (its own move), then the other tab removes it.
  await playMove(b);
  await b.waitForTimeout(300);
  const key = await saveKey(b, GAME);
  await a.evaluate((k) => localStorage.removeItem(k), key);
  // B missed the event: its next move must not bring the removed game back.
  await b.click(ANY_MOVE);
  await b.waitForSelector('[data-testid=stale]');
  assert.equal(await storedSave(b, GAME), null, 'the removed save stays removed');
  // A tab that hears of the removal stops at once.
  const c = await context.newPage();
  await c.goto(server.url(START));
  await settle(c);
  await playMove(c);
  await a.evaluate((k) => localStorage.removeItem(k), await saveKey(c, GAME));
  await c.waitForSelector('[data-testid=stale]');
  assert.equal(await storedSave(c, GAME), null);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a tab writes the save only under the tabs\' shared lock (no two read-compare-writes at once)', { timeout: 180_000 }, async () => {
  const w = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  const a = w.page;
  await a.goto(server.url(START));
  await settle(a);
  const before = await storedSave(a, GAME);
  // Another tab's write in progress: it holds the lock on this game's save.
  await a.evaluate((name) => new Promise((held) => {
    navigator.locks.request(name, () => { held(); return new Promise((r) => { window.__release = r; }); });
  }), await saveKey(a, GAME));
  const m0 = await moves(a);
  await a.click(ANY_MOVE);
  await a.waitForFunction((b) => Number(document.querySelector('[data-testid=table]')?.dataset.moves) > b, m0);
  await a.waitForSelector(ANY_ACTION, { timeout: 60_000 });
  await a.waitForTimeout(400);
  assert.deepEqual(await storedSave(a, GAME), before, 'nothing written while the other holds the lock');
  await a.evaluate(() => window.__release());
  await a.waitForFunction((k) => JSON.parse(localStorage.getItem(k) ?? '{}').moves?.length > 0, await saveKey(a, GAME));
  await settle(a);
  const after = await storedSave(a, GAME);
  assert.equal(after.moves.length, await moves(a), 'written once the lock is free, with every move');
  assert.ok(after.rev > before.rev, 'a newer write');
  assert.equal(await a.$('[data-testid=stale]'), null, 'no conflict: nobody else wrote');
  assert.deepEqual(w.problems, []);
  await w.context.close();
});

test('the notice in French', { timeout: 120_000 }, async () => {
  const w = await watchedPage(browser, { origins: [server.origin], locale: 'fr-FR' });
  await w.page.goto(server.url(START));
  await settle(w.page);
  const b = await w.context.newPage();
  await b.goto(server.url(`?game=${GAME}&pace=instant`));
  await settle(b);
  await playMove(w.page);
  await b.waitForSelector('[data-testid=stale]');
  assert.match(await b.innerText('[data-testid=stale]'), /Cette partie a continué dans un autre onglet[\s\S]*Continuer ici à partir de là/);
  assert.deepEqual(w.problems, []);
  await w.context.close();
});
