// Replays and shared positions (issue 22): a whole game watched again from
// its end screen ends on the same end screen; stepping, eyes and sharing
// never touch the save; a shared link opens at its position in a
// cross-origin blog iframe (axe clean); a cut link says so; "play from here"
// goes on with a person at the chosen seat.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, axe, storedSave, waitForSave, GAME_IDS } from './harness.mjs';

let app, blog, browser;
before(async () => {
  app = await serve({ prefix: '/jeux/tablee/' });
  blog = await serve({
    prefix: '/none/',
    name: 'localhost',
    pages: {
      '/post.html': (req) => {
        const src = new URL(req.url, 'http://x').searchParams.get('src');
        return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>A board-game blog</title></head>
        <body><main><h1>The hand where bidding zero was right</h1>
        <iframe title="Tablée" width="1000" height="760" style="border:0" src="${src.replace(/"/g, '&quot;')}"></iframe></main></body></html>`;
      },
    },
  });
  browser = await launch();
});
after(async () => { await browser?.close(); await app?.close(); await blog?.close(); });

const GAMES = GAME_IDS.map((id) => ({ id, seats: 'easy,easy,easy' }));

const moves = (frame) => frame.getAttribute('[data-testid=table]', 'data-moves').then(Number);

/** Clicks a replay control and waits for the position it leads to. */
async function step(frame, testid, want) {
  await frame.click(`[data-testid=${testid}]`);
  await frame.waitForFunction((w) => document.querySelector('[data-testid=table]')?.dataset.moves === String(w), want);
}

for (const game of GAMES) {
  test(`${game.id}: a finished game watched again ends on the same end screen; the save is untouched`, { timeout: 240_000 }, async () => {
    const { page, problems, context } = await watchedPage(browser, { origins: [app.origin], locale: 'en-US' });
    await page.goto(app.url(`?game=${game.id}&seats=${game.seats}&pace=instant&seed=11`));
    await page.waitForSelector('[data-testid=end]', { timeout: 200_000 });
    const ranking = await page.locator('[data-testid=end] .ranking').innerText();
    const total = await moves(page);
    // The end screen's save is written after its paint.
    const saved = await waitForSave(page, game.id, (s) => s.over === true);

    await page.click('[data-testid=watch]');
    await page.waitForSelector('[data-testid=replay]');
    assert.equal(await moves(page), 0, 'a replay starts at the first move');
    assert.equal(await page.getAttribute('[data-testid=table]', 'data-replay'), String(total));
    assert.equal(await page.locator('[data-testid=end]').count(), 0);
    // Nothing of the game can be played in a replay.
    assert.equal(await page.locator('[data-testid=table] [data-move], [data-testid=table] [data-draft]').count(), 0);
    assert.match(await page.locator('[data-testid=replay-position]').innerText(), new RegExp(`^move 0 of ${total}$`));
    await step(page, 'replay-next', 1);
    await step(page, 'replay-next', 2);
    await step(page, 'replay-prev', 1);
    // Another seat's eyes: the position stays, the viewer changes.
    await page.click('[data-testid=replay-eyes-open]');
    await page.locator('[data-testid=replay-eyes]').nth(2).click();
    assert.equal(await page.getAttribute('[data-testid=table]', 'data-viewer'), '1');
    assert.equal(await moves(page), 1);
    // The slider jumps (keyboard: End).
    await page.focus('[data-testid=replay-at]');
    await page.keyboard.press('End');
    await page.waitForSelector('[data-testid=end]');
    assert.equal(await moves(page), total);
    assert.equal(await page.locator('[data-testid=end] .ranking').innerText(), ranking, 'the same end screen');
    await step(page, 'replay-first', 0);
    await step(page, 'replay-last', total);
    assert.equal(await page.locator('[data-testid=end] .ranking').innerText(), ranking);
    assert.deepEqual(await storedSave(page, game.id), saved, 'a replay never writes the save');
    // Leaving goes back to the finished game.
    await page.click('[data-testid=replay-leave]');
    await page.waitForSelector('[data-testid=end] [data-testid=watch]');
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('sorciers: a shared position opens in a cross-origin blog iframe, axe clean; a cut link says so', { timeout: 240_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [app.origin, blog.origin], locale: 'en-US' });
  await page.goto(app.url('?game=sorciers&seats=easy,easy,easy&pace=instant&seed=4'));
  await page.waitForSelector('[data-testid=end]', { timeout: 200_000 });
  await page.click('[data-testid=watch]');
  for (let i = 1; i <= 7; i++) await step(page, 'replay-next', i);
  await page.click('[data-testid=replay-eyes-open]');
  await page.locator('[data-testid=replay-eyes]').nth(1).click();
  await page.click('[data-testid=replay-share]');
  const embed = (await page.inputValue('[data-testid=share-iframe]')).match(/src="([^"]+)"/)[1];
  const plain = await page.inputValue('[data-testid=share-link]');
  assert.ok(embed.includes('?embed=1#r='), embed);
  assert.equal(plain.split('#r=')[1], embed.split('#r=')[1]);
  // The address is the position: the link is also in the address bar.
  assert.equal(new URL(page.url()).hash, `#r=${plain.split('#r=')[1]}`);

  const { page: reader, problems: readerProblems, context: readerContext } =
    await watchedPage(browser, { origins: [app.origin, blog.origin], locale: 'en-US' });
  await reader.goto(`${blog.origin}/post.html?src=${encodeURIComponent(embed)}`);
  const frame = await (await reader.waitForSelector('iframe')).contentFrame();
  await frame.waitForSelector('[data-testid=replay]', { timeout: 60_000 });
  assert.equal(await moves(frame), 7);
  assert.equal(await frame.getAttribute('[data-testid=table]', 'data-viewer'), '0', 'through the shared eyes');
  assert.equal(await frame.locator('[data-testid=home-btn]').count(), 0, 'an embed');
  await step(frame, 'replay-next', 8);
  // The game is over: every player's hand, in a drawer, with nothing to tap.
  await frame.click('[data-testid=open-hands] summary');
  assert.equal(await frame.locator('[data-testid=open-hands] .open-hand').count(), 3);
  assert.equal(await frame.locator('[data-testid=open-hands] [data-cmd]').count(), 0);
  assert.deepEqual(await axe(frame), [], 'axe: the replay in an embed, all hands open');

  // A link cut when copied: a clear message, never a blank frame.
  const cut = embed.slice(0, embed.length - 40);
  await reader.goto(`${blog.origin}/post.html?src=${encodeURIComponent(cut)}`);
  const broken = await (await reader.waitForSelector('iframe')).contentFrame();
  await broken.waitForSelector('[data-testid=link-error]', { timeout: 60_000 });
  assert.match(await broken.locator('[data-testid=link-error]').innerText(), /cannot be opened[\s\S]*(incomplete|damaged)/);
  assert.deepEqual(await axe(broken), [], 'axe: a broken link');
  assert.deepEqual(readerProblems, []);
  assert.deepEqual(problems, []);
  await readerContext.close();
  await context.close();
});

test('levee: play from a replayed position, a person at the chosen seat', { timeout: 240_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [app.origin], locale: 'en-US' });
  await page.goto(app.url('?game=levee&seats=easy,easy,easy&pace=instant&seed=6'));
  await page.waitForSelector('[data-testid=end]', { timeout: 200_000 });
  await page.click('[data-testid=watch]');
  await page.focus('[data-testid=replay-at]');
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('[data-testid=table]')?.dataset.moves === '10');
  await page.click('[data-testid=play-from-open]');
  await page.locator('[data-testid=play-from]').nth(1).click();
  // A game being played now, beside the finished one it came from (no question).
  await page.waitForFunction(() => {
    const t = document.querySelector('[data-testid=table]');
    return t && !t.dataset.replay && Number(t.dataset.moves) >= 10;
  });
  // The computers play until the person at seat 1 decides.
  await page.waitForSelector('[data-testid=table] [data-move]:not([aria-disabled=true])', { timeout: 60_000 });
  assert.equal(await page.getAttribute('[data-testid=table]', 'data-viewer'), '1');
  const save = await waitForSave(page, 'levee', (s) => s.over !== true);
  assert.deepEqual(save.seats.map((s) => s.kind), ['easy', 'human', 'easy']);
  assert.ok(save.moves.length >= 10);
  assert.deepEqual(problems, []);
  await context.close();
});

test('sorciers: a game still being played, shared from its table, shows the table\'s eyes only', { timeout: 180_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [app.origin], locale: 'en-US' });
  await page.goto(app.url('?game=sorciers&seats=human,easy,easy&pace=instant&seed=8'));
  // A few decisions of the person, then share.
  for (let i = 0; i < 4; i++) {
    const before = await moves(page);
    await page.locator('[data-testid=table] [data-move]:not([aria-disabled=true])').first().click();
    await page.waitForFunction((b) => Number(document.querySelector('[data-testid=table]')?.dataset.moves) > b, before);
    await page.waitForSelector('[data-testid=table] [data-move]:not([aria-disabled=true])');
  }
  const at = await moves(page);
  assert.ok(await page.locator('[data-testid=hand] [data-card]').count() > 0, 'the holder sees their hand');
  await page.click('[data-testid=share]');
  const link = await page.inputValue('[data-testid=share-link]');
  const reader = await context.newPage();
  await reader.goto(link);
  await reader.waitForSelector('[data-testid=replay]');
  assert.equal(await moves(reader), at);
  assert.equal(await reader.getAttribute('[data-testid=table]', 'data-viewer'), 'table');
  assert.equal(await reader.locator('[data-testid=replay-eyes-open]').count(), 0, 'no choice of eyes');
  assert.equal(await reader.locator('[data-testid=replay-eyes-fixed]').count(), 1);
  assert.equal(await reader.locator('[data-testid=hand] [data-card]').count(), 0, 'nobody\'s hand');
  assert.equal(await reader.locator('[data-testid=open-hands]').count(), 0, 'no "all hands" before the end');
  await reader.click('[data-testid=replay-first]');
  await reader.waitForFunction(() => document.querySelector('[data-testid=table]')?.dataset.moves === '0');
  assert.equal(await reader.locator('[data-testid=hand] [data-card]').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('bourse: an exported game file is watched from the home without touching the game in progress', { timeout: 240_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [app.origin], locale: 'en-US' });
  // A finished game's file, kept aside.
  await page.goto(app.url('?game=bourse&seats=easy,easy,easy&pace=instant&seed=12'));
  await page.waitForSelector('[data-testid=end]', { timeout: 200_000 });
  const file = JSON.stringify(await waitForSave(page, 'bourse', (s) => s.over === true));
  const total = await moves(page);
  const ranking = await page.locator('[data-testid=end] .ranking').innerText();
  // A game in progress of the same game.
  await page.evaluate(() => localStorage.clear());
  await page.goto(app.url('?game=bourse&seats=human,easy,easy&pace=instant&seed=3'));
  await page.waitForSelector('[data-testid=table] [data-move]:not([aria-disabled=true]), [data-testid=table] [data-draft]:not([aria-disabled=true])');
  const inProgress = await waitForSave(page, 'bourse', () => true);
  await page.click('[data-testid=home-btn]');
  await page.setInputFiles('#watch-file', { name: 'bourse.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await page.waitForSelector('[data-testid=replay]');
  assert.equal(await moves(page), 0);
  assert.equal(await page.getAttribute('[data-testid=table]', 'data-replay'), String(total));
  assert.equal(await page.locator('[data-testid=replace-dialog]').count(), 0, 'nothing to replace');
  await step(page, 'replay-last', total);
  await page.waitForSelector('[data-testid=end]');
  assert.equal(await page.locator('[data-testid=end] .ranking').innerText(), ranking, 'the file replayed to its end: the same end screen');
  assert.deepEqual(await storedSave(page, 'bourse'), inProgress, 'the game in progress is untouched');
  assert.deepEqual(problems, []);
  await context.close();
});
