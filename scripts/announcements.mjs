// What a screen reader hears: one round of each game, alone against
// computers, in a language (default English), as the announcer said it.
// Writes docs/announcements[-<lang>].md for a reader to judge.
//
//   node scripts/announcements.mjs [--lang en|fr|de|nl] [--dist DIR]
//
// The player's own decisions are made by the same seeded walk as the
// browser tests (playAny); each of them is written as "(Ana presses …)".
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, watchedPage, GAME_IDS, ROOT, ANY_MOVE, ANY_DRAFT, LISTEN } from '../tests/e2e/harness.mjs';

const arg = (name, d) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : d; };
const lang = arg('--lang', 'en');
const dist = arg('--dist', undefined);
const LOCALES = { en: 'en-US', fr: 'fr-FR', de: 'de-DE', nl: 'nl-NL' };
// Alone against two computers (three seats suit every game).
const SEATS = 'human,easy,easy';
// Enough of each game for about a round: Sorciers' round 2 (two cards
// each), a round of the bars, a manche's first turns, a round of Preums !,
// the first posts of the map.
const MOVES = 14;

const srv = await serve(dist ? { root: path.resolve(dist) } : {});
const browser = await launch();
let out = `# What a screen reader hears\n\nOne stretch of each game (about a round), alone against computers, as the announcer said it (${lang}).\nWritten by \`node scripts/announcements.mjs --lang ${lang}\` from the built app: each line is one message of the polite live region, read in turn; "[at once]" marks the assertive one (a question put out of the turn's order). The player's own presses are in parentheses; focus then goes to the status heading, which a screen reader reads as well.\n`;
try {
  for (const game of GAME_IDS) {
    const { page } = await watchedPage(browser, { origins: [srv.origin], locale: LOCALES[lang], initScript: LISTEN });
    await page.goto(srv.url(`?game=${game}&seats=${SEATS}&pace=instant&seed=5&lang=${lang}`));
    await page.waitForSelector('[data-testid=table]');
    let r = 5;
    let drafts = 0;
    const next = (n) => { r = (Math.imul(r, 1103515245) + 12345) >>> 0; return (r >>> 8) % n; };
    for (let i = 0; i < 400; i++) {
      await page.waitForSelector(`[data-testid=end], ${ANY_MOVE}, ${ANY_DRAFT}`, { timeout: 60_000 });
      const made = await page.evaluate(() => Number(document.querySelector('[data-testid=table]')?.dataset.moves ?? 0));
      if (made >= MOVES || (await page.$('[data-testid=end]'))) break;
      const moves = await page.$$(ANY_MOVE);
      const pool = moves.length ? moves : await page.$$(ANY_DRAFT);
      const el = pool[next(pool.length)];
      // Its name as a screen reader reads it: its label, or its words
      // without what is hidden from the ear.
      const name = await el.evaluate((e) => {
        if (e.getAttribute('aria-label')) return e.getAttribute('aria-label');
        const words = (n) => n.nodeType === 3 ? n.textContent
          : n.nodeType === 1 && n.getAttribute('aria-hidden') !== 'true' && !n.hasAttribute('hidden') ? [...n.childNodes].map(words).join('') : '';
        return words(e).replace(/\s+/g, ' ').trim();
      });
      if (moves.length) {
        // The steps of a choice (notes into an envelope, cards picked): one line.
        if (drafts) await page.evaluate((n) => window.__said.push(`(${n} steps composing the choice)`), drafts);
        drafts = 0;
        await page.evaluate((n) => window.__said.push(`(presses “${n}”)`), name);
      } else {
        drafts++;
      }
      const before = await page.evaluate(() => { const t = document.querySelector('[data-testid=table]'); return `${t?.dataset.moves}|${t?.dataset.draftState}`; });
      await el.click();
      await page.waitForFunction((b) => { const t = document.querySelector('[data-testid=table]'); return `${t?.dataset.moves}|${t?.dataset.draftState}` !== b; }, before, { timeout: 5_000 }).catch(() => {});
    }
    await page.waitForTimeout(300);
    const said = await page.evaluate(() => window.__said.map((s, i) => (window.__urgent.includes(i) ? `[at once] ${s}` : s)));
    const title = await page.title();
    out += `\n## ${game}\n\nPage title at the end: “${title}”\n\n${said.map((s) => `- ${s}`).join('\n')}\n`;
    await page.context().close();
    console.log(`${game}: ${said.length} lines`);
  }
} finally {
  await browser.close();
  await srv.close();
}
const file = path.join(ROOT, 'docs', lang === 'en' ? 'announcements.md' : `announcements-${lang}.md`);
fs.writeFileSync(file, out);
console.log(`wrote ${path.relative(ROOT, file)}`);
