// The four newer games through the real UI, the same checks for each:
// 1. one human and computers play a whole game from the home screen to the
//    end screen (axe on setup, table and end);
// 2. with several humans, each curtain hides everything: no table, no hand,
//    no purse in the DOM (absent, not hidden); axe on a curtain;
// 3. a reload mid-game gives back the identical table;
// and every test fails on a console error, a page error or an off-origin request.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, playAny, axe, screenSnapshot, GAMES as ALL } from './harness.mjs';

/** The four newer games (Sorciers has its own tests). */
const GAMES = ALL.filter((g) => g.id !== 'sorciers');

let server, browser;
before(async () => { server = await serve({ prefix: '/blog/jeux/' }); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

for (const game of GAMES) {
  test(`${game.id}: a whole game, home → setup → table → end, axe on each screen`, { timeout: 900_000 }, async () => {
    const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
    await page.goto(server.url());
    await page.click(`[data-testid=play-${game.id}]`);
    await page.waitForSelector('[data-testid=setup]');
    await page.selectOption('[data-testid=players]', String(game.players));
    await page.selectOption('[data-testid=seat-kind-0]', 'human');
    for (let i = 1; i < game.players; i++) await page.selectOption(`[data-testid=seat-kind-${i}]`, i % 2 ? 'easy' : 'strong');
    await page.selectOption('[data-testid=pace]', 'instant');
    assert.deepEqual(await axe(page), [], 'axe: setup');
    await page.click('[data-testid=start]');
    await page.waitForSelector(`[data-testid=table][data-game=${game.id}]`);
    await page.waitForSelector('[data-testid=table] [data-move], [data-testid=table] [data-draft]');
    assert.deepEqual(await axe(page), [], 'axe: table');
    assert.equal(await playAny(page, { seed: 7 }), 'end');
    assert.equal(await page.locator('[data-testid=rank-row]').count(), game.players);
    assert.deepEqual(await axe(page), [], 'axe: end');
    await page.click('[data-testid=play-again]');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=table]')?.dataset.moves) < 50);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`${game.id}: with several humans, ${game.public ? 'no curtain (nothing is secret)' : 'nothing of the game is in the DOM behind a curtain'}`, { timeout: 600_000 }, async () => {
    const { page, problems, context } = await watchedPage(browser, { origins: [server.origin] });
    const seats = ['human', 'human', ...Array(game.players - 2).fill('easy')].join(',');
    await page.goto(server.url(`?game=${game.id}&seats=${seats}&names=Ana,Bob,Cléo,Dani,Eli,Flo&pace=instant&seed=5`));
    let curtains = 0;
    let checkedAxe = false;
    const result = await playAny(page, {
      seed: 3,
      steps: 400,
      onAction: async (kind) => {
        if (kind !== 'curtain-go') return;
        curtains += 1;
        const leak = await page.evaluate((secret) => ({
          table: !!document.querySelector('[data-testid=table]'),
          secret: !!document.querySelector(secret),
          text: document.querySelector('main').innerText,
        }), game.secret);
        assert.equal(leak.table, false, 'no table behind the curtain');
        assert.equal(leak.secret, false, 'no secret element behind the curtain');
        assert.match(leak.text, /Passez la tablette à\s+(Ana|Bob)/);
        if (!checkedAxe) {
          assert.deepEqual(await axe(page), [], 'axe: curtain');
          checkedAxe = true;
        }
      },
    });
    if (game.public) {
      // Nothing is secret in this game: the tablet passes without a curtain.
      assert.equal(curtains, 0, `no curtain in a game without secrets (${result})`);
    } else {
      assert.ok(curtains >= 3, `curtains seen: ${curtains} (${result})`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`${game.id}: a reload mid-game resumes the identical table`, { timeout: 300_000 }, async () => {
    const { page, problems, context } = await watchedPage(browser, { origins: [server.origin] });
    await page.goto(server.url(`?game=${game.id}&seats=human,${Array(game.players - 1).fill('easy').join(',')}&pace=instant&seed=21`));
    assert.equal(await playAny(page, { seed: 11, untilMoves: 12 }), "moves");
    const snap = () => screenSnapshot(page);
    const before = await snap();
    await page.reload();
    await page.waitForFunction((m) => document.querySelector('[data-testid=table]')?.dataset.moves === m, before.moves);
    assert.deepEqual(await snap(), before);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`${game.id}: embedded (?game=${game.id}&embed=1): compact chrome, the game plays`, { timeout: 300_000 }, async () => {
    const { page, problems, context } = await watchedPage(browser, { origins: [server.origin] });
    const seats = ['human', ...Array(game.players - 1).fill('easy')].join(',');
    await page.goto(server.url(`?game=${game.id}&embed=1&seats=${seats}&pace=instant&seed=4`));
    await page.waitForSelector(`[data-testid=table][data-game=${game.id}]`);
    assert.equal(await page.$('[data-testid=home-btn]'), null, 'no way home in a blog post');
    const href = await page.getAttribute('[data-testid=open-full]', 'href');
    assert.match(href, new RegExp(`game=${game.id}`));
    assert.equal(await playAny(page, { seed: 2, untilMoves: 8 }), 'moves');
    assert.deepEqual(await axe(page), [], 'axe: embedded table');
    assert.deepEqual(problems, []);
    await context.close();
  });
}
