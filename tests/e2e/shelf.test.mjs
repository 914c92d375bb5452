// Every game in progress kept (issue "the front door"): several games of
// several games side by side, each resumed from the home to the screen it
// was left on (behind its curtain when a secret is next); a new game
// started without a question; removing asks, and can be undone; the
// previous release's one save per game opens; two tabs on two games never
// block each other; storage full says so, loses nothing, and offers the
// oldest finished game; the finished games for their replay and "Play again".
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, watchedPage, playAny, settle, screenSnapshot, storedSave, axe, ANY_MOVE, ROOT } from './harness.mjs';

let server, browser;
before(async () => { server = await serve({ prefix: '/k/' }); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const slotOf = (page) => page.evaluate(() => new URLSearchParams(location.search).get('save'));
const moves = (page) => page.evaluate(() => Number(document.querySelector('[data-testid=table]')?.dataset.moves ?? -1));
const rows = (page, kind = 'resume') => page.locator(`[data-testid=${kind}]`);
const home = async (page) => {
  await page.click('[data-testid=home-btn]');
  await page.waitForSelector('[data-testid=home]');
};

/** Starts a game from an address, plays to `n` moves, and shows its table (a curtain tapped). */
async function gameAt(page, query, n, seed) {
  await page.goto(server.url(`${query}&pace=instant`));
  await page.waitForSelector('[data-testid=table], [data-testid=curtain]');
  await playAny(page, { untilMoves: n, seed });
  if (await page.$('[data-testid=curtain-go]')) {
    await page.click('[data-testid=curtain-go]');
    await page.waitForSelector('[data-testid=table]');
  }
  await settle(page);
  return { slot: await slotOf(page), screen: await screenSnapshot(page), moves: await moves(page) };
}

test('three games of two games resumed in any order to the same screens, curtains included; a fourth started without a question', { timeout: 400_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  const games = [
    // Alone against computers: no curtain.
    { id: 'sorciers', q: '?game=sorciers&seats=human,easy,easy&names=Mamie,Papi,Lea&seed=3', n: 6, curtain: false },
    // Pass and play: the tablet is put down, the next secret comes after a curtain.
    { id: 'levee', q: '?game=levee&seats=human,human,easy&names=Ana,Bob,Cleo&seed=4', n: 5, curtain: true },
    { id: 'sorciers', q: '?game=sorciers&seats=human,human,human&names=Ana,Bob,Cleo&seed=5', n: 4, curtain: true },
  ];
  for (const [i, g] of games.entries()) Object.assign(g, await gameAt(page, g.q, g.n, i + 1));
  assert.equal(new Set(games.map((g) => g.slot)).size, 3, 'three saves');
  await home(page);
  assert.equal(await rows(page).count(), 3);
  assert.equal(await page.locator('[data-testid=replace-dialog]').count(), 0);
  for (const g of [games[2], games[0], games[1], games[2]]) {
    const row = page.locator(`[data-testid=resume][data-save="${g.slot}"]`);
    const text = await row.innerText();
    assert.match(text, g.id === 'levee' ? /Preums/ : /Sorciers/);
    assert.match(text, new RegExp(`\\b${g.moves} moves\\b`), text);
    assert.match(text, /’s turn/, 'whose turn it is');
    if (g.q.includes('easy')) assert.match(text, /\(computer\)/, 'the computers said');
    await row.locator('[data-testid=resume-btn]').click();
    // A seat's own screen of a pass-and-play game comes after its curtain.
    if (g.curtain && /^\d$/.test(g.screen.viewer)) {
      await page.waitForSelector('[data-testid=curtain]');
      assert.equal(await page.innerText('[data-testid=curtain] h1'), ['Ana', 'Bob', 'Cleo'][Number(g.screen.viewer)]);
      assert.equal(await page.locator('[data-testid=table]').count(), 0, 'nothing of the table behind the curtain');
      await page.click('[data-testid=curtain-go]');
    }
    await page.waitForSelector('[data-testid=table]');
    await settle(page);
    assert.deepEqual(await screenSnapshot(page), g.screen, `${g.id} ${g.slot}: the same screen`);
    assert.equal(await slotOf(page), g.slot, 'the address names the saved game');
    await home(page);
  }
  // A fourth, from the setup: no question; four in the list.
  await page.click('[data-testid=play-bourse]');
  await page.click('[data-testid=start]');
  await page.waitForSelector('[data-testid=table], [data-testid=curtain]');
  assert.equal(await page.locator('[data-testid=replace-dialog]').count(), 0, 'no question');
  await home(page);
  assert.equal(await rows(page).count(), 4);
  for (const g of games) assert.equal((await page.evaluate((k) => localStorage.getItem(k), `tablee.save.${g.id}.${g.slot}`)) !== null, true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('removing a game asks first, and Undo puts it back as it was; the home with its lists has no axe violation', { timeout: 300_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'fr-FR' });
  const a = await gameAt(page, '?game=levee&seats=human,easy,easy&names=Ana,Bob,Cléo&seed=7', 3, 1);
  const b = await gameAt(page, '?game=pfeffersacke&seats=human,easy&names=Ana,Bob&seed=8', 2, 2);
  // A finished game too, for the second list.
  await page.goto(server.url('?game=levee&seats=easy,easy,easy&pace=instant&seed=9'));
  await page.waitForSelector('[data-testid=end]', { timeout: 120_000 });
  await home(page);
  assert.deepEqual(await axe(page), [], 'the home with games in progress and finished');
  // On a phone: one column, the games in progress first, pictures scaled, nothing sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await page.evaluate(() => {
    const box = (sel) => document.querySelector(sel).getBoundingClientRect();
    const rows = [...document.querySelectorAll('[data-testid=saves-going] li')].map((li) => li.getBoundingClientRect());
    const thumb = document.querySelector('[data-testid=saves-going] img.thumb').getBoundingClientRect();
    return {
      sideways: document.documentElement.scrollWidth - window.innerWidth,
      oneColumn: rows.every((r) => Math.abs(r.left - rows[0].left) < 1),
      goingFirst: box('[data-testid=saves-going]').top < box('.games').top && box('[data-testid=saves-going]').top < box('[data-testid=saves-over]').top,
      ratio: thumb.width / thumb.height,
    };
  });
  assert.equal(phone.sideways, 0, 'nothing scrolls sideways');
  assert.ok(phone.oneColumn && phone.goingFirst, JSON.stringify(phone));
  assert.ok(Math.abs(phone.ratio - 16 / 9) < 0.05, `the picture scaled, not cropped: ${phone.ratio}`);
  await page.setViewportSize({ width: 1180, height: 820 });
  assert.equal(await rows(page).count(), 2);
  assert.equal(await rows(page, 'finished').count(), 1);
  const key = `tablee.save.levee.${a.slot}`;
  const text = await page.evaluate((k) => localStorage.getItem(k), key);
  const row = page.locator(`[data-testid=resume][data-save="${a.slot}"]`);
  // Asked first: "No" keeps it, focus back on Remove.
  await row.locator('[data-testid=remove]').click();
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'remove-yes');
  assert.match(await row.innerText(), /Retirer cette partie pour de bon/);
  assert.deepEqual(await axe(page), [], 'the home asking');
  await row.locator('[data-testid=remove-no]').click();
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'remove');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), text, 'kept');
  // Yes: gone, and said with Undo (focused).
  await row.locator('[data-testid=remove]').click();
  await row.locator('[data-testid=remove-yes]').click();
  await page.waitForSelector('[data-testid=removed]');
  assert.match(await page.innerText('[data-testid=removed]'), /La partie de Preums\s! avec Ana, Bob, Cléo a été retirée/);
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'undo-remove');
  assert.equal(await rows(page).count(), 1);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), null);
  assert.deepEqual(await axe(page), [], 'the home after a removal');
  // Undo: the same save, in the list again, and it resumes where it was.
  await page.click('[data-testid=undo-remove]');
  await page.waitForSelector('[data-testid=removed]', { state: 'detached' });
  assert.equal(await rows(page).count(), 2);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), text, 'the same save back');
  await row.locator('[data-testid=resume-btn]').click();
  await page.waitForSelector('[data-testid=table]');
  assert.equal(await moves(page), a.moves);
  assert.ok(b.slot);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the previous release's one save per game opens from the home, moved to the list with nothing lost", { timeout: 180_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  const old = fs.readFileSync(path.join(ROOT, 'tests/fixtures/saves/v1/levee.json'), 'utf8');
  const sorciers = fs.readFileSync(path.join(ROOT, 'tests/fixtures/saves/v1/sorciers.json'), 'utf8');
  await page.goto(server.url());
  await page.waitForSelector('[data-testid=home]');
  // As the previous release left them: one key per game, and when.
  await page.evaluate(([a, b]) => {
    localStorage.setItem('tablee.save.levee', a);
    localStorage.setItem('tablee.when.levee', String(Date.now() - 2 * 3_600_000));
    localStorage.setItem('tablee.save.sorciers', b);
  }, [old, sorciers]);
  await page.reload();
  await page.waitForSelector('[data-testid=resume][data-game=levee]');
  assert.equal(await rows(page).count(), 2);
  const stored = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
  assert.equal(stored['tablee.save.levee.0'], old, 'moved byte for byte');
  assert.equal(stored['tablee.save.sorciers.0'], sorciers);
  assert.equal(stored['tablee.save.levee'], undefined, 'the old key is gone');
  assert.match(await page.innerText('[data-testid=resume][data-game=levee]'), /2 hours ago/);
  await page.click('[data-testid=resume][data-game=levee] [data-testid=resume-btn]');
  await page.waitForSelector('[data-testid=curtain], [data-testid=table]');
  if (await page.$('[data-testid=curtain-go]')) await page.click('[data-testid=curtain-go]');
  await page.waitForSelector('[data-testid=table]');
  assert.equal(await moves(page), JSON.parse(old).moves.length, 'where it was');
  assert.deepEqual(problems, []);
  await context.close();
});

test('two tabs on two games never block each other', { timeout: 240_000 }, async () => {
  const { page: a, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  const b = await context.newPage();
  await a.goto(server.url('?game=sorciers&seats=human,easy,easy&pace=instant&seed=2'));
  await b.goto(server.url('?game=levee&seats=human,easy,easy&pace=instant&seed=3'));
  for (let i = 0; i < 3; i++) {
    for (const [page, id] of [[a, 'sorciers'], [b, 'levee']]) {
      await settle(page);
      const before = await moves(page);
      await page.click(ANY_MOVE);
      await page.waitForFunction((n) => Number(document.querySelector('[data-testid=table]')?.dataset.moves) > n, before);
      await settle(page);
      assert.equal(await page.locator('[data-testid=stale]').count(), 0, `${id}: not stopped by the other tab`);
      assert.equal((await storedSave(page, id)).moves.length, await moves(page), `${id}: every move saved`);
    }
  }
  assert.equal(await a.locator('[data-testid=stale]').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('storage full: said, nothing saved is lost, the oldest finished game offered; once removed the game is saved again', { timeout: 300_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  await page.goto(server.url('?game=levee&seats=easy,easy,easy&pace=instant&seed=9'));
  await page.waitForSelector('[data-testid=end]', { timeout: 120_000 });
  await settle(page);
  const g = await gameAt(page, '?game=sorciers&seats=human,easy,easy&seed=6', 3, 1);
  const before = await storedSave(page, 'sorciers');
  const finished = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tablee.save.levee.')));
  assert.equal(finished.length, 1);
  // The browser's quota: no more than what is stored now.
  await page.evaluate(() => {
    const size = () => Object.keys(localStorage).reduce((n, k) => n + k.length + localStorage.getItem(k).length, 0);
    const limit = size();
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      const now = this.getItem(k);
      if (this === localStorage && size() - (now === null ? 0 : k.length + now.length) + k.length + String(v).length > limit) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return set.call(this, k, v);
    };
  });
  await page.click(ANY_MOVE);
  await page.waitForSelector('[data-testid=storage-full]');
  assert.match(await page.innerText('[data-testid=storage-full]'), /storage is full[^]*Nothing saved before is lost/);
  assert.deepEqual(await storedSave(page, 'sorciers'), before, 'the save as it was');
  assert.notEqual(await page.evaluate((k) => localStorage.getItem(k), finished[0]), null, 'the finished game is still there');
  assert.equal(await page.locator('[data-testid=no-storage]').count(), 0, 'not "this browser keeps nothing"');
  const offer = page.locator('[data-testid=full-remove]');
  assert.match(await offer.innerText(), /Remove the oldest finished game \(Preums\s!, /);
  assert.deepEqual(await axe(page), []);
  // Removing it makes room: the game on the table is saved again, with every move.
  await offer.click();
  await page.waitForSelector('[data-testid=storage-full]', { state: 'detached' });
  await settle(page);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), finished[0]), null);
  const after = await storedSave(page, 'sorciers');
  assert.equal(after.moves.length, await moves(page), 'saved again');
  assert.ok(after.moves.length > before.moves.length);
  assert.equal(await page.locator('[data-testid=stale]').count(), 0, 'not taken for another tab');
  assert.equal(await slotOf(page), g.slot);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a finished game stays in the list: its replay, and a new game with the same players', { timeout: 240_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'de-DE' });
  await page.goto(server.url('?game=levee&seats=easy,easy,easy&names=Oma,Opa,Lea&pace=instant&seed=9'));
  await page.waitForSelector('[data-testid=end]', { timeout: 120_000 });
  const total = await moves(page);
  const winner = await page.evaluate(() => JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('tablee.save.levee.')))).winners);
  await home(page);
  const row = rows(page, 'finished');
  assert.equal(await row.count(), 1);
  assert.match(await row.innerText(), new RegExp(`Gewonnen von (${['Oma', 'Opa', 'Lea'][winner[0]]})`));
  await row.locator('[data-testid=watch-replay]').click();
  await page.waitForSelector('[data-testid=replay]');
  assert.equal(await page.getAttribute('[data-testid=table]', 'data-replay'), String(total));
  await home(page);
  await rows(page, 'finished').locator('[data-testid=play-again]').click();
  await page.waitForSelector('[data-testid=table], [data-testid=end]');
  const again = await storedSave(page, 'levee');
  assert.deepEqual(again.seats.map((s) => s.name), ['Oma', 'Opa', 'Lea']);
  await home(page);
  assert.equal(await rows(page, 'finished').count() + await rows(page).count(), 2, 'the finished game stays beside the new one');
  assert.deepEqual(problems, []);
  await context.close();
});
