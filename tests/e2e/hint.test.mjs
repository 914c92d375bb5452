// "Conseil / Hint": the strong computer's choice for the human to play,
// from that seat's view only. For every game: the hint shows in words, a
// control it marks plays an offered move, playing it works, the count is
// saved; none is offered behind a curtain; a whole short game shows the
// count on the end screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, playAny, axe, settle, storedSave, GAMES, ANY_MOVE, ANY_DRAFT } from './harness.mjs';

let server, browser;
before(async () => { server = await serve({ prefix: '/jeux/' }); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/**
 * Asks for a hint on the human's turn; returns the position (move count) and
 * whether a control was marked and played.
 */
async function askAndFollow(page) {
  await page.waitForSelector(`${ANY_MOVE}, ${ANY_DRAFT}`, { timeout: 60_000 });
  const moves = await page.evaluate(() => document.querySelector('[data-testid=table]').dataset.moves);
  const at = { moves, followed: false };
  await page.click('[data-testid=ask-hint]');
  const line = page.locator('[data-testid=hint]');
  await line.waitFor();
  assert.ok((await line.textContent()).length > 10, 'the hint in words');
  const marked = page.locator('[data-testid=table] [data-hint]');
  if (await marked.count() === 0) return at;
  assert.equal(await marked.count(), 1, 'one control marked');
  assert.ok(await marked.evaluate((e) => e.hasAttribute('data-move') && e.getAttribute('aria-disabled') !== 'true'), 'the hint is an offered move');
  await marked.click();
  await page.waitForFunction((m) => document.querySelector('[data-testid=table]')?.dataset.moves !== m, moves);
  assert.equal(await page.locator('[data-testid=hint]').count(), 0, 'the hint goes once played');
  return { moves, followed: true };
}

for (const game of GAMES) {
  test(`${game.id}: a hint is shown, marked on an offered move, played, and counted in the save`, { timeout: 300_000 }, async () => {
    const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
    await page.goto(server.url(`?game=${game.id}&seats=human,easy,strong&pace=instant&seed=5`));
    await page.waitForSelector(`${ANY_MOVE}, ${ANY_DRAFT}`, { timeout: 60_000 });
    // A hint is counted once per position (asking again there is free).
    const positions = new Set();
    let followed = 0;
    for (let i = 0; i < 6; i++) {
      const { moves, followed: done } = await askAndFollow(page);
      positions.add(moves);
      if (done) followed++;
      else await playAny(page, { steps: 1, seed: i + 1 });
      if (await page.$('[data-testid=end]')) break;
    }
    assert.ok(followed > 0, 'a marked hint was played');
    await settle(page);
    const save = await storedSave(page, game.id);
    assert.equal(save.hints?.[0], positions.size, 'the count of hints is saved');
    await page.click('[data-testid=ask-hint]');
    await page.locator('[data-testid=hint]').waitFor();
    assert.deepEqual(await axe(page), [], 'axe: a hint shown');
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('no hint behind a curtain, and the hint is for the holder only', { timeout: 300_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin] });
  await page.goto(server.url('?game=sorciers&seats=human,human,easy&pace=instant&seed=3'));
  await page.waitForSelector('[data-testid=curtain-go]');
  assert.equal(await page.locator('[data-testid=ask-hint]').count(), 0, 'no hint button on a curtain');
  await page.click('[data-testid=curtain-go]');
  await page.waitForSelector(ANY_MOVE);
  await page.click('[data-testid=ask-hint]');
  await page.locator('[data-testid=hint]').waitFor();
  // The holder bids: then the next human's curtain comes, with no hint left on it.
  await page.locator('[data-testid=table] [data-hint]').click();
  await page.waitForSelector('[data-testid=curtain-go]');
  assert.equal(await page.locator('[data-testid=hint], [data-testid=ask-hint]').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the end screen shows the hints each player took', { timeout: 900_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  await page.goto(server.url('?game=levee&seats=human,easy,easy&pace=instant&seed=2&target=4'));
  await page.waitForSelector(`${ANY_MOVE}, ${ANY_DRAFT}`, { timeout: 60_000 });
  await page.click('[data-testid=ask-hint]');
  await page.locator('[data-testid=hint]').waitFor();
  assert.equal(await playAny(page, { seed: 3 }), 'end');
  const mark = page.locator('[data-testid=end-hints]');
  assert.equal(await mark.count(), 1, 'one player took hints');
  assert.match(await mark.textContent(), /1 hint taken/);
  assert.deepEqual(problems, []);
  await context.close();
});
