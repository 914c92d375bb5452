// Saves from older and newer versions, with the committed fixtures
// (tests/fixtures/saves/): a format-1 save of each game of format 1 resumes exactly
// where it was (curtain included) and is written back as format 2; a
// format-0 save gets a clear message in the player's language, its raw text
// shown, downloadable and copyable byte for byte, and is never wiped unasked;
// a format-99 save says it comes from a newer version.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, watchedPage, settle, storedSave, storedRaw, GAMES, ROOT } from './harness.mjs';

const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'saves');
const fixture = (name) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

let server, browser;
before(async () => { server = await serve({ prefix: '/s/' }); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** A page of the app with `text` stored as the save of `game`. */
async function withSave(game, text, { locale = 'fr-FR' } = {}) {
  const w = await watchedPage(browser, { origins: [server.origin], locale });
  await w.page.goto(server.url());
  await w.page.waitForSelector('[data-testid=home]');
  await w.page.evaluate(([k, v]) => localStorage.setItem(k, v), [`tablee.save.${game}`, text]);
  await w.page.goto(server.url(`?game=${game}&pace=instant`));
  return w;
}

// The games of format 1: those with a format-1 save (tests/saves.rs checks
// that v1/ holds one for each game of its FORMAT_1_GAMES and no other); a
// game added since starts at the current format and has none.
const FORMAT_1 = GAMES.filter((game) => fs.existsSync(path.join(FIXTURES, 'v1', `${game.id}.json`)));
assert.ok(FORMAT_1.length > 0, 'no format-1 save in tests/fixtures/saves/v1/');

for (const game of FORMAT_1) {
  test(`${game.id}: a format-1 save resumes where it was and is saved again as format 2`, { timeout: 120_000 }, async () => {
    const raw = fixture(`v1/${game.id}.json`);
    const expected = JSON.parse(fixture(`v1/${game.id}.expected.json`));
    const { page, problems, context } = await withSave(game.id, raw);
    if (expected.screen === 'curtain') {
      await page.waitForSelector('[data-testid=curtain]');
      assert.equal(await page.innerText('[data-testid=curtain] h1'), expected.name);
      assert.equal(await page.locator('[data-testid=table]').count(), 0);
      await page.click('[data-testid=curtain-go]');
    }
    await page.waitForSelector('[data-testid=table]');
    const table = await page.evaluate(() => ({ ...document.querySelector('[data-testid=table]').dataset }));
    assert.equal(Number(table.moves), expected.moves, 'the same number of moves');
    assert.equal(table.viewer, String(expected.seat), 'the same player holds the tablet');
    await settle(page);
    const saved = await storedSave(page, game.id);
    const original = JSON.parse(raw);
    assert.equal(saved.format, 2, 'written back in the current format');
    assert.ok(saved.rev >= 1 && typeof saved.writer === 'string', 'with its write count and writer');
    assert.deepEqual(saved.moves, original.moves, 'the same moves');
    assert.deepEqual(saved.config, original.config);
    assert.equal(saved.seed, original.seed);
    assert.deepEqual(saved.seats, original.seats);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

for (const [locale, message] of [['fr-FR', /ancienne version de Tablée/], ['en-GB', /older version of Tablée/]]) {
  test(`a format-0 save (${locale}): a clear message, the raw save exported byte for byte, kept until asked`, { timeout: 120_000 }, async () => {
    const raw = fixture('v0.json');
    const { page, problems, context } = await withSave('sorciers', raw, { locale });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
    const banner = page.locator('[data-testid=save-error][data-game=sorciers]');
    await banner.waitFor();
    assert.match(await banner.locator('[data-testid=save-why]').innerText(), message);
    assert.equal(await page.inputValue('[data-testid=save-raw]'), raw, 'the raw text shown');
    // Download: exactly the stored bytes.
    const [download] = await Promise.all([page.waitForEvent('download'), banner.locator('[data-testid=save-download]').click()]);
    const file = fs.readFileSync(await download.path(), 'utf8');
    assert.equal(file, raw, 'the downloaded file is the stored save');
    assert.equal(file, await storedRaw(page, 'sorciers'));
    // Copy: the clipboard gets the same text.
    await banner.locator('[data-testid=save-copy]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=toast]').innerText.length > 0);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), raw, 'the copied text is the stored save');
    // Never wiped unasked, not even by a reload or a new game's address.
    await page.goto(server.url('?game=sorciers&pace=instant'));
    await page.waitForSelector('[data-testid=save-error]');
    assert.equal(await storedRaw(page, 'sorciers'), raw);
    await page.click('[data-testid=start-fresh]');
    await page.waitForFunction(() => !document.querySelector('[data-testid=save-error]'));
    assert.equal(await storedRaw(page, 'sorciers'), null);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('a format-99 save says it comes from a newer version, and is kept', { timeout: 60_000 }, async () => {
  const raw = fixture('v99.json');
  const { page, problems, context } = await withSave('sorciers', raw, { locale: 'en-GB' });
  await page.waitForSelector('[data-testid=save-error][data-game=sorciers]');
  assert.match(await page.innerText('[data-testid=save-why]'), /newer version of Tablée \(save format 99\)/);
  assert.equal(await page.inputValue('[data-testid=save-raw]'), raw);
  assert.equal(await storedRaw(page, 'sorciers'), raw);
  assert.deepEqual(problems, []);
  await context.close();
});
