// Screenshots of the app's main screens at the four sizes we check
// (1280×800, 1024×768, 800×1280, 390×844), from the built dist/:
//   node scripts/screenshots.mjs [--out docs/screenshots] [--only name,name] [--lang de]
// Writes <screen>-<width>x<height>.png, compressed by pngquant when it is
// installed (the committed ones are small: 256 colours). Look at them before you stop.
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { serve, launch, playAny } from '../tests/e2e/harness.mjs';
import { GAME_IDS } from './games.mjs';

const args = process.argv.slice(2);
const arg = (k, d) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : d; };
const OUT = path.resolve(arg('--out', 'docs/screenshots'));
const ONLY = arg('--only', '')?.split(',').filter(Boolean);
// --lang de|nl|fr|en: every screen in that language (<screen>-<lang>-<size>.png).
const LANG = arg('--lang', '');
const LOCALES = { fr: 'fr-FR', en: 'en-GB', de: 'de-DE', nl: 'nl-NL' };
const SIZES = [[1280, 800], [1024, 768], [800, 1280], [390, 844]];
fs.mkdirSync(OUT, { recursive: true });

const frame = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 450))));
// A game's chunk the host refuses (the 'load-failed' screen).
let chunksDown = false;
const fresh = async (page, app, q) => {
  chunksDown = false;
  await page.goto(app.url());
  await page.evaluate(() => localStorage.clear());
  // The curtain straight after a move (the 'handover' screen shows the other way).
  if (!keepHandover) await page.evaluate(() => localStorage.setItem('tablee.settings', '{"handover":"pass"}'));
  await page.goto(app.url(q));
};
let keepHandover = false;

/** A game of four computers (seed 6), finished, then watched again from its end screen up to move `at`. */
const watchedAt = async (page, app, game, at) => {
  await fresh(page, app, `?game=${game}&seats=easy,easy,easy,easy&names=Ana,Bob,Cléo,Dani&pace=instant&seed=6`);
  await page.waitForSelector('[data-testid=end]', { timeout: 180_000 });
  await page.click('[data-testid=watch]');
  await page.focus('[data-testid=replay-at]');
  for (let i = 0; i < at; i++) await page.keyboard.press('ArrowRight');
};

/** Each screen: how to reach it from a fresh page. */
const SCREENS = {
  home: async (page, app) => { await fresh(page, app, ''); await page.waitForSelector('[data-testid=home]'); },
  setup: async (page, app) => {
    await fresh(page, app, '');
    await page.click('[data-testid=play-barracuda]');
    await page.selectOption('[data-testid=players]', '5');
  },
  'load-failed': async (page, app) => {
    await fresh(page, app, '');
    chunksDown = true;
    await page.click('[data-testid=play-sorciers]');
    await page.waitForSelector('[data-testid=load-failed]');
  },
  'embed-start': async (page, app) => { await fresh(page, app, '?game=barracuda&embed=1'); await page.waitForSelector('[data-testid=quick-start]'); },
  'home-games': async (page, app) => {
    // Three games in progress of three games, and a finished one.
    await fresh(page, app, '?game=levee&seats=easy,easy,easy&names=Mamie,Papi,Léa&pace=instant&seed=9');
    await page.waitForSelector('[data-testid=end]', { timeout: 120_000 });
    await page.goto(app.url('?game=barracuda&seats=human,human,human,easy&names=Ana,Bob,Cléo,Dani&pace=instant&seed=4'));
    await playAny(page, { seed: 2, untilMoves: 5 });
    await page.goto(app.url('?game=pfeffersacke&seats=human,human&names=Ana,Bob&pace=instant&seed=5'));
    await playAny(page, { seed: 3, untilMoves: 4 });
    await page.goto(app.url('?game=sorciers&seats=human,easy,easy&names=Mamie,Papi,Léa&pace=instant&seed=3'));
    await playAny(page, { seed: 1, untilMoves: 6 });
    // Played at different times: "2 hours ago", "3 days ago", "last month"…
    await page.evaluate(() => {
      const ages = [2 * 3600e3, 3 * 86400e3, 40 * 86400e3, 400 * 86400e3];
      const keys = Object.keys(localStorage).filter((k) => k.startsWith('tablee.when.')).sort();
      keys.forEach((key, i) => {
        const when = Date.now() - ages[i % ages.length] - 60e3;
        localStorage.setItem(key, String(when));
        const sum = key.replace('.when.', '.sum.');
        const kept = localStorage.getItem(sum);
        if (kept) localStorage.setItem(sum, JSON.stringify({ ...JSON.parse(kept), when }));
      });
    });
    await page.click('[data-testid=home-btn]');
    await page.waitForSelector('[data-testid=saves-going]');
  },
  'replace-question': async (page, app) => {
    await fresh(page, app, '?game=sorciers&seats=human,easy,easy&pace=instant&seed=4');
    await playAny(page, { seed: 2, untilMoves: 8 });
    // Thirty games in progress: the question comes about the oldest.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('tablee.save.sorciers.'));
      for (let i = 0; i < 29; i++) {
        localStorage.setItem(`tablee.save.sorciers.f${i}`, localStorage.getItem(key));
        localStorage.setItem(`tablee.when.sorciers.f${i}`, String(Date.now()));
      }
      localStorage.setItem(key.replace('.save.', '.when.'), String(Date.now() - 86_400_000));
    });
    await page.click('[data-testid=home-btn]');
    await page.click('[data-testid=play-sorciers]');
    await page.click('[data-testid=start]');
    await page.waitForSelector('[data-testid=replace-dialog]');
  },
  'sorciers-hint': async (page, app) => {
    await fresh(page, app, '?game=sorciers&seats=human,easy,strong&names=Ana,Bob,Cléo&pace=instant&seed=5');
    await page.click('[data-testid=ask-hint]');
    await page.waitForSelector('[data-testid=hint]');
  },
  'barracuda-moment': async (page, app) => {
    await fresh(page, app, '?game=barracuda&seats=human,easy,easy&names=Ana,Bob,Cléo&pace=instant&seed=8');
    // Random taps: a stake's composer may take a few hundred to send a stake.
    for (let i = 0; i < 400; i++) {
      await playAny(page, { seed: 3 + i, steps: 1 });
      if (await page.$('[data-testid=table] .moment')) break;
    }
    await page.waitForSelector('.moment');
  },
  'barracuda-compose': async (page, app) => {
    await fresh(page, app, '?game=barracuda&seats=human,easy,easy&names=Ana,Bob,Cléo&pace=instant&seed=8');
    for (let i = 0; i < 600; i++) {
      const offer = await page.$('[data-testid=table] [data-action=takeover], [data-testid=table] [data-action=partner-offer]');
      if (offer) { await offer.click(); break; }
      await playAny(page, { seed: 3 + i, steps: 1 });
    }
    for (const v of ['5000', '2000', '2000', '0']) {
      const b = await page.$(`[data-testid=wallet] .note-btn[data-note="${v}"]:not(.refused)`);
      if (b) await b.click();
    }
  },
  // The public "Last order?" screen of a table of three, with what calling it does.
  'barracuda-last-order': async (page, app) => {
    await fresh(page, app, '?game=barracuda&seats=human,human,human&names=Ana,Bob,Cléo&pace=instant&seed=3');
    for (let i = 0; i < 400; i++) {
      if (await page.$('[data-testid=table] [data-testid=last-order-call]')) break;
      await playAny(page, { seed: 5 + i, steps: 1 });
    }
    await page.waitForSelector('[data-testid=last-order-explain]');
  },
  'barracuda-offer': async (page, app) => {
    await fresh(page, app, '?game=barracuda&seats=human,human,human&names=Ana,Bob,Cléo&pace=instant&seed=3');
    for (let i = 0; i < 1500; i++) {
      if (await page.$('[data-testid=table] [data-testid=accept]')) break;
      await playAny(page, { seed: 5 + i, steps: 1 });
    }
  },
  'barracuda-auction': async (page, app) => {
    // Random play seldom auctions a bar: Ana opens bars and auctions one as
    // soon as she may; the computers bid; the screen is her choice of a bid.
    for (let seed = 4; seed < 40; seed++) {
      await fresh(page, app, `?game=barracuda&seats=human,easy,easy&names=Ana,Bob,Cléo&pace=instant&seed=${seed}`);
      for (let i = 0; i < 400; i++) {
        if (await page.$('[data-testid=table] .decide-bids, [data-testid=end]')) break;
        // Three bars held first (the rule for auctioning one), then auction.
        const mine = await page.$('[data-testid=table] [data-action=auction]') ?? await page.$('[data-testid=table] [data-action=open]');
        if (mine) { await mine.click(); continue; }
        await playAny(page, { seed: 9 + i, steps: 1 });
      }
      if (await page.$('[data-testid=table] .decide-bids')) { console.log(`# barracuda-auction: seed ${seed}`); return; }
    }
    throw new Error('no auction reached');
  },
  'barracuda-curtain-moment': async (page, app) => {
    await fresh(page, app, '?game=barracuda&seats=human,human,human&names=Ana,Bob,Cléo&pace=instant&seed=3');
    for (let i = 0; i < 1500; i++) {
      if (await page.$('[data-testid=curtain] .moment')) break;
      await playAny(page, { seed: 5 + i, steps: 1 });
    }
  },
  'barracuda-end': async (page, app) => {
    await fresh(page, app, '?game=barracuda&seats=easy,easy,easy,easy&pace=instant&seed=6');
    await page.waitForSelector('[data-testid=end]', { timeout: 120_000 });
    await page.evaluate(() => document.querySelector('[data-testid=end]').scrollIntoView());
  },
  'pfeffersacke-end': async (page, app) => {
    await fresh(page, app, '?game=pfeffersacke&seats=easy,easy,easy,easy,easy,easy&pace=instant&seed=6');
    await page.waitForSelector('[data-testid=end]', { timeout: 180_000 });
    await page.evaluate(() => document.querySelector('[data-testid=end]').scrollIntoView());
  },
  sorciers: async (page, app) => {
    await fresh(page, app, '?game=sorciers&seats=human,easy,easy,easy&pace=instant&seed=3');
    await playAny(page, { seed: 1, untilMoves: 9 });
  },
  'sorciers-trick': async (page, app) => {
    await fresh(page, app, '?game=sorciers&seats=human,easy,easy,easy&pace=instant&seed=3');
    await playAny(page, { seed: 1, untilMoves: 30 });
  },
  handover: async (page, app) => {
    keepHandover = true;
    try {
      await fresh(page, app, '?game=barracuda&seats=human,human,easy&names=Ana,Bob,Cléo&pace=instant&seed=8');
    } finally { keepHandover = false; }
    await page.click('[data-testid=curtain-go]');
    await page.click('[data-testid=table] [data-move]:not([aria-disabled=true])');
    await page.waitForSelector('[data-testid=handover]');
  },
  'sorciers-end': async (page, app) => {
    await fresh(page, app, '?game=sorciers&seats=easy,easy,easy,easy&pace=instant&seed=6');
    await page.waitForSelector('[data-testid=end]', { timeout: 180_000 });
  },
  // A finished game watched again, through one player's eyes, shared.
  'sorciers-replay': async (page, app) => {
    await watchedAt(page, app, 'sorciers', 26);
    await page.click('[data-testid=replay-eyes-open]');
    await page.locator('[data-testid=replay-eyes]').nth(1).click();
    await page.click('[data-testid=replay-share]');
    await page.waitForSelector('[data-testid=share-links]');
  },
  'barracuda-replay': async (page, app) => watchedAt(page, app, 'barracuda', 40),
  // "Ana : annuler mon dernier coup" on Bob's curtain: Ana's own curtain first.
  'undo-curtain': async (page, app) => {
    await fresh(page, app, '?game=sorciers&seats=human,human,easy&names=Ana,Bob,Cléo&pace=instant&seed=11');
    for (let i = 0; i < 200; i++) {
      if (await page.$('[data-testid=curtain-undo]')) break;
      await playAny(page, { seed: 2 + i, steps: 1 });
    }
    await page.click('[data-testid=curtain-undo]');
    await page.waitForSelector('[data-testid=curtain-back]');
  },
  // A link shared from a game being played, opened elsewhere: what the table saw.
  'link-not-over': async (page, app) => {
    await fresh(page, app, '?game=sorciers&seats=human,human,easy&names=Ana,Bob,Cléo&pace=instant&seed=11');
    await playAny(page, { seed: 4, untilMoves: 30 });
    await page.click('[data-testid=share]');
    const link = await page.inputValue('[data-testid=share-link]');
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await page.waitForSelector('[data-testid=replay]');
  },
  'barracuda-replay-hands': async (page, app) => {
    await SCREENS['barracuda-replay'](page, app);
    await page.click('[data-testid=open-hands] summary');
  },
  'link-broken': async (page, app) => {
    await fresh(page, app, '?embed=1#r=AcgGVghzb3JjaWVyc217InBsYXllcnMiOjMsInNvcmNpZXJf');
    await page.waitForSelector('[data-testid=link-error]');
  },
  'levee-levee': async (page, app) => {
    await fresh(page, app, '?game=levee&seats=human,easy,easy,easy&pace=instant&seed=3');
    for (let i = 0; i < 300; i++) {
      if (await page.$('[data-testid=place]')) break;
      await playAny(page, { seed: 7 + i, steps: 1 });
    }
  },
  levee: async (page, app) => {
    await fresh(page, app, '?game=levee&seats=human,easy,easy,easy&pace=instant&seed=3');
    await playAny(page, { seed: 1, untilMoves: 14 });
  },
  bourse: async (page, app) => {
    await fresh(page, app, '?game=bourse&seats=human,easy,easy&pace=instant&seed=3');
    await playAny(page, { seed: 1, untilMoves: 10 });
  },
  pfeffersacke: async (page, app) => {
    await fresh(page, app, '?game=pfeffersacke&seats=human,easy,easy,easy&pace=instant&seed=3');
    await playAny(page, { seed: 1, untilMoves: 14 });
  },
  // The map in words (cities, routes, regions as tables), opened.
  'pfeffersacke-words': async (page, app) => {
    await fresh(page, app, '?game=pfeffersacke&seats=human,easy,easy,easy&pace=instant&seed=3');
    await playAny(page, { seed: 1, untilMoves: 14 });
    await page.click('[data-testid=map-words] > summary');
  },
};

/** A guided game ("Learn to play") followed as a learner would, up to its `at`-th step shown (0: the summary). */
const learnt = (game, at) => async (page, app) => {
  await page.goto(app.url());
  await page.evaluate(() => { localStorage.clear(); localStorage.setItem('tablee.settings', '{"pace":"instant"}'); });
  await page.goto(app.url(`?game=${game}&learn=1`));
  for (let i = 0; i < 3000; i++) {
    const part = '[data-testid=table] [data-draft]:not([aria-disabled=true]):not([aria-pressed=true])';
    const move = '[data-testid=table] [data-move]:not([aria-disabled=true])';
    await page.waitForSelector(`[data-testid=coach-summary], [data-testid=coach-next], ${move}, ${part}`);
    const step = await page.evaluate(() => document.querySelector('[data-testid=table]')?.dataset.coachStep);
    if (await page.$('[data-testid=coach-summary]')) return;
    if (at && step === String(at)) return;
    const target = (await page.$('[data-testid=coach-next]')) ?? (await page.$('[data-testid=table] [data-coach-target][data-move]:not([aria-disabled=true])')) ?? (await page.$(move)) ?? (await page.$(part));
    const before = await page.evaluate(() => { const t = document.querySelector('[data-testid=table]'); return `${t?.dataset.moves}|${t?.dataset.coachStep}|${t?.dataset.draftState}`; });
    await target.click();
    await page.waitForFunction((b) => { const t = document.querySelector('[data-testid=table]'); return !t || `${t.dataset.moves}|${t.dataset.coachStep}|${t.dataset.draftState}` !== b || document.querySelector('[data-testid=coach-summary]'); }, before);
  }
};
for (const game of GAME_IDS) {
  SCREENS[`learn-${game}-2`] = learnt(game, 2);
  SCREENS[`learn-${game}-6`] = learnt(game, 6);
  SCREENS[`learn-${game}-end`] = learnt(game, 0);
}

const app = await serve({ prefix: '/t/', alter: (rel) => chunksDown && /^game-sorciers-/.test(rel) && { status: 503 } });
const browser = await launch();
try {
  for (const [name, reach] of Object.entries(SCREENS)) {
    if (ONLY?.length && !ONLY.includes(name)) continue;
    // A guided game's steps: at the two sizes the issue asks (a tablet, a phone).
    const sizes = name.startsWith('learn-') ? [[1280, 800], [390, 844]] : SIZES;
    for (const [width, height] of sizes) {
      const locale = LANG ? LOCALES[LANG] : name.endsWith('moment') ? 'en-GB' : 'fr-FR';
      const context = await browser.newContext({ viewport: { width, height }, locale });
      const page = await context.newPage();
      try {
        await reach(page, app);
        await frame(page);
        const file = path.join(OUT, `${name}${LANG ? `-${LANG}` : ''}-${width}x${height}.png`);
        await page.screenshot({ path: file });
        try { execFileSync('pngquant', ['--force', '--ext', '.png', '--strip', file]); } catch { /* optional */ }
        console.log(file);
      } catch (e) {
        console.log(`${name} ${width}x${height}: ${e.message.split('\n')[0]}`);
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await app.close();
}
