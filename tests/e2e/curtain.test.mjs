// 2. Pass-and-play: the curtain between two humans hides every card (absent
//    from the DOM, not hidden), focus lands in the table after it, and secret
//    bids are collected one human at a time behind curtains.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, play, axe, CARD_NAME } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

async function assertNothingSecret(page) {
  const html = await page.content();
  const text = await page.innerText('body');
  assert.equal(await page.locator('[data-testid=table]').count(), 0, 'no table behind the curtain');
  assert.doesNotMatch(html, /data-card=/, 'no card element in the DOM');
  assert.doesNotMatch(text, CARD_NAME, `no card name in the text: ${text}`);
  assert.doesNotMatch(html, CARD_NAME, 'no card name anywhere in the DOM');
}

for (const locale of ['fr-FR', 'en-US', 'de-DE', 'nl-NL']) {
  test(`two humans and a computer (${locale}): curtains, nothing behind them, focus after`, { timeout: 300_000 }, async () => {
    const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale });
    await page.goto(server.url('?game=sorciers&seats=human,human,easy&names=Ana,Bob,Cleo&pace=instant&seed=11'));
    let curtains = 0;
    let lastViewer = null;
    while (curtains < 6) {
      const why = await play(page, {
        stopAtCurtain: true,
        steps: 200,
        onAction: async () => {
          lastViewer = await page.getAttribute('[data-testid=table]', 'data-viewer');
        },
      });
      assert.equal(why, 'curtain');
      curtains++;
      await assertNothingSecret(page);
      const name = await page.innerText('[data-testid=curtain] h1');
      assert.ok(['Ana', 'Bob'].includes(name), `the curtain names a human: ${name}`);
      // The curtain asks for the other human than the one who decided last.
      if (lastViewer !== null) {
        const expected = lastViewer === '0' ? 'Bob' : 'Ana';
        assert.equal(name, expected);
      }
      if (curtains === 1) assert.deepEqual(await axe(page), [], 'axe: curtain');
      await page.click('[data-testid=curtain-go]');
      await page.waitForSelector('[data-testid=table]');
      await page.waitForFunction(() => document.querySelector('[data-testid=table]').contains(document.activeElement),
        null, { timeout: 5_000 });
      assert.equal(await page.getAttribute('[data-testid=table]', 'data-viewer'), name === 'Ana' ? '0' : '1');
      assert.ok(await page.locator('[data-testid=hand] [data-card]').count() > 0, 'the hand is shown after the curtain');
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('simultaneous bids: one human at a time behind curtains, revealed together', { timeout: 300_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin] });
  await page.goto(server.url('?game=sorciers&seats=human,human,human&names=Ana,Bob,Cleo&pace=instant&seed=4&bid=simultaneous'));
  // Through the first two rounds, every bid is preceded by a curtain naming the bidder,
  // and before the reveal nobody sees another's bid.
  let bids = 0;
  let curtainSeen = false;
  while (bids < 6) {
    const el = await page.waitForSelector('[data-testid=curtain-go], [data-testid=bid-options] button[aria-disabled=false], [data-testid=hand].playing button[aria-disabled=false]');
    const testid = await el.evaluate((e) => e.dataset.testid || e.closest('[data-testid]').dataset.testid);
    if (testid === 'curtain-go') {
      await assertNothingSecret(page);
      curtainSeen = true;
      await el.click();
      await page.waitForSelector('[data-testid=table]');
      continue;
    }
    if (testid === 'bid-options') {
      assert.ok(curtainSeen, 'a curtain before every human bid');
      curtainSeen = false;
      const strip = await page.innerText('[data-testid=players-strip]');
      const before = await page.getAttribute('[data-testid=table]', 'data-moves');
      // Others' bids are secret until everyone has bid.
      const secret = (strip.match(/secrète|secret/g) || []).length;
      assert.equal(secret, bids % 3, `${bids % 3} secret bid(s) shown before this one`);
      await el.click();
      await page.waitForFunction((b) => document.querySelector('[data-testid=table]')?.dataset.moves !== b || !!document.querySelector('[data-testid=curtain]'), before);
      bids++;
      continue;
    }
    // Playing: all bids are now public.
    const strip = await page.innerText('[data-testid=players-strip]');
    assert.doesNotMatch(strip, /secrète|secret/, 'bids revealed before the first card');
    await play(page, { steps: 1, stopAtCurtain: true });
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('playable with the keyboard alone: curtain, bid and card with Tab and Enter', { timeout: 120_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin] });
  await page.goto(server.url('?game=sorciers&seats=human,human,easy&names=Ana,Bob,Cleo&pace=instant&seed=11'));
  // The curtain's button has the focus: Enter takes the tablet.
  await page.waitForSelector('[data-testid=curtain]');
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'curtain-go');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid=table]');
  // Tab to the first allowed bid or playable card, then Enter.
  const target = async () => page.evaluate(() => {
    const el = document.activeElement;
    return !!el && el.getAttribute('aria-disabled') === 'false' && !!el.closest('[data-testid=bid-options], [data-testid=hand].playing');
  });
  const before = await page.getAttribute('[data-testid=table]', 'data-moves');
  let tabs = 0;
  while (!(await target())) {
    await page.keyboard.press('Tab');
    assert.ok(++tabs < 60, 'a decision is reachable with Tab');
  }
  await page.keyboard.press('Enter');
  await page.waitForFunction((b) => document.querySelector('[data-testid=table]')?.dataset.moves !== b || !!document.querySelector('[data-testid=curtain]'), before);
  assert.deepEqual(problems, []);
  await context.close();
});
