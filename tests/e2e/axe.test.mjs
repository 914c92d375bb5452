// axe-core (the pinned npm package) on every screen of every game: home in
// both languages, each game's setup at every player count (its variants
// change with the count), each game's rules dialog, the broken-save banner,
// the embed mode, and each game's table in every phase met while one human
// plays a whole game against computers (instant pace, fixed seed): a new
// phase is a new set of controls and panels on the table (data-phase and
// the data-testid inside it), checked with the score sheet and the log
// open; then the end screen and the rules over the table. With two humans,
// the pass-and-play curtain. All WCAG 2.x A/AA rules and best practices:
// zero violations, and a failure prints each one (rule, targets, summary).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, playAny, axe, everyGame } from './harness.mjs';

/** Each game: its id and the seats of the whole game (few rounds, quick). */
const GAMES = everyGame([
  { id: 'sorciers', seats: 'human,easy,easy,easy,easy,easy', curtain: true },
  { id: 'barracuda', seats: 'human,easy,easy', curtain: true },
  { id: 'bourse', seats: 'human,easy,easy', curtain: true },
  { id: 'levee', seats: 'human,easy,easy', curtain: true },
  { id: 'pfeffersacke', seats: 'human,easy,easy', curtain: false },
], 'axe GAMES');

let server, browser;
before(async () => { server = await serve({ prefix: '/jeux/' }); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Asserts no violation, naming the screen. */
async function clean(frame, screen) {
  const v = await axe(frame);
  assert.deepEqual(v, [], `axe on ${screen}:\n  ${v.join('\n  ')}`);
}

test('axe: home (both languages), setups at every player count, rules dialogs, broken save, embed', { timeout: 240_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin] });
  await page.goto(server.url());
  await page.waitForSelector('[data-testid=home]');
  await clean(page, 'home (fr)');
  await page.click('[data-testid=lang-en]');
  await page.waitForSelector('html[lang=en]');
  await clean(page, 'home (en)');
  for (const { id } of GAMES) {
    // The rules dialog, from the home.
    await page.click(`[data-testid=rules-${id}]`);
    await page.waitForSelector('[data-testid=rules] h3');
    await clean(page, `rules of ${id}`);
    await page.click('[data-testid=rules-close]');
    await page.waitForSelector('[data-testid=rules]', { state: 'detached' });
    // The setup, at each player count (the variants shown depend on it).
    await page.click(`[data-testid=play-${id}]`);
    await page.waitForSelector(`[data-testid=setup][data-game=${id}]`);
    const counts = await page.$$eval('[data-testid=players] option', (os) => os.map((o) => o.value));
    for (const n of counts) {
      await page.selectOption('[data-testid=players]', n);
      await page.waitForSelector(`[data-testid=seat-name-${Number(n) - 1}]`);
      await clean(page, `setup of ${id}, ${n} players`);
    }
    await page.click('[data-testid=home-btn]');
    await page.waitForSelector('[data-testid=home]');
  }
  // A save that cannot be read: the banner with its raw text.
  await page.evaluate(() => localStorage.setItem('tablee.save.sorciers', '{"not":"a save"'));
  await page.reload();
  await page.waitForSelector('[data-testid=save-error]');
  await clean(page, 'home with a broken save');
  await page.click('[data-testid=start-fresh]');
  await page.waitForFunction(() => !document.querySelector('[data-testid=save-error]'));
  // The embed: its setup, then its table.
  await page.goto(server.url('?game=bourse&embed=1'));
  await page.waitForSelector('[data-testid=setup]');
  await clean(page, 'embed: setup');
  await page.goto(server.url('?game=levee&embed=1&seats=human,easy,easy&pace=instant&seed=4'));
  await page.waitForSelector('[data-testid=table] [data-move], [data-testid=table] [data-draft]');
  await clean(page, 'embed: table');
  assert.deepEqual(problems, []);
  await context.close();
});

/** What makes a phase of a table: its data-phase and the testids inside it. */
const signature = (frame) => frame.evaluate(() => {
  const t = document.querySelector('[data-testid=table]');
  if (!t) return 'none';
  const ids = new Set([...t.querySelectorAll('[data-testid]')].map((e) => e.dataset.testid));
  const phases = [t, ...t.querySelectorAll('[data-phase]')].map((e) => e.dataset.phase ?? '').join('/');
  return `${phases}|${[...ids].sort().join(',')}`;
});

/** Opens the score sheet and the log (their contents are checked too). */
const openPanels = (frame) => frame.evaluate(() => {
  // Drawers open one at a time (an exclusive group): all at once for axe.
  for (const d of document.querySelectorAll('[data-testid=table] details')) { d.removeAttribute('name'); d.open = true; }
  // A drawer drawn only while open (data-lazy) gets its contents at the next drawing.
  return new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
});
/** Closes them again: an open drawer lies over the table's controls. */
const closePanels = (frame) => frame.evaluate(() => {
  for (const d of document.querySelectorAll('[data-testid=table] details')) d.open = false;
});

for (const game of GAMES) {
  test(`axe: ${game.id}, every phase of a whole game, the end screen, rules over the table${game.curtain ? ', the curtain' : ''}`, { timeout: 240_000 }, async () => {
    const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
    await page.goto(server.url(`?game=${game.id}&seats=${game.seats}&pace=instant&seed=11`));
    await page.waitForSelector('[data-testid=table] [data-move], [data-testid=table] [data-draft]');
    const seen = new Set();
    const check = async () => {
      const sig = await signature(page);
      if (sig === 'none' || seen.has(sig) || seen.size >= 25) return;
      seen.add(sig);
      await openPanels(page);
      await clean(page, `${game.id} table, phase ${sig}`);
      await closePanels(page);
    };
    await check();
    const result = await playAny(page, { seed: 5, onAction: async (kind) => { if (kind !== 'curtain-go') await check(); } });
    assert.equal(result, 'end');
    await openPanels(page);
    await clean(page, `${game.id}: end screen`);
    assert.ok(seen.size >= 2, `phases checked: ${seen.size}`);
    // The rules, one tap away from the table.
    await page.click('[data-testid=open-rules]');
    await page.waitForSelector('[data-testid=rules] h3');
    await clean(page, `${game.id}: rules over the table`);
    await page.click('[data-testid=rules-close]');

    if (game.curtain) {
      // Two humans: the curtain between them.
      const seats = game.seats.replace(/^human,easy/, 'human,human');
      await page.goto(server.url(`?game=${game.id}&seats=${seats}&pace=instant&seed=12`));
      assert.equal(await playAny(page, { seed: 2, stopAtCurtain: true, steps: 300 }), 'curtain');
      await clean(page, `${game.id}: curtain`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}
