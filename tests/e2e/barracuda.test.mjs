// Barracuda's secret money through the real UI, three humans passing a phone
// (390×844), two whole deals:
// - a closed offer shows its thickness to all, its notes only to its giver and its receiver;
// - a bid's notes show only to its bidder, and to the seller once all bids are in;
// - a wallet shows only on its owner's screen;
// - the Last order prompt is public (no curtain): it names the seat asked,
//   shows no purse and offers no hint; the next secret comes only behind a curtain;
// - an offer's answers and a composer just opened are in view.
// (One run for all of these: a Barracuda game is long to play through the UI.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, playAny } from './harness.mjs';

let server, browser;
before(async () => { server = await serve({ prefix: '/jeux/' }); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('barracuda on a phone: offers, bids and wallets show only to whom the rules allow; the public Last order prompt shows no purse and offers no hint, a secret after it only behind a curtain; offers and composers come into view', { timeout: 900_000 }, async () => {
  const viewport = { width: 390, height: 844 };
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], locale: 'en-GB', viewport });
  const seen = { offers: 0, offerContents: 0, hiddenOffers: 0, bids: 0, prompts: 0, wallets: 0, hints: 0, curtainsAfter: 0, answers: 0, composers: 0 };
  const inView = (box) => box && box.y >= 0 && box.y + box.height <= viewport.height;
  for (const seed of [3, 8]) {
    const url = server.url(`?game=barracuda&seats=human,human,human&names=Ana,Bob,Cleo&pace=instant&seed=${seed}`);
    await page.goto(url);
    await page.evaluate(() => localStorage.clear());
    await page.goto(url);
    let afterPublic = false;
    let composing = false;
    await playAny(page, {
      seed,
      steps: 300,
      onAction: async (kind) => {
        if (kind === 'curtain-go') {
          if (afterPublic) seen.curtainsAfter += 1;
          afterPublic = false;
          return;
        }
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
            secret: !!t.querySelector('[data-testid=wallet], [data-testid=offer-contents], .secret'),
            hint: !!document.querySelector('[data-testid=ask-hint]'),
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
          afterPublic = true;
          assert.equal(s.wallet, false, 'no wallet on the public prompt');
          assert.equal(s.secret, false, 'nothing secret on the public prompt');
          assert.equal(s.hint, false, 'no hint on the public prompt');
        } else {
          if (afterPublic) {
            assert.equal(s.secret, false, 'a secret right after the public prompt, with no curtain');
            assert.equal(s.viewer, 'table');
          }
          if (s.hint) seen.hints += 1;
        }
        if (s.wallet) {
          seen.wallets += 1;
          assert.notEqual(s.viewer, 'table');
        }
        const accept = await page.$('[data-testid=table] [data-testid=accept]');
        if (accept) {
          seen.answers += 1;
          assert.ok(inView(await accept.boundingBox()), 'Accept is on screen when an offer arrives');
          assert.ok(inView(await (await page.$('[data-testid=refuse]')).boundingBox()), 'Refuse too');
        }
        const composer = await page.$('[data-testid=table] [data-testid=composer]');
        if (composer && !composing) {
          seen.composers += 1;
          const box = await composer.boundingBox();
          assert.ok(box.y >= 0 && box.y < viewport.height - 100, `a composer just opened is in view: ${JSON.stringify(box)}`);
        }
        composing = !!composer;
      },
    });
  }
  assert.ok(seen.offers > 0 && seen.offerContents > 0, JSON.stringify(seen));
  assert.ok(seen.prompts > 3 && seen.wallets > 0 && seen.curtainsAfter > 0, JSON.stringify(seen));
  assert.ok(seen.hints > 0, `hints are offered on private turns: ${JSON.stringify(seen)}`);
  assert.ok(seen.answers > 0 && seen.composers > 3, JSON.stringify(seen));
  assert.deepEqual(problems, []);
  console.log('# barracuda secrets seen:', JSON.stringify(seen));
  await context.close();
});
