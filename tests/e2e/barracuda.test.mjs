// Barracuda's secret money through the real UI, three humans passing the tablet:
// - a closed offer shows its thickness to all, its notes only to its giver and its receiver;
// - a bid's notes show only to its bidder, and to the seller once all bids are in;
// - a wallet shows only on its owner's screen;
// - the Last order prompt is public (no curtain) and names the seat asked.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, playAny } from './harness.mjs';

let server, browser;
before(async () => { server = await serve({ prefix: '/jeux/' }); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('barracuda: offers, bids and wallets show only to whom the rules allow', { timeout: 900_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB' });
  const seen = { offers: 0, offerContents: 0, hiddenOffers: 0, bids: 0, prompts: 0, wallets: 0 };
  for (const seed of [3, 8]) {
    await page.goto(server.url(`?game=barracuda&seats=human,human,human&names=Ana,Bob,Cleo&pace=instant&seed=${seed}`));
    await page.evaluate(() => localStorage.clear());
    await page.goto(server.url(`?game=barracuda&seats=human,human,human&names=Ana,Bob,Cleo&pace=instant&seed=${seed}`));
    await playAny(page, {
      seed,
      steps: 300,
      onAction: async () => {
        const s = await page.evaluate(() => {
          const t = document.querySelector('[data-testid=table]');
          if (!t) return null;
          const offer = t.querySelector('[data-testid=offer]');
          const auction = t.querySelector('[data-testid=auction]');
          return {
            viewer: t.dataset.viewer,
            offer: offer && { giver: offer.dataset.giver, tenant: offer.dataset.tenant, contents: !!offer.querySelector('[data-testid=offer-contents]') },
            bids: auction && [...auction.querySelectorAll('[data-bidder]')].map((b) => ({ bidder: b.dataset.bidder, contents: !!b.querySelector('[data-contents]') })),
            seller: auction?.dataset.seller,
            deciding: !!t.querySelector('.decide-bids'),
            prompt: !!t.querySelector('[data-testid=call-last-order]'),
            wallet: !!t.querySelector('[data-testid=wallet]'),
          };
        });
        if (!s) return;
        if (s.offer) {
          seen.offers += 1;
          const party = s.viewer === s.offer.giver || s.viewer === s.offer.tenant;
          assert.equal(s.offer.contents, party, `offer contents shown to viewer ${s.viewer}: ${JSON.stringify(s.offer)}`);
          if (s.offer.contents) seen.offerContents += 1; else seen.hiddenOffers += 1;
        }
        for (const b of s.bids ?? []) {
          seen.bids += 1;
          if (b.contents) assert.ok(b.bidder === s.viewer || (s.viewer === s.seller && s.deciding), `bid of ${b.bidder} shown to ${s.viewer}`);
        }
        if (s.prompt) {
          seen.prompts += 1;
          assert.equal(s.wallet, false, 'no wallet on the public prompt');
        }
        if (s.wallet) {
          seen.wallets += 1;
          assert.notEqual(s.viewer, 'table');
        }
      },
    });
  }
  assert.ok(seen.offers > 0 && seen.offerContents > 0, JSON.stringify(seen));
  assert.ok(seen.prompts > 0 && seen.wallets > 0, JSON.stringify(seen));
  assert.deepEqual(problems, []);
  console.log('# barracuda secrets seen:', JSON.stringify(seen));
  await context.close();
});
