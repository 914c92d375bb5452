// A blog's embed of each game (?game=G&embed=1): its landing shows before
// the game's code is here, it fetches no code, texts or rules of another
// game, every chunk failing on the way (its .gz and its plain file) does not
// stop it (the load is tried again a moment later), and a game in it plays
// to its end.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, GAME_IDS } from './harness.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// Whose file a request is: `game-<id>-<hash>.wasm[.gz]`, `i18n/<lang>/<id>.txt`, `i18n/<lang>/rules/<id>…`.
const gameOf = (rel) => {
  const g = (/^game-([a-z]+)-[0-9a-f]{16}\.wasm(\.gz)?$/.exec(rel) || /^i18n\/[a-z]{2}\/(?:rules\/)?([a-z]+)[.-]/.exec(rel) || [])[1];
  return GAME_IDS.includes(g) ? g : undefined;
};
const isChunk = (rel) => /^(game|shared)-[a-z0-9]+-[0-9a-f]{16}\.wasm(\.gz)?$/.test(rel);

for (const game of GAME_IDS) {
  test(`${game}'s embed: its landing first, only its own code, every chunk failing on the way, a game to its end`, { timeout: 240_000 }, async () => {
    const fetched = [];
    const failed = new Set();
    const refused = new Map();
    const app = await serve({
      prefix: '/blog/',
      // The first two requests of each chunk fail: its .gz, then the plain
      // file the page falls back to. The load is tried again a moment later.
      alter: (rel) => {
        fetched.push(rel);
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
    // A whole game of computers in the same frame, to its end.
    await page.goto(app.url(`?game=${game}&embed=1&seats=easy,easy,easy&pace=instant&seed=4`));
    const end = page.locator('[data-testid=end]');
    await end.waitFor({ timeout: 180_000 });
    assert.match(await end.innerText(), /Victory: (Ana|Bob|Cléo)|draw|tie/i, 'the end names who won');
    assert.ok(Number(await page.getAttribute('[data-testid=table]', 'data-moves')) >= 20, 'a whole game was played');
    const others = [...new Set(fetched.map(gameOf).filter((g) => g && g !== game))];
    assert.deepEqual(others, [], `no file of another game: ${fetched.filter((r) => others.includes(gameOf(r))).join(', ')}`);
    assert.ok(fetched.some((r) => r.startsWith(`game-${game}-`)));
    assert.deepEqual(problems.filter((p) => !/503|Failed to load resource|HTTP status code is not ok/.test(p)), []);
    await context.close();
    await app.close();
  });
}
