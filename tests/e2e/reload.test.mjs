// Reload as a property, for every game: random legal play through the real
// UI (seeded), with pass-and-play humans (so curtains come) and computer
// seats; at random points the screen is captured as canonical HTML, the
// page reloaded, and the resumed screen must be identical, curtain (and the
// name on it) included. A reload behind a curtain shows the curtain again
// and nothing of anyone's hand. At least 30 reload points per game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  serve, launch, watchedPage, screenSnapshot, settle, storedSave, GAMES, CARD_NAME, ANY_MOVE, ANY_DRAFT, ANY_ACTION,
} from './harness.mjs';

/** Seats and seeds: two humans and a computer in two orders, and one human against two computers. */
const RUNS = [
  { seats: 'human,human,easy', seed: 101, reloads: 11 },
  { seats: 'human,easy,human', seed: 202, reloads: 11 },
  { seats: 'human,easy,easy', seed: 303, reloads: 8 },
];
const RELOAD_CHANCE = 0.45;

/** A small seeded generator (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let server, browser;
before(async () => { server = await serve({ prefix: '/r/' }); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Reloads and checks the same screen comes back; behind a curtain, nothing secret. */
async function reloadAndCompare(page, game, where) {
  const before = await screenSnapshot(page);
  await page.reload();
  if (before.curtain !== null) {
    await page.waitForSelector('[data-testid=curtain]', { timeout: 30_000 });
  } else if (before.moves !== null) {
    await page.waitForFunction((m) => document.querySelector('[data-testid=table]')?.dataset.moves === m, before.moves, { timeout: 30_000 });
  }
  await settle(page);
  const after = await screenSnapshot(page);
  assert.equal(after.curtain, before.curtain, `${where}: the same curtain`);
  assert.equal(after.moves, before.moves, `${where}: the same move count`);
  assert.equal(after.viewer, before.viewer, `${where}: the same viewer`);
  assert.equal(after.html, before.html, `${where}: the identical screen`);
  if (after.curtain !== null) {
    const leak = await page.evaluate((secret) => ({
      table: !!document.querySelector('[data-testid=table]'),
      secret: secret ? !!document.querySelector(secret) : false,
      text: document.body.innerText,
    }), game.secret ?? null);
    assert.equal(leak.table, false, `${where}: no table behind the curtain`);
    assert.equal(leak.secret, false, `${where}: no hand behind the curtain`);
    if (game.id === 'sorciers') assert.doesNotMatch(leak.text, CARD_NAME, `${where}: no card name behind the curtain`);
  }
  return before.curtain !== null;
}

// RELOAD_GAMES=sorciers,levee runs only those (while working on one game).
const ONLY = process.env.RELOAD_GAMES?.split(',');

/**
 * One random action of a human, inside the page (one round trip): the end
 * screen's "play again", a curtain, a legal move, or now and then a step of
 * a choice (up to 3 in a row); then waits until it took effect and a human
 * can act again (computers done). Returns what it did.
 */
function act(page, r1, r2, draftsInARow) {
  return page.evaluate(async ([r1, r2, draftsInARow, MOVE, DRAFT, ACTION]) => {
    const $ = (s) => document.querySelector(s);
    const mark = () => {
      const t = $('[data-testid=table]');
      return `${$('[data-testid=curtain]') ? 'c' : ''}${$('[data-testid=end]') ? 'e' : ''}|${t?.dataset.moves}|${t?.dataset.draftState}`;
    };
    // Resolves false if nothing changed in `ms` (a step of a choice may change nothing).
    const until = (ok, ms = 30_000) => new Promise((resolve) => {
      const t0 = performance.now();
      const tick = () => {
        if (ok()) resolve(true);
        else if (performance.now() - t0 > ms) resolve(false);
        else setTimeout(tick, 4);
      };
      tick();
    });
    const was = mark();
    const changed = () => mark() !== was && !!$(ACTION);
    if ($('[data-testid=end]')) {
      $('[data-testid=play-again]').click();
      await until(() => !$('[data-testid=end]') && changed());
      return 'again';
    }
    const curtain = $('[data-testid=curtain-go]');
    if (curtain) {
      curtain.click();
      await until(() => !!$('[data-testid=table]') && changed());
      return 'curtain';
    }
    const moves = [...document.querySelectorAll(MOVE)];
    const drafts = [...document.querySelectorAll(DRAFT)];
    const useDraft = drafts.length > 0 && (moves.length === 0 || (draftsInARow < 3 && r1 < 0.3));
    const pool = useDraft ? drafts : moves;
    if (!pool.length) return 'nothing';
    pool[Math.floor(r2 * pool.length)].click();
    if (useDraft) return (await until(changed, 3_000)) ? 'draft' : 'draft (no change)';
    return (await until(changed)) ? 'move' : `stuck after a move at ${mark()}`;
  }, [r1, r2, draftsInARow, ANY_MOVE, ANY_DRAFT, ANY_ACTION]);
}

for (const game of GAMES.filter((g) => !ONLY || ONLY.includes(g.id))) {
  test(`${game.id}: ≥30 random reloads resume the identical screen, curtains included`, { timeout: 360_000 }, async () => {
    let total = 0;
    let behindCurtain = 0;
    for (const run of RUNS) {
      const { page, problems, context } = await watchedPage(browser, { origins: [server.origin] });
      const random = rng(run.seed * 7919 + game.id.length);
      await page.goto(server.url(`?game=${game.id}&seats=${run.seats}&names=Ana,Bob,Cléo&pace=instant&seed=${run.seed}`));
      let reloads = 0;
      let draftsInARow = 0;
      for (let step = 0; reloads < run.reloads; step++) {
        assert.ok(step < 3000, `${game.id} ${run.seats}: ${reloads} reloads after ${step} steps`);
        await page.waitForSelector(ANY_ACTION, { timeout: 60_000 });
        // A reload point: never in the middle of a choice (a draft is not saved).
        if (draftsInARow === 0 && random() < RELOAD_CHANCE) {
          await settle(page);
          const where = `${game.id} ${run.seats} seed ${run.seed}, reload ${reloads + 1}`;
          const t0 = Date.now();
          if (await reloadAndCompare(page, game, where)) behindCurtain++;
          reloads++;
          if (process.env.RELOAD_TRACE) console.log(`${where}: ${Date.now() - t0} ms`);
          continue;
        }
        const t1 = Date.now();
        const did = await act(page, random(), random(), draftsInARow);
        if (process.env.RELOAD_TRACE) console.log(`act ${did}: ${Date.now() - t1} ms`);
        assert.doesNotMatch(did, /^stuck/, `${game.id} ${run.seats}: ${did}`);
        draftsInARow = did.startsWith('draft') ? draftsInARow + 1 : 0;
      }
      // The autosave kept up: the stored save is the current format.
      const saved = await storedSave(page, game.id);
      assert.equal(saved?.format, 2);
      total += reloads;
      assert.deepEqual(problems, []);
      await context.close();
    }
    assert.ok(total >= 30, `${total} reloads`);
    if (!game.public) assert.ok(behindCurtain >= 3, `${game.id}: ${behindCurtain} reloads behind a curtain`);
    console.log(`${game.id}: ${total} reloads, ${behindCurtain} behind a curtain`);
  });
}
