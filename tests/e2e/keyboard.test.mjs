// Play by ear (issue 38): every game played with the keyboard alone,
// deciding only from the accessibility tree, as a blind player would.
//
// The driver reads the page's accessibility tree (Playwright's ARIA
// snapshot of <main>), picks a button of the table that is enabled (not a
// tool of the game, not a drawer), moves the focus to it with Tab only, and
// presses Enter. It never clicks and never looks for a decision with a CSS
// selector. At every step it checks:
// - the focus is on a named element, never on the page (<body>);
// - every line of the game's log (what happened, as the eyes on screen
//   may read it) was said by the announcer (its live regions), and each
//   time a decision is put to the player its question was said last;
// - the rules dialog keeps the focus inside, and Escape gives it back.
// On the build before the announcer (no live region of the moves, focus
// dropped to the page after a move) it fails at its first move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, GAME_IDS, GAMES, LISTEN, tabTo } from './harness.mjs';

// Three seats suit every game (each takes 2 or 3 to 5 or 6): alone against
// two computers, and two people passing the tablet with a computer.
const ALONE = 'human,easy,easy';
const TWO = 'human,human,easy';

/** Spaces of any kind as one (the log and the announcer may differ in a no-break space). */
const norm = (t) => (t ?? '').replace(/\s+/g, ' ').trim();

/** The ARIA snapshot's lines, each with its depth, role, name and states. */
function parse(snapshot) {
  const out = [];
  for (const raw of snapshot.split('\n')) {
    const m = raw.match(/^(\s*)- (.*)$/);
    if (!m) continue;
    let item = m[2];
    // A quoted entry: '…' with '' for a quote inside.
    if (item.startsWith("'")) {
      const end = item.lastIndexOf("'");
      item = item.slice(1, end).replace(/''/g, "'") + item.slice(end + 1);
    }
    const e = item.match(/^([a-z]+)(?: "((?:[^"\\]|\\.)*)")?((?: \[[^\]]+\])*)/);
    if (!e) continue;
    out.push({ depth: m[1].length / 2, role: e[1], name: (e[2] ?? '').replace(/\\"/g, '"'), states: e[3] ?? '' });
  }
  return out;
}

/** The buttons a player may press to play: in the table's region, enabled,
 * outside the game's tools; and whether the table or a curtain is shown. */
async function choices(page) {
  const lines = parse(await page.locator('main').ariaSnapshot());
  const buttons = [];
  const path = [];
  for (const l of lines) {
    path.length = l.depth;
    path.push(l);
    if (l.role !== 'button' || l.states.includes('[disabled]') || !l.name) continue;
    const inTable = path.some((p) => p.role === 'region');
    const inTools = path.some((p) => p.role === 'group' && /tools|Outils|Werkzeuge|hulpmiddelen/i.test(p.name));
    if (inTable && !inTools) buttons.push(l.name);
  }
  const curtain = lines.filter((l) => l.role === 'button' && /^I am /.test(l.name)).map((l) => l.name);
  return { buttons, curtain };
}

/** The focused element: its name as read, and whether it is the page itself. */
async function focused(page) {
  return page.evaluate(() => {
    const a = document.activeElement;
    const body = !a || a === document.body || a === document.documentElement;
    const name = a ? (a.getAttribute('aria-label') || a.innerText || a.textContent || '').trim() : '';
    return { body, name, dialog: !!a?.closest('[role=dialog], [role=alertdialog]') };
  });
}

/** Tab (only) until the focus is on the button named `name` (found by its
 * role and name), then Enter. The Tabs needed are counted first, then
 * pressed, and the focus checked; a count gone wrong Tabs on one at a time. */
async function press(page, name, { moving = false } = {}) {
  const screen = await stamp(page);
  const target = page.getByRole('button', { name, exact: true }).first();
  const handle = await target.elementHandle({ timeout: 5_000 });
  const on = () => page.evaluate((t) => document.activeElement === t, handle);
  await tabTo(page, handle);
  if (!(await on())) {
    const why = await page.evaluate((t) => ({
      connected: t.isConnected, tabIndex: t.tabIndex, disabled: t.disabled,
      inert: !!t.closest('[inert]'), visible: t.isConnected && t.checkVisibility({ visibilityProperty: true }),
      now: document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent?.trim().slice(0, 40),
    }), handle);
    // The table moved on between reading the choices and pressing (a late
    // step of the previous choice, a computer's move, a curtain): the
    // choices are read again. A button on a screen that stood still and
    // that Tab cannot reach is a failure.
    const moved = (await stamp(page)) !== screen || !why.connected || why.inert;
    if (moving && moved) return false;
    assert.fail(`Tab never reached the button "${name}": ${JSON.stringify({ ...why, screen, moved })}`);
  }
  await page.keyboard.press('Enter');
  return true;
}

/** What the table says of itself (to wait for a move, not to decide). */
const stamp = (page) => page.evaluate(() => {
  const t = document.querySelector('[data-testid=table]');
  return t ? `${t.dataset.moves}|${t.dataset.draftState}` : document.querySelector('[data-testid=curtain]') ? 'curtain' : 'none';
});

/** The log's lines as the eyes on screen read them, and the status heading. */
const readable = (page) => page.evaluate(() => ({
  log: [...document.querySelectorAll('[data-testid=log] li')].map((li) => li.textContent.trim()),
  status: document.getElementById('table-status')?.textContent.trim() ?? null,
  moves: document.querySelector('[data-testid=table]')?.dataset.moves ?? null,
  over: !!document.querySelector('[data-testid=end]'),
}));

/** Opens the rules from the keyboard, Tabs round the dialog, closes it with Escape. */
async function rulesHoldFocus(page) {
  await press(page, 'Rules');
  await page.waitForSelector('[data-testid=rules]');
  await page.waitForFunction(() => document.activeElement?.closest('[role=dialog]'));
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    assert.ok(f.dialog, `the focus left the rules dialog (on "${f.name}", page: ${f.body})`);
  }
  const behind = await page.evaluate(() => document.querySelector('main#main')?.hasAttribute('inert'));
  assert.ok(behind, 'the page behind the rules is not inert');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-testid=rules]'));
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'open-rules');
}

/** The seat marked as the one to act in the players' strip. */
const acting = (page) => page.evaluate(() => document.querySelector('[data-testid=players-strip] .player.acting')?.dataset.seat ?? null);

/**
 * Plays a game from the keyboard until it ends or the tablet was handed
 * over `handovers` times: a curtain passed, or, in a game with nothing
 * secret (`noCurtain`), the decision passing from one person to another.
 */
async function byEar(page, { seed = 1, handovers = Infinity, noCurtain = false, maxSteps = 3000 } = {}) {
  let r = seed;
  const next = (n) => { r = (Math.imul(r, 1103515245) + 12345) >>> 0; return (r >>> 8) % n; };
  let passed = 0;
  let asked = null;
  let rulesChecked = false;
  // In a game with nothing secret: the seat that decided last.
  let lastSeat = null;
  const idle = new Set();
  const steps = { moves: 0, curtains: 0, handovers: 0, said: 0 };
  for (let i = 0; i < maxSteps; i++) {
    // Wait for something to decide (the computers play on their own).
    const state = await page.waitForFunction(() => {
      if (document.querySelector('[data-testid=end]')) return 'end';
      if (document.querySelector('[data-testid=curtain]')) return 'curtain';
      const t = document.querySelector('[data-testid=table]');
      // (Waiting only: the decision itself is read from the accessibility tree.)
      return t && t.querySelector('[data-move]:not([aria-disabled=true]), [data-draft]:not([aria-disabled=true])') ? 'table' : false;
    }, null, { timeout: 60_000 }).then((h) => h.jsonValue());
    await page.waitForTimeout(30);
    const f = await focused(page);
    assert.ok(!f.body, `the focus fell to the page (step ${i}, ${state})`);
    assert.ok(f.name, 'the focus is on an element without a name');
    if (state === 'end') {
      const { log } = await readable(page);
      const said = (await page.evaluate(() => window.__said)).map(norm);
      for (const line of log.map(norm)) assert.ok(said.includes(line), `never said: "${line}"`);
      steps.said = said.length;
      return { end: true, ...steps };
    }
    const { buttons, curtain } = await choices(page);
    if (state === 'curtain') {
      if (passed >= handovers) return { end: false, ...steps };
      assert.ok(curtain.length, 'a curtain without its button');
      const before = await stamp(page);
      await press(page, curtain[0]);
      await page.waitForFunction((b) => {
        const t = document.querySelector('[data-testid=table]');
        return t && !document.querySelector('[data-testid=curtain]');
      }, before, { timeout: 30_000 });
      passed++;
      steps.curtains++;
      steps.handovers++;
      asked = null;
      continue;
    }
    // Without curtains, the tablet changes hands when another person decides.
    if (noCurtain) {
      const seat = await acting(page);
      if (lastSeat !== null && seat !== lastSeat) {
        if (passed >= handovers) return { end: false, ...steps };
        passed++;
        steps.handovers++;
      }
      lastSeat = seat;
    }
    // Everything the eyes on screen may read was said, and the question last.
    const { log, status, moves } = await readable(page);
    const said = (await page.evaluate(() => window.__said)).map(norm);
    for (const line of log.map(norm)) assert.ok(said.includes(line), `never said: "${line}" (said: ${said.slice(-6).join(' | ')})`);
    if (moves !== asked) {
      const urgent = await page.evaluate(() => document.getElementById('announcer-now')?.textContent.trim());
      assert.ok(said.at(-1) === norm(status) || norm(urgent) === norm(status), `the question "${status}" was not said last (said: "${said.at(-1)}")`);
      asked = moves;
    }
    if (!rulesChecked) {
      await rulesHoldFocus(page);
      rulesChecked = true;
      continue;
    }
    const before = await stamp(page);
    // A button that changed nothing here (it says why not) is not pressed again here.
    const open = buttons.filter((b) => !idle.has(`${before}|${b}`));
    assert.ok(open.length, `nothing to press on "${status}"`);
    const chosen = open[next(open.length)];
    if (!(await press(page, chosen, { moving: true }))) continue;
    const changed = await page.waitForFunction((b) => {
      const t = document.querySelector('[data-testid=table]');
      const now = t ? `${t.dataset.moves}|${t.dataset.draftState}` : 'other';
      return now !== b;
    }, before, { timeout: 2_000 }).then(() => true, () => false);
    if (!changed) idle.add(`${before}|${chosen}`);
    // After a move or a step of a choice (once the next screen is painted:
    // a curtain takes the focus in its first frame): never the page.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const after = await focused(page);
    assert.ok(!after.body, `the focus fell to the page after pressing a button on "${status}"`);
    steps.moves++;
  }
  assert.fail('the game did not end');
}

for (const game of GAME_IDS) {
  test(`${game}: played to the end against computers with the keyboard alone, by ear`, { timeout: 600_000 }, async () => {
    const srv = await serve();
    const browser = await launch();
    try {
      const { page, problems } = await watchedPage(browser, { origins: [srv.origin], locale: 'en-US', initScript: LISTEN });
      await page.goto(srv.url(`?game=${game}&seats=${ALONE}&pace=instant&seed=5`));
      await page.waitForSelector('[data-testid=table]');
      const done = await byEar(page, { seed: 7 });
      assert.ok(done.end);
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
      await srv.close();
    }
  });

  test(`${game}: pass-and-play through two handovers with the keyboard alone`, { timeout: 300_000 }, async () => {
    const srv = await serve();
    const browser = await launch();
    try {
      const { page, problems } = await watchedPage(browser, { origins: [srv.origin], locale: 'en-US', initScript: LISTEN });
      await page.goto(srv.url(`?game=${game}&seats=${TWO}&pace=instant&seed=5`));
      await page.waitForSelector('[data-testid=table], [data-testid=curtain]');
      const noCurtain = GAMES.find((g) => g.id === game).public === true;
      const done = await byEar(page, { seed: 11, handovers: 2, noCurtain });
      assert.ok(done.end || done.handovers === 2, `handovers passed: ${done.handovers}`);
      // Behind the curtain the announcer holds nothing (no one's secret).
      const held = await page.evaluate(() => [document.getElementById('announcer')?.textContent, document.getElementById('announcer-now')?.textContent]);
      if (!noCurtain && !done.end) assert.deepEqual(held, ['', ''], 'the announcer still holds what was said before the curtain');
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
      await srv.close();
    }
  });
}
