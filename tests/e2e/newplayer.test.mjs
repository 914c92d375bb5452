// What a new player tripped over (issue "a lost game, a secret shown after a
// public screen…"), through the real UI:
// - a new game never replaces a game in progress; with thirty in progress
//   the oldest is offered, kept by default; keep and replace survive a reload;
// - every new screen starts at the top; the setup's Start is in view; an
//   embed opens on a one-tap start that fits its frame;
// - the log's numbers are not clipped; a focused heading has no focus ring.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, playAny, settle, storedSave, saveKey, GAME_IDS } from './harness.mjs';

let server, browser;
before(async () => { server = await serve({ prefix: '/n/' }); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const moves = (page) => page.evaluate(() => Number(document.querySelector('[data-testid=table]')?.dataset.moves ?? -1));

/** From the home: Barracuda's setup, then Start. */
async function startFromSetup(page) {
  await page.click('[data-testid=home-btn]');
  await page.click('[data-testid=play-barracuda]');
  await page.waitForSelector('[data-testid=setup][data-game=barracuda]');
  await page.click('[data-testid=start]');
}

test('a new game never replaces one: with 30 games in progress the oldest is offered, kept by default, each after a reload', { timeout: 300_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  await page.goto(server.url());
  await page.evaluate(() => localStorage.clear());
  await page.goto(server.url('?game=barracuda&seats=human,easy,easy&names=Ana,Bob,Cleo&pace=instant&seed=11'));
  await playAny(page, { seed: 4, untilMoves: 12 });
  await settle(page);
  const kept = await storedSave(page, 'barracuda');
  const keptKey = await saveKey(page, 'barracuda');
  const made = kept.moves.length;
  assert.ok(made >= 12, `a game in progress (${made} moves)`);

  // A second game of the same game: no question, and both are listed.
  await startFromSetup(page);
  await page.waitForSelector('[data-testid=table]');
  assert.equal(await page.locator('[data-testid=replace-dialog]').count(), 0, 'no question');
  await page.click('[data-testid=home-btn]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=resume][data-game=barracuda]').length === 2);
  assert.notEqual(await page.evaluate((k) => localStorage.getItem(k), keptKey), null, 'the first game is kept');

  // Thirty in progress, the first one played longest ago.
  await page.evaluate(([text, key]) => {
    for (let i = 0; i < 28; i++) {
      localStorage.setItem(`tablee.save.barracuda.f${i}`, text);
      localStorage.setItem(`tablee.when.barracuda.f${i}`, String(Date.now()));
    }
    localStorage.setItem(key.replace('.save.', '.when.'), String(Date.now() - 3_600_000));
  }, [JSON.stringify({ ...kept, rev: 0, writer: null }), keptKey]);
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=resume]').length === 30);

  // A new one: the question names the oldest, and keeping it is the default.
  await startFromSetup(page);
  const dialog = await page.waitForSelector('[data-testid=replace-dialog]');
  assert.match(await page.innerText('[data-testid=replace-dialog] h2'), /30 games are in progress/);
  const what = await page.innerText('[data-testid=replace-what]');
  assert.match(what, /Barracuda with Ana, Bob, Cleo/);
  assert.match(what, new RegExp(`\\b${made} moves played`));
  assert.match(what, /Last played: .*\d/);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'replace-keep', 'keep has the focus');
  assert.ok(await dialog.isVisible());
  // Escape keeps it and resumes it, as the default button does (README).
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid=replace-dialog]', { state: 'detached' });
  await page.waitForSelector('[data-testid=table]');
  assert.equal(await moves(page), made, 'Escape resumed the oldest game');
  assert.deepEqual((await storedSave(page, 'barracuda')).moves, kept.moves, 'Escape kept the game');
  // Keep it: the game comes back, and is still there after a reload.
  await startFromSetup(page);
  await page.click('[data-testid=replace-keep]');
  await page.waitForSelector('[data-testid=table]');
  assert.equal(await moves(page), made, 'the kept game is on the table');
  await page.reload();
  await page.waitForSelector('[data-testid=table]');
  assert.equal(await moves(page), made, 'the kept game after a reload');
  assert.deepEqual((await storedSave(page, 'barracuda')).moves, kept.moves);

  // Export it first: a download of the save, the question stays.
  await page.evaluate((key) => localStorage.setItem(key.replace('.save.', '.when.'), String(Date.now() - 3_600_000)), keptKey);
  await startFromSetup(page);
  await page.waitForSelector('[data-testid=replace-dialog]');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=replace-export]')]);
  const exported = JSON.parse(await (await import('node:fs')).promises.readFile(await download.path(), 'utf8'));
  assert.deepEqual(exported.moves, kept.moves, 'the export is the oldest game');
  assert.ok(await page.$('[data-testid=replace-dialog]'), 'the question stays after the export');
  // Remove it and go on: the new game, still the new game after a reload; thirty in progress.
  await page.click('[data-testid=replace-confirm]');
  await page.waitForSelector('[data-testid=table]');
  await settle(page);
  const fresh = await storedSave(page, 'barracuda');
  assert.notEqual(fresh.seed, kept.seed, 'a new game');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), keptKey), null, 'the oldest made way');
  await page.reload();
  await page.waitForSelector('[data-testid=table]');
  assert.equal((await storedSave(page, 'barracuda')).seed, fresh.seed, 'the new game after a reload');
  await page.click('[data-testid=home-btn]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=resume]').length === 30);
  assert.deepEqual(problems, []);
  await context.close();
});

test('every new screen starts at the top, and the setup keeps Start in view', { timeout: 180_000 }, async () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'fr-FR', viewport });
    await page.goto(server.url());
    await page.evaluate(() => localStorage.clear());
    // The home says "Tablée" once (the top bar), not twice.
    await page.waitForSelector('[data-testid=home]');
    const shown = await page.evaluate(() => [...document.querySelectorAll('body *')]
      .filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() === 'Tablée'))
      .filter((e) => e.getBoundingClientRect().width > 1 && getComputedStyle(e).visibility !== 'hidden' && !e.closest('.splash, .visually-hidden')).length);
    assert.equal(shown, 1, 'one visible "Tablée" on the home');
    await page.click('[data-testid=play-pfeffersacke]');
    await page.waitForSelector('[data-testid=setup]');
    await page.selectOption('[data-testid=players]', '6');
    const start = await page.$('[data-testid=start]');
    const box = await start.boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `Start in view at ${viewport.width}: ${JSON.stringify(box)}`);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.click('[data-testid=start]');
    await page.waitForSelector('[data-testid=table]');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
    assert.equal(await page.evaluate(() => window.scrollY), 0, `the table opens at the top (${viewport.width})`);
    const status = await (await page.$('[data-testid=status]')).boundingBox();
    assert.ok(status.y >= 0 && status.y < viewport.height / 2, 'the headline is in view');
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('an embed opens on one tap to play against two computers, in a frame of 720 px', { timeout: 300_000 }, async () => {
  for (const game of GAME_IDS) {
    const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'fr-FR', viewport: { width: 640, height: 720 } });
    await page.goto(server.url(`?game=${game}&embed=1`));
    const quick = await page.waitForSelector('[data-testid=quick-start]');
    assert.match(await quick.innerText(), /Jouer contre 2 ordinateurs/);
    const fits = await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight);
    assert.ok(fits, `${game}: the first screen fits the frame`);
    assert.ok(await page.$('[data-testid=full-setup]'), 'the full setup is one tap away');
    await quick.click();
    await page.waitForSelector('[data-testid=table]');
    const seats = await page.$$eval('[data-testid=players-strip] [data-seat], [data-seat]', (els) => new Set(els.map((e) => e.dataset.seat)).size);
    assert.ok(seats >= 3, `${game}: three seats (${seats})`);
    await page.goto(server.url(`?game=${game}&embed=1`));
    // The game in progress resumes; the full setup is still one tap away from a new embed.
    await page.waitForSelector('[data-testid=table]');
    assert.deepEqual(problems, []);
    await context.close();
  }
  const { page, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB', viewport: { width: 640, height: 720 } });
  await page.goto(server.url('?game=levee&embed=1'));
  await page.click('[data-testid=full-setup]');
  await page.waitForSelector('[data-testid=start]');
  assert.ok(await page.$('[data-testid=players]'), 'the full setup');
  await context.close();
});

test('the log keeps room for three-digit numbers, and a focused heading has no focus ring', { timeout: 180_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB', viewport: { width: 1280, height: 800 } });
  await page.goto(server.url('?game=sorciers&seats=easy,easy,easy&pace=instant&seed=2'));
  await page.waitForSelector('[data-testid=end]', { timeout: 120_000 });
  await page.click('[data-testid=log] summary');
  const room = await page.evaluate(() => {
    const ol = document.querySelector('[data-testid=log] ol');
    const li = ol.querySelector('li');
    const style = getComputedStyle(li);
    const ctx = document.createElement('canvas').getContext('2d');
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return { padding: parseFloat(getComputedStyle(ol).paddingLeft), marker: ctx.measureText('888. ').width, lines: ol.children.length };
  });
  assert.ok(room.lines >= 10, `a long log (${room.lines} lines)`);
  assert.ok(room.padding >= room.marker, `room for "888." in the margin: ${JSON.stringify(room)}`);
  // The end screen's heading takes the focus (screen readers), without an orange box.
  await page.keyboard.press('Tab');
  await page.focus('#end-title');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  assert.equal(outline, 'none');
  assert.deepEqual(problems, []);
  await context.close();
});

test("Barracuda's score sheet and Pfeffersäcke's final table are not cut off", { timeout: 300_000 }, async () => {
  const fits = (e, sel) => { const el = sel ? e.querySelector(sel) : e; return { sw: el.scrollWidth, cw: el.clientWidth }; };
  {
    const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'fr-FR', viewport: { width: 1280, height: 800 } });
    await page.goto(server.url('?game=barracuda&seats=easy,easy,easy,easy,easy&pace=instant&seed=6'));
    await page.waitForSelector('[data-testid=end]', { timeout: 120_000 });
    await page.click('[data-testid=sheet] summary');
    const m = await page.$eval('[data-testid=sheet]', fits, '.sheet-scroll');
    assert.ok(m.sw <= m.cw, `Barracuda's sheet for five players fits at 1280: ${JSON.stringify(m)}`);
    assert.deepEqual(problems, []);
    await context.close();
  }
  {
    const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'fr-FR', viewport: { width: 390, height: 844 } });
    await page.goto(server.url('?game=pfeffersacke&seats=easy,easy,easy,easy,easy,easy&pace=instant&seed=6'));
    await page.waitForSelector('[data-testid=end] .pf-final', { timeout: 180_000 });
    const table = await page.$eval('.pf-final', fits);
    const card = await page.$eval('[data-testid=end]', fits);
    assert.ok(card.sw <= card.cw, `the end card does not overflow on a phone: ${JSON.stringify(card)}`);
    assert.ok(table.sw <= table.cw + 1, `the final table fits a phone: ${JSON.stringify(table)}`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways scroll');
    assert.deepEqual(problems, []);
    await context.close();
  }
});
