// The front door (issue "a home that shows the games"): each game's tile
// shows a picture of its table (public/art, precached, scaled and never
// cropped), who can play and for how long; nothing scrolls sideways; on a
// tablet the five games fit one screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, watchedPage, GAME_IDS, DIST } from './harness.mjs';

let server, browser;
before(async () => { server = await serve({ prefix: '/h/' }); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

for (const [width, height] of [[1280, 800], [390, 844]]) {
  test(`every game's tile shows its picture, players and duration (${width}×${height})`, { timeout: 120_000 }, async () => {
    const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'de-DE', viewport: { width, height } });
    await page.goto(server.url());
    await page.waitForSelector('[data-testid=home]');
    for (const id of GAME_IDS) {
      const tile = page.locator(`.game-tile[data-game=${id}]`);
      await tile.scrollIntoViewIfNeeded();
      const img = tile.locator('img.art');
      await page.waitForFunction((sel) => { const i = document.querySelector(sel); return i && i.complete && i.naturalWidth > 0; },
        `.game-tile[data-game=${id}] img.art`, { timeout: 10_000 });
      const box = await img.boundingBox();
      assert.ok(Math.abs(box.width / box.height - 16 / 9) < 0.03, `${id}: the picture is scaled, not cropped (${box.width}×${box.height})`);
      assert.equal(await img.getAttribute('src'), `art/${id}.svg`);
      const meta = await tile.locator('.meta').innerText();
      assert.match(meta, /Spieler · \d+\u2060?–\u2060?\d+\s+Min\./, `${id}: players and duration, in German: ${meta}`);
    }
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing scrolls sideways');
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('with no game in progress, the five games fit one screen of a tablet, in every language', { timeout: 120_000 }, async () => {
  for (const locale of ['fr-FR', 'en-GB', 'de-DE', 'nl-NL']) {
    for (const [width, height] of [[1280, 800], [1024, 768]]) {
      const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale, viewport: { width, height } });
      await page.goto(server.url());
      await page.evaluate(() => localStorage.clear());
      await page.goto(server.url());
      await page.waitForSelector('[data-testid=home] .game-tile');
      await page.evaluate(() => Promise.all([...document.images].map((i) => i.decode().catch(() => {}))));
      const [scrollHeight, innerHeight] = await page.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
      assert.ok(scrollHeight <= innerHeight, `${locale} ${width}×${height}: no page scroll (${scrollHeight} > ${innerHeight})`);
      const tops = await page.$$eval('.game-tile', (tiles) => tiles.map((t) => Math.round(t.getBoundingClientRect().top)));
      assert.equal(new Set(tops).size, 1, `${locale} ${width}×${height}: the five games side by side (${tops})`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});

test('the pictures are part of the offline install', () => {
  const sw = fs.readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  for (const id of GAME_IDS) {
    assert.ok(fs.existsSync(path.join(DIST, 'art', `${id}.svg`)), `art/${id}.svg is built`);
    assert.ok(sw.includes(`"art/${id}.svg"`), `sw.js precaches art/${id}.svg`);
  }
});

// Issue 53 (6): a returning player's home opens as fast as a new one's. The
// browser's first date, relative-time or plural formatter loads its locale
// data (85 ms at 4x CPU for the first Intl.RelativeTimeFormat): the home says
// "3 days ago" from its own catalogue, and asks the browser for none.
test("a returning player's home says when each game was played without the browser's formatters", { timeout: 120_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  await page.goto(server.url());
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${server.url()}?game=sorciers&seats=human,easy,easy`);
  await page.waitForSelector('[data-testid=table]');
  // The game was last played 3 days ago (its summary kept beside it says so too).
  const key = await page.waitForFunction(() => Object.keys(localStorage).find((k) => k.startsWith('tablee.when.sorciers'))).then((h) => h.jsonValue());
  await page.evaluate((key) => {
    const when = String(Date.now() - 3 * 86_400_000 - 60_000);
    localStorage.setItem(key, when);
    const sum = key.replace('.when.', '.sum.');
    const kept = localStorage.getItem(sum);
    if (kept) localStorage.setItem(sum, JSON.stringify({ ...JSON.parse(kept), when: Number(when) }));
  }, key);
  await page.addInitScript(() => {
    window.__formatters = [];
    for (const name of ['DateTimeFormat', 'RelativeTimeFormat', 'PluralRules', 'NumberFormat', 'ListFormat']) {
      const made = Intl[name];
      Intl[name] = new Proxy(made, { construct: (t, a) => { window.__formatters.push(name); return Reflect.construct(t, a); } });
    }
    for (const [proto, m] of [[Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleString'], [Number.prototype, 'toLocaleString']]) {
      const f = proto[m];
      proto[m] = function (...a) { window.__formatters.push(m); return f.apply(this, a); };
    }
  });
  await page.goto(server.url());
  const row = page.locator('[data-testid=saves-going] li').first();
  await row.waitFor();
  assert.match(await row.innerText(), /vor 3 Tagen/, 'the row says when, in German');
  assert.deepEqual(await page.evaluate(() => window.__formatters), [], 'no formatter of the browser was asked for');
  assert.deepEqual(problems, []);
  await context.close();
});
