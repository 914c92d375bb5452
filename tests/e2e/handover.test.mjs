// After a move, the tablet still in the hands of the one who played: the
// table stays as they left it (their hand, what they just did) with a
// button to pass the tablet on; the next player's curtain comes only then.
// A reload, or the setting "pass at once", brings the curtain straight away.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, axe, CARD_NAME } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const BID = '[data-testid=bid-options] button[aria-disabled=false]';
const CARD = '[data-testid=hand].playing button[data-card][aria-disabled=false]';

async function assertCurtainOnly(page, name) {
  await page.waitForSelector('[data-testid=curtain]');
  assert.equal(await page.innerText('[data-testid=curtain] h1'), name);
  assert.equal(await page.locator('[data-testid=table]').count(), 0, 'no table behind the curtain');
  assert.equal(await page.locator('[data-testid=handover]').count(), 0, 'no handover behind the curtain');
  assert.doesNotMatch(await page.content(), CARD_NAME, 'no card behind the curtain');
}

/** The player at the tablet makes the first move offered (a bid, else a card). */
async function move(page) {
  const el = await page.waitForSelector(`${BID}, ${CARD}`);
  const before = await page.getAttribute('[data-testid=table]', 'data-moves');
  await el.click();
  await page.waitForFunction((b) => document.querySelector('[data-testid=table]')?.dataset.moves !== b, before);
}

test('after a move the table stays for its player until they pass the tablet on', { timeout: 180_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-US', handover: true });
  const NAMES = ['Ana', 'Bob', 'Cleo'];
  await page.goto(server.url('?game=sorciers&seats=human,human,human&names=Ana,Bob,Cleo&pace=instant&seed=11'));
  await page.waitForSelector('[data-testid=curtain]');
  const first = await page.innerText('[data-testid=curtain] h1');
  await assertCurtainOnly(page, first);
  await page.click('[data-testid=curtain-go]');
  await move(page);

  // The table as its player left it: their hand and their bid, no control
  // to play, the button that passes the tablet on, focused; no curtain yet.
  await page.waitForSelector('[data-testid=handover]');
  assert.equal(await page.locator('[data-testid=curtain]').count(), 0);
  assert.equal(await page.getAttribute('[data-testid=table]', 'data-viewer'), String(NAMES.indexOf(first)));
  assert.ok(await page.locator('[data-testid=hand] [data-card]').count() > 0, 'their hand is still shown');
  assert.equal(await page.locator(`${BID}, ${CARD}`).count(), 0, 'nothing left to play');
  const said = await page.innerText('[data-testid=handover]');
  const next = said.match(/Pass the tablet to (Ana|Bob|Cleo)/)?.[1];
  assert.match(said, new RegExp(`${first}, your turn is over`));
  assert.ok(next && next !== first, `the next player named: ${said}`);
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'handover-go');
  assert.deepEqual(await axe(page), [], 'axe: the handover');

  // The move is still theirs to take back, from the table's tools.
  await page.click('[data-testid=undo]');
  await page.waitForSelector(BID);
  assert.equal(await page.locator('[data-testid=handover]').count(), 0, 'their turn again: no handover');
  await move(page);
  await page.waitForSelector('[data-testid=handover]');

  // A reload a moment after: the same screen (the tablet is in the same
  // hands); then the next player's curtain, once it is passed on.
  await page.reload();
  await page.waitForSelector('[data-testid=handover]');
  assert.equal(await page.getAttribute('[data-testid=table]', 'data-viewer'), String(NAMES.indexOf(first)));
  await page.click('[data-testid=handover-go]');
  await assertCurtainOnly(page, next);
  await page.click('[data-testid=curtain-go]');
  await move(page);
  await page.waitForSelector('[data-testid=handover]');
  assert.equal(await page.getAttribute('[data-testid=table]', 'data-viewer'), String(NAMES.indexOf(next)));
  await page.click('[data-testid=handover-go]');
  await page.waitForSelector('[data-testid=curtain]');
  const third = await page.innerText('[data-testid=curtain] h1');
  assert.notEqual(third, next);
  await assertCurtainOnly(page, third);

  // "Pass the tablet at once": the curtain comes straight after the move,
  // and the choice is kept.
  await page.click('[data-testid=curtain-go]');
  await page.waitForSelector('[data-testid=table]');
  await page.selectOption('[data-testid=handover-setting]', 'pass');
  assert.match(await page.evaluate(() => localStorage.getItem('tablee.settings')), /"handover":"pass"/);
  await move(page);
  await page.waitForSelector('[data-testid=curtain]');
  assert.notEqual(await page.innerText('[data-testid=curtain] h1'), third);
  await assertCurtainOnly(page, await page.innerText('[data-testid=curtain] h1'));

  assert.deepEqual(problems, []);
  await context.close();
});

test('alone against computers there is no tablet to pass: no handover, no setting', { timeout: 120_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'de-DE', handover: true });
  await page.goto(server.url('?game=sorciers&seats=human,easy,easy&pace=instant&seed=11'));
  await move(page);
  await page.waitForSelector(`${BID}, ${CARD}`);
  assert.equal(await page.locator('[data-testid=handover]').count(), 0);
  assert.equal(await page.locator('[data-testid=handover-setting]').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});
