// What a new-user run met, round three (issue 53), through the real UI:
// - names typed for one game are offered in the next game's setup;
// - the setup's title takes the focus after "Play <game>" (not the page);
// - the same file imported twice opens the game already there, no second row;
// - composing a Barracuda offer by keyboard: the focus goes into the panel
//   the toggle opened, then stays on the note button being pressed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve, launch, watchedPage, playAny, settle } from './harness.mjs';

let server, browser;
before(async () => { server = await serve({ prefix: '/r3/' }); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test("a family's names follow them to the next game; the setup's title takes the focus", { timeout: 120_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  await page.goto(server.url());
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.click('[data-testid=play-sorciers]');
  await page.waitForSelector('[data-testid=setup][data-game=sorciers]');
  await page.waitForFunction(() => document.activeElement?.id === 'setup-title');
  await page.selectOption('[data-testid=players]', '3');
  for (const [i, name] of ['Mama', 'Papa', 'Lena'].entries()) await page.fill(`[data-testid=seat-name-${i}]`, name);
  await page.selectOption('[data-testid=seat-kind-1]', 'human');
  await page.click('[data-testid=start]');
  await page.waitForSelector('[data-testid=table], [data-testid=curtain]');
  await page.click('[data-testid=home-btn]');
  await page.click('[data-testid=play-bourse]');
  await page.waitForSelector('[data-testid=setup][data-game=bourse]');
  await page.waitForFunction(() => document.activeElement?.id === 'setup-title');
  const names = await page.$$eval('[data-testid^=seat-name-]', (els) => els.map((e) => e.value));
  assert.deepEqual(names.slice(0, 3), ['Mama', 'Papa', 'Lena'], 'the names typed for Sorciers');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the same file imported twice opens the game already there: one row on the home', { timeout: 120_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  await page.goto(server.url());
  await page.evaluate(() => localStorage.clear());
  await page.goto(server.url('?game=sorciers&seats=human,easy,easy&names=Ana,Bob,Cleo&pace=instant&seed=4'));
  await playAny(page, { seed: 2, untilMoves: 6 });
  await settle(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export]')]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tablee-')), 'x.json');
  await download.saveAs(file);
  const rows = () => page.locator('[data-testid=resume]').count();
  await page.click('[data-testid=home-btn]');
  await page.waitForSelector('[data-testid=resume]');
  assert.equal(await rows(), 1);
  // Imported once: it is the game already there, opened, not a copy.
  for (let i = 0; i < 2; i++) {
    await page.setInputFiles('#import-file', file);
    await page.waitForSelector('[data-testid=table], [data-testid=curtain]');
    await page.click('[data-testid=home-btn]');
    await page.waitForSelector('[data-testid=resume]');
    assert.equal(await rows(), 1, `after import ${i + 1}`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('a Barracuda offer composed by keyboard: the focus goes into the panel opened, then stays on the note put in', { timeout: 300_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  await page.goto(server.url('?game=barracuda&seats=human,easy,easy&names=Ana,Bob,Cleo&pace=instant&seed=5'));
  // On to a turn of Ana's where an offer can be composed (a partner or a takeover toggle).
  const toggle = '[data-testid=table] :is([data-action=partner-offer], [data-action=takeover])[aria-pressed=false]:not([aria-disabled=true])';
  let found = false;
  for (let i = 0; i < 80 && !found; i++) {
    await page.waitForSelector('[data-testid=end], [data-testid=table] [data-move]:not([aria-disabled=true])', { timeout: 60_000 });
    if (await page.$('[data-testid=end]')) break;
    found = !!(await page.$(toggle));
    if (!found) await playAny(page, { seed: 3 + i, steps: 1 });
  }
  assert.ok(found, 'an offer to compose within 80 turns');
  // The toggle, by keyboard: the focus goes to the panel's heading.
  await page.focus(toggle);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.matches('[data-arrive]'));
  const heading = await page.evaluate(() => document.activeElement.textContent);
  assert.match(heading, /Offer|Take over|partner/i, heading);
  // A note put in by keyboard: the focus stays on that note's button.
  const note = await page.waitForSelector('[data-testid=wallet] [data-note]:not([aria-disabled=true])');
  const value = await note.getAttribute('data-note');
  await note.focus();
  const before = await page.getAttribute('[data-testid=table]', 'data-draft-state');
  await page.keyboard.press('Enter');
  await page.waitForFunction((b) => document.querySelector('[data-testid=table]').dataset.draftState !== b, before);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const on = await page.evaluate(() => ({ note: document.activeElement?.dataset.note ?? null, id: document.activeElement?.id ?? '' }));
  assert.equal(on.note, value, `the focus stayed on the note put in: ${JSON.stringify(on)}`);
  assert.deepEqual(problems, []);
  await context.close();
});
