// A blog's embed of each game (?game=G&embed=1): it loads its game's own
// build (the app with that game alone, scripts/post_build.py 5: a main module
// and one chunk), and no code, texts or rules of another game; a game in it
// plays to its end. When that build cannot be had, the page falls back to
// the full one, and every chunk of it failing on the way does not stop it
// either (the load is tried again a moment later). A replay's position
// (a `#r=` address) is read by the full build: the embed's own has no
// reader of links, nor of a game continued from a shared position.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, playAny, GAME_IDS } from './harness.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// Whose file a request is: `game-<id>-<hash>.wasm[.gz]`, `embed-<id>-…` (its own
// build), `i18n/<lang>/<id>.txt`, `i18n/<lang>/rules/<id>…`.
const gameOf = (rel) => {
  const g = (/^(?:game|embed)-([a-z]+)-[0-9a-z-]+\.(wasm(\.gz)?|js)$/.exec(rel) || /^i18n\/[a-z]{2}\/(?:rules\/)?([a-z]+)[.-]/.exec(rel) || [])[1];
  return GAME_IDS.includes(g) ? g : undefined;
};
const isChunk = (rel) => /^(game|shared)-[a-z0-9]+-[0-9a-f]{16}\.wasm(\.gz)?$/.test(rel);
// An embed's own build: its glue and main module, its chunk and the chunk's loader.
const isEmbedBuild = (rel) => /^embed-[a-z]+-(code-|split-)?[0-9a-f]{16}(_bg\.wasm(\.gz)?|\.wasm(\.gz)?|\.js)$/.test(rel);

for (const game of GAME_IDS) {
  test(`${game}'s embed: its own build only; without it, the full one, every chunk failing on the way; a game to its end`, { timeout: 240_000 }, async () => {
    const fetched = [];
    const failed = new Set();
    const refused = new Map();
    let moduleDown = true;
    const app = await serve({
      prefix: '/blog/',
      // First the embed's own build cannot be had (its glue, its modules):
      // the page falls back to the full build, whose chunks each fail twice
      // (the .gz, then the plain file the page falls back to), and whose load
      // is tried again a moment later.
      alter: (rel) => {
        fetched.push(rel);
        if (isEmbedBuild(rel)) return moduleDown && { status: 503 };
        if (!isChunk(rel)) return null;
        const chunk = rel.replace(/\.gz$/, '');
        const n = (refused.get(chunk) ?? 0) + 1;
        refused.set(chunk, n);
        if (n > 2) return null;
        failed.add(chunk);
        return { status: 503 };
      },
    });
    const { page, problems, context } = await watchedPage(browser, { origins: [app.origin], locale: 'en-GB', viewport: { width: 700, height: 500 } });
    // The landing is drawn from the game's listing: it may show before any chunk answered.
    await page.goto(app.url(`?game=${game}&embed=1`));
    const quick = page.locator('[data-testid=quick-start]');
    await quick.waitFor();
    assert.match(await quick.innerText(), /Play against 2 computers/);
    await quick.click();
    await page.waitForSelector('[data-testid=table]');
    assert.equal(await page.locator('[data-testid=load-failed]').count(), 0, 'no failure said: the load was tried again');
    assert.ok([...refused.values()].some((n) => n >= 3), 'a chunk was asked for a third time');
    assert.ok(failed.size >= 2, `chunks refused once: ${[...failed].join(', ')}`);
    assert.ok([...failed].some((c) => c.startsWith(`game-${game}-`)), "the game's own chunk was among them");
    assert.ok(fetched.some((r) => /^tablee-[0-9a-f]+_bg\.wasm/.test(r)), 'the full build took over');
    const before = [...new Set(fetched.map(gameOf).filter((g) => g && g !== game))];
    assert.deepEqual(before, [], `no file of another game from the full build either: ${before.join(', ')}`);
    // A whole game of computers in the same frame, to its end, with its own
    // build: nothing of the full one.
    moduleDown = false;
    fetched.length = 0;
    await page.goto(app.url(`?game=${game}&embed=1&seats=easy,easy,easy&pace=instant&seed=4`));
    const end = page.locator('[data-testid=end]');
    await end.waitFor({ timeout: 180_000 });
    assert.match(await end.innerText(), /Victory: (Ana|Bob|Cléo)|draw|tie/i, 'the end names who won');
    assert.ok(Number(await page.getAttribute('[data-testid=table]', 'data-moves')) >= 20, 'a whole game was played');
    const others = [...new Set(fetched.map(gameOf).filter((g) => g && g !== game))];
    assert.deepEqual(others, [], `no file of another game: ${fetched.filter((r) => others.includes(gameOf(r))).join(', ')}`);
    const own = fetched.filter(isEmbedBuild).map((r) => r.replace(/[0-9a-f]{16}/, 'H'));
    assert.deepEqual(own.filter((r) => r.endsWith('.wasm.gz')).sort(), [`embed-${game}-H_bg.wasm.gz`, `embed-${game}-code-H.wasm.gz`],
      `its own build: its main module and its one chunk (${fetched.join(', ')})`);
    const full = fetched.filter((r) => isChunk(r) || /^(tablee|split)-[0-9a-f]+(_bg\.wasm(\.gz)?|\.js)$/.test(r));
    assert.deepEqual(full, [], 'nothing of the full build');
    // The game watched again: the address holds the replay's position (a
    // `#r=` link), which the embed's own build cannot read. Reloaded, the
    // page loads the full app's build, which shows that very position.
    await page.click('[data-testid=watch]');
    await page.waitForSelector('[data-testid=replay]');
    await page.click('[data-testid=replay-next]');
    await page.waitForFunction(() => document.querySelector('[data-testid=table]')?.dataset.moves === '1');
    assert.match(page.url(), /embed=1.*#r=/, 'the replay\'s position is in the address');
    fetched.length = 0;
    await page.reload();
    await page.waitForSelector('[data-testid=replay]');
    assert.equal(await page.getAttribute('[data-testid=table]', 'data-moves'), '1', 'the same position');
    assert.ok(fetched.some((r) => /^tablee-[0-9a-f]+_bg\.wasm/.test(r)), `the full build: ${fetched.join(', ')}`);
    assert.deepEqual(fetched.filter(isEmbedBuild), [], "nothing of the embed's own build");
    assert.deepEqual(problems.filter((p) => !/503|Failed to load resource|HTTP status code is not ok|dynamically imported module/.test(p)), []);
    await context.close();
    await app.close();
  });
}

test("a game continued from a shared position in an embed: after a reload, the full app's build opens it", { timeout: 240_000 }, async () => {
  const fetched = [];
  const app = await serve({ prefix: '/blog/', alter: (rel) => { fetched.push(rel); return null; } });
  const { page, problems, context } = await watchedPage(browser, { origins: [app.origin], locale: 'en-GB', viewport: { width: 700, height: 500 } });
  // A link of a game not over, opened in an embed (the full app reads it),
  // played from its position: a game continued from it, saved in the embed.
  await page.goto(app.url('?game=sorciers&seats=human,easy,easy&pace=instant&seed=4'));
  await playAny(page, { untilMoves: 6 });
  await page.click('[data-testid=share]');
  const code = (await page.inputValue('[data-testid=share-link]')).split('#r=')[1];
  await page.goto(app.url(`?game=sorciers&embed=1#r=${code}`));
  await page.waitForSelector('[data-testid=replay]');
  await page.click('[data-testid=play-from-open]');
  await page.locator('[data-testid=play-from]').first().click();
  await page.waitForSelector('[data-testid=hand] [data-card]');
  const moves = await page.getAttribute('[data-testid=table]', 'data-moves');
  const continued = () => page.evaluate(() => Object.values(localStorage).filter((v) => v.startsWith('{"format":3,"game":"sorciers"')).length);
  assert.equal(await continued(), 1, 'saved as a game continued from a position');
  assert.match(page.url(), /\?game=sorciers&save=[^#]*&embed=1$/, 'the address names the save, with no link');
  // Reloaded: the page takes the embed's own build, which hands the game
  // to the full app's (loaded again); the game is back where it was.
  fetched.length = 0;
  await page.reload();
  await page.waitForSelector('[data-testid=hand] [data-card], [data-testid=curtain-go]');
  assert.equal(await page.getAttribute('[data-testid=table]', 'data-moves'), moves, 'the same game, at the same move');
  // (The full app's files come from the browser's cache: ask the page which build it picked.)
  const picked = () => page.evaluate(() => self.tableeModules[0][0]);
  assert.ok(fetched.some((r) => /^embed-sorciers-[0-9a-f]{16}_bg\.wasm/.test(r)), `the embed's own build first: ${fetched.join(', ')}`);
  assert.match(await picked(), /^\.\/tablee-[0-9a-f]{16}\.js$/, 'then the full one');
  assert.equal(await page.locator('[data-testid=load-failed]').count(), 0);
  // The tab keeps the full app: reloaded again, it is the only build fetched.
  fetched.length = 0;
  await page.reload();
  await page.waitForSelector('[data-testid=hand] [data-card], [data-testid=curtain-go]');
  assert.deepEqual(fetched.filter((r) => r.startsWith('embed-')), [], 'nothing of the embed\'s own build');
  assert.match(await picked(), /^\.\/tablee-/);
  assert.equal(await continued(), 1);
  // The same game in a new tab, which nobody is known to hold: the embed's
  // build hands it over without marking the tab as just left (the full app
  // would take the tablet to be in the same hands, and skip the curtain).
  const tab = await context.newPage();
  await tab.goto(page.url());
  await tab.waitForSelector('[data-testid=hand] [data-card], [data-testid=curtain-go]');
  assert.deepEqual(await tab.evaluate(() => [self.tableeModules[0][0].slice(0, 9), sessionStorage.tableeFull]), ['./tablee-', '1'], 'handed over to the full app');
  assert.equal(await tab.evaluate(() => sessionStorage.getItem('tablee.away')), null, 'no mark of a tab just left');
  assert.deepEqual(problems, []);
  await context.close();
  await app.close();
});
