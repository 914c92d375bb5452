// Learn to play: from the home tile, a learner who does only what the coach
// says (its Next, the control it points at, else the first move offered)
// reaches the closing summary, then "Play a real game" starts a normal
// game. A reload in the middle comes back to the same step. Each game in
// one of the four languages (all four are met).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, ANY_MOVE, GAME_IDS, LISTEN, tabTo } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// Every game, each in one language, the four in turn (all four are met).
const LOCALES = ['fr-FR', 'de-DE', 'nl-NL', 'en-GB'];
const GAMES = GAME_IDS.map((game, i) => [game, LOCALES[i % LOCALES.length]]);

const NEXT = '[data-testid=coach-next]';
const POINTED = '[data-testid=table] [data-coach-target][data-move]:not([aria-disabled=true])';
const SUMMARY = '[data-testid=coach-summary]';
// A part of a move not yet picked (La Bourse's two cards of a pair).
const PART = '[data-testid=table] [data-draft]:not([aria-disabled=true]):not([aria-pressed=true])';

/** Where the coach stands: its step and words, or the summary. */
const where = (page) => page.evaluate(() => ({
  step: document.querySelector('[data-testid=table]')?.dataset.coachStep ?? null,
  words: document.querySelector('#coach-words')?.textContent ?? null,
  summary: !!document.querySelector('[data-testid=coach-summary]'),
}));

for (const [game, locale] of GAMES) {
  test(`${game} (${locale}): learnt from the home tile, by following the coach, to a real game`, { timeout: 300_000 }, async () => {
    const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale });
    await page.goto(server.url());
    await page.evaluate(() => localStorage.setItem('tablee.settings', '{"pace":"instant"}'));
    await page.goto(server.url());
    await page.click(`[data-testid=learn-${game}]`);
    await page.waitForSelector('[data-testid=coach]');
    let steps = new Set();
    let reloaded = false;
    for (let i = 0; i < 3000; i++) {
      await page.waitForSelector(`${SUMMARY}, ${NEXT}, ${POINTED}, ${ANY_MOVE}, ${PART}`, { timeout: 60_000 });
      const now = await where(page);
      if (now.summary) break;
      if (now.step) steps.add(now.step);
      // A reload at the third step comes back to it, with the same words.
      if (!reloaded && now.step === '3' && now.words) {
        reloaded = true;
        await page.reload();
        await page.waitForSelector('[data-testid=coach]');
        const back = await where(page);
        assert.deepEqual([back.step, back.words], [now.step, now.words], 'the same step after a reload');
        continue;
      }
      // As the native learner does (scene::coach::learner): Next, the
      // control pointed at, the first move, the first part not yet picked.
      const target = (await page.$(NEXT)) ?? (await page.$(POINTED)) ?? (await page.$(ANY_MOVE)) ?? (await page.$(PART));
      const before = await page.evaluate(() => {
        const t = document.querySelector('[data-testid=table]');
        return `${t?.dataset.moves}|${t?.dataset.coachStep}|${t?.dataset.draftState}`;
      });
      await target.click();
      await page.waitForFunction((b) => {
        const t = document.querySelector('[data-testid=table]');
        return !t || document.querySelector('[data-testid=coach-summary]')
          || `${t.dataset.moves}|${t.dataset.coachStep}|${t.dataset.draftState}` !== b;
      }, before, { timeout: 30_000 });
    }
    assert.ok(reloaded, 'the walk met a third step to reload on');
    await page.waitForSelector(SUMMARY);
    assert.ok(steps.size >= 10, `the coach took ${steps.size} steps`);
    // The home lists it as a game being learnt… then a real game.
    const lesson = await page.evaluate(() => new URLSearchParams(location.search).get('save'));
    await page.click('[data-testid=coach-real]');
    // A new game (its own save), on the table, without a coach.
    await page.waitForFunction((old) => new URLSearchParams(location.search).get('save') !== old
      && document.querySelector('[data-testid=table]'), lesson);
    assert.equal(await page.locator('[data-testid=coach], [data-testid=coach-summary]').count(), 0, 'no coach in the real game');
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('a game being learnt is on the home list with its step, and ?learn=1 opens it again', { timeout: 120_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  await page.goto(server.url());
  await page.evaluate(() => localStorage.setItem('tablee.settings', '{"pace":"instant"}'));
  await page.goto(server.url('?game=sorciers&learn=1'));
  await page.waitForSelector('[data-testid=coach]');
  await page.click(NEXT);
  await page.waitForFunction(() => document.querySelector('[data-testid=table]')?.dataset.coachStep === '2');
  await page.click('[data-testid=home-btn]');
  const row = page.locator('[data-testid=resume][data-game=sorciers]');
  await row.waitFor();
  assert.match(await row.innerText(), /Learning Sorciers: step 2 of \d+/);
  await page.goto(server.url('?game=sorciers&learn=1'));
  await page.waitForFunction(() => document.querySelector('[data-testid=table]')?.dataset.coachStep === '2');
  assert.equal(await page.locator('[data-testid=resume]').count(), 0);
  // "Stop the lesson": a normal game goes on; the home no longer says "Learning".
  await page.click('[data-testid=coach-skip]');
  await page.waitForFunction(() => !document.querySelector('[data-testid=coach]'));
  await page.click('[data-testid=home-btn]');
  await row.waitFor();
  assert.doesNotMatch(await row.innerText(), /Learning/);
  assert.deepEqual(problems, []);
  await context.close();
});

// By ear (issue 54, item 8): a guided game from the home tile to its
// summary and a real game with the keyboard alone, never a click. Each new
// step's words are said by the announcer, and the focus is already on what
// the step asks (its Next, or the control it points at) without a Tab; a
// step that lets the learner choose is played by Tabbing to a move. One
// game (Barracuda: the one the by-ear run found hardest), German.
test('barracuda (de-DE): a guided game with the keyboard alone, each step said and focused', { timeout: 300_000 }, async () => {
  const game = 'barracuda';
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'de-DE', initScript: LISTEN });
  await page.goto(server.url());
  await page.evaluate(() => localStorage.setItem('tablee.settings', '{"pace":"instant"}'));
  await page.goto(server.url());
  const learn = await page.waitForSelector(`[data-testid=learn-${game}]`);
  assert.ok(await tabTo(page, learn), 'Tab reaches Learn to play');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid=coach]');
  const said = () => page.evaluate(() => window.__said.join('\n'));
  const norm = (t) => (t ?? '').replace(/\s+/g, ' ').trim();
  let steps = 0;
  let lastStep = null;
  for (let i = 0; i < 3000; i++) {
    await page.waitForSelector(`${SUMMARY}, ${NEXT}, ${POINTED}, ${ANY_MOVE}, ${PART}`, { timeout: 60_000 });
    const now = await where(page);
    if (now.summary) break;
    const step = now.step;
    if (step !== lastStep) {
      lastStep = step;
      steps++;
      // Its words are said, and the focus is on what it asks.
      const words = norm(now.words);
      await page.waitForFunction((w) => window.__said.some((l) => l.replace(/\s+/g, ' ').trim().includes(w)), words, { timeout: 5_000 })
        .catch(async () => assert.fail(`step ${step}: its words were not said: ${words} | said: ${(await said()).slice(-400)}`));
      const asked = (await page.$(NEXT)) ? NEXT : (await page.$(POINTED)) ? POINTED : null;
      if (asked) {
        await page.waitForFunction((sel) => document.activeElement?.matches(sel), asked, { timeout: 5_000 })
          .catch(async () => assert.fail(`step ${step}: the focus is not on ${asked} but on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`));
      }
    }
    // Next, or the control pointed at, or a move the learner may choose, or
    // a part of one: reached with Tab (no Tab when the focus is on it).
    const target = (await page.$(NEXT)) ?? (await page.$(POINTED)) ?? (await page.$(ANY_MOVE)) ?? (await page.$(PART));
    const before = await page.evaluate(() => {
      const t = document.querySelector('[data-testid=table]');
      return `${t?.dataset.moves}|${t?.dataset.coachStep}|${t?.dataset.draftState}`;
    });
    assert.ok(await tabTo(page, target), `step ${step}: Tab reaches ${await target.evaluate((e) => e.getAttribute('aria-label') || e.textContent)}`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((b) => {
      const t = document.querySelector('[data-testid=table]');
      return !t || document.querySelector('[data-testid=coach-summary]')
        || `${t.dataset.moves}|${t.dataset.coachStep}|${t.dataset.draftState}` !== b;
    }, before, { timeout: 30_000 });
  }
  await page.waitForSelector(SUMMARY);
  assert.ok(steps >= 10, `the coach took ${steps} steps`);
  // The summary is said, the focus in it; then a real game from the keyboard.
  await page.waitForFunction(() => document.activeElement?.closest('[data-testid=coach-summary]'), null, { timeout: 5_000 });
  // Said as its title and its words, two sentences (not run together, not
  // with its buttons' labels).
  const summary = norm(await page.evaluate((sel) => [...document.querySelectorAll(`${sel} h2, ${sel} p`)]
    .map((e) => e.textContent.trim()).join(' '), SUMMARY));
  assert.ok((await said()).split('\n').some((l) => norm(l) === summary), `the summary is said: ${summary} | said: ${(await said()).slice(-300)}`);
  const lesson = await page.evaluate(() => new URLSearchParams(location.search).get('save'));
  assert.ok(await tabTo(page, await page.$('[data-testid=coach-real]')), 'Tab reaches Play a real game');
  await page.keyboard.press('Enter');
  await page.waitForFunction((old) => new URLSearchParams(location.search).get('save') !== old
    && document.querySelector('[data-testid=table]'), lesson);
  assert.equal(await page.locator('[data-testid=coach], [data-testid=coach-summary]').count(), 0, 'no coach in the real game');
  assert.deepEqual(problems, []);
  await context.close();
});
