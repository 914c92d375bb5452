// Each game's code is a chunk of its own (src/app/games.rs), and the screens
// only a game needs (setup, table, rules) come with it: the home loads no
// chunk, not even to show a saved game; an embed loads only its game's; a
// chunk that cannot be loaded (offline before the first visit was cached, a
// new version deployed while the page is open) is said, with a retry that
// works once the chunk can be had. The game screens' style sheets come with
// a game the same way, the tables' own (style/table.css) and that game's only
// (style/games/<id>.css), in that order: the home's only sheet is the shell's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, watchedPage, ROOT } from './harness.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const chunkOf = (url) => (/\/game-([a-z]+)-[0-9a-f]{16}\.wasm(\.gz)?$/.exec(url) || [])[1];

test('the home loads no game, even to show a saved one; opening a game loads its chunk only', { timeout: 120_000 }, async () => {
  const app = await serve({ prefix: '/blog/' });
  const { page, problems, context } = await watchedPage(browser, { origins: [app.origin], locale: 'en-GB' });
  const games = [];
  const chunks = [];
  const sheets = [];
  page.on('request', (r) => {
    const g = chunkOf(r.url());
    if (g) games.push(g);
    if (/\.css$/.test(r.url())) sheets.push(new URL(r.url()).pathname.replace(/-[0-9a-f]{1,16}\.css$/, '.css'));
    if (/\.wasm(\.gz)?$/.test(r.url()) && !/\/tablee-[0-9a-f]{1,16}_bg\.wasm/.test(r.url())) chunks.push(r.url());
  });
  const save = fs.readFileSync(path.join(ROOT, 'tests/fixtures/saves/v1/barracuda.json'), 'utf8');
  await page.addInitScript((s) => { if (!localStorage.getItem('tablee.save.barracuda')) localStorage.setItem('tablee.save.barracuda', s); }, save);
  await page.goto(app.url());
  const banner = page.locator('[data-testid=resume][data-game=barracuda]');
  await banner.waitFor();
  const moves = JSON.parse(save).moves.length;
  assert.match(await banner.innerText(), /Barracuda[^]*Ana, Bob, Cléo/);
  assert.match(await banner.innerText(), new RegExp(`\\b${moves} moves\\b`));
  await page.waitForTimeout(300);
  assert.deepEqual(chunks, [], 'no chunk at all for the home (neither a game nor the game screens)');
  assert.deepEqual(sheets, ['/blog/main.css'], "the shell's sheet only");
  await page.click('[data-testid=play-sorciers]');
  await page.waitForSelector('[data-testid=setup]');
  assert.deepEqual([...new Set(games)], ['sorciers'], 'only the opened game');
  assert.deepEqual(sheets, ['/blog/main.css', '/blog/table.css', '/blog/sorciers.css'], "the game screens' sheets with the game: the tables' own, then the game's");
  // The setup is shown styled: its Start bar sticks to the foot (table.css).
  assert.equal(await page.$eval('.setup > .actions', (e) => getComputedStyle(e).position), 'sticky');
  // Resuming the saved game loads its chunk, and the table is where it was.
  await page.click('[data-testid=home-btn]');
  await page.click('[data-testid=resume-btn]');
  // (The fixture stops at a curtain: the tablet is handed to Ana.)
  await page.waitForSelector('[data-testid=curtain]');
  assert.match(await page.innerText('[data-testid=curtain] h1'), /Ana/);
  assert.deepEqual([...new Set(games)].sort(), ['barracuda', 'sorciers']);
  assert.deepEqual(sheets, ['/blog/main.css', '/blog/table.css', '/blog/sorciers.css', '/blog/barracuda.css'], "the second game's own sheet, no other");
  // Barracuda's table is drawn with its own sheet (style/games/barracuda.css).
  await page.click('[data-testid=curtain-go]');
  await page.waitForSelector('.bar-slots');
  assert.equal(await page.$eval('.bar-slots', (e) => getComputedStyle(e).display), 'grid', "Barracuda's bars are laid out by its sheet");
  assert.deepEqual(problems, []);
  await context.close();
  await app.close();
});

const CASES = [
  { what: "a game's chunk", file: /^game-sorciers-/, embed: false },
  // (An embed loads its own build: its main module, then its one chunk.)
  { what: "a game's chunk", file: /^embed-sorciers-code-/, embed: true },
  { what: "the game screens' style sheet", file: /^table-[0-9a-f]{1,16}\.css$/, embed: false },
  { what: "a game's own style sheet", file: /^sorciers-[0-9a-f]{16}\.css$/, embed: true },
];
for (const { what, file, embed } of CASES) {
  test(`${what} that cannot be loaded: a clear message and a retry${embed ? ' (embed)' : ''}`, { timeout: 120_000 }, async () => {
    let down = true;
    const app = await serve({
      prefix: '/jeux/',
      alter: (rel) => down && file.test(rel) && { status: 503 },
    });
    const { page, problems, context } = await watchedPage(browser, { origins: [app.origin], locale: 'en-GB' });
    if (embed) {
      await page.goto(app.url('?game=sorciers&embed=1'));
    } else {
      await page.goto(app.url());
      await page.click('[data-testid=play-sorciers]');
    }
    const failed = page.locator('[data-testid=load-failed]');
    await failed.waitFor();
    assert.match(await failed.innerText(), /Sorciers could not be loaded/);
    assert.equal(await failed.getAttribute('role'), 'alert');
    // An embed's landing is drawn without the game's code: it stays, the
    // failure above it; the full app shows nothing of the game yet.
    if (embed) assert.ok(await page.$('[data-testid=quick-start]'), "the embed's landing stays");
    else assert.equal(await page.$('[data-testid=setup]'), null);
    // The server is back: the retry opens the game.
    down = false;
    await page.click('[data-testid=load-retry]');
    await page.waitForSelector('[data-testid=setup]');
    assert.equal(await page.$('[data-testid=load-failed]'), null, 'the message is gone');
    await page.click(embed ? '[data-testid=quick-start]' : '[data-testid=start]');
    await page.waitForSelector('[data-testid=table]');
    assert.equal(await page.$eval('[data-testid=table]', (e) => getComputedStyle(e).display), 'grid', 'the table is styled');
    // Each sheet once, the game's after the tables' own (it wins a tie).
    const links = await page.$$eval('head link[rel=stylesheet]', (ls) => ls.map((l) => new URL(l.href).pathname.replace(/^.*\/|-[0-9a-f]{1,16}\.css$/g, '')));
    assert.deepEqual(links, ['main', 'table', 'sorciers']);
    // The browser itself reports the refused files; nothing else went wrong.
    assert.deepEqual(problems.filter((p) => !/503|Failed to load resource|HTTP status code is not ok|(game|embed)-sorciers|dynamically imported module|(table|sorciers)-[0-9a-f]{1,16}\.css/.test(p)), []);
    await context.close();
    await app.close();
  });
}
