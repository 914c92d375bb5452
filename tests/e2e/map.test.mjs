// Pfeffersäcke's map is the table (issue 19):
// - on a landscape tablet the map fits the play area with no page scroll,
//   every city name readable (>= 12 px), none covering another, none cut off;
// - an offered city is played by tapping it on the map (a finger-sized
//   target), the list staying the accessible alternative;
// - zoom and pan: the buttons, the wheel, a drag, a pinch; "whole map" fits again;
// - on a phone: the map full width, the choices under it, no sideways scroll.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, axe, ANY_MOVE } from './harness.mjs';

let server, browser;
before(async () => { server = await serve({ prefix: '/carte/' }); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const viewBox = (page) => page.$eval('.pf-map', (s) => s.getAttribute('viewBox').split(' ').map(Number));

test('pfeffersacke: the map fits a tablet, names readable and apart, cities tapped on it, zoom and pan', { timeout: 300_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], viewport: { width: 1280, height: 800 } });
  await page.goto(server.url('?game=pfeffersacke&seats=human,easy,easy,easy,easy,easy&pace=instant&seed=3'));
  await page.waitForSelector(ANY_MOVE);
  const fit = await page.evaluate(() => {
    const svg = document.querySelector('.pf-map').getBoundingClientRect();
    const names = [...document.querySelectorAll('.pf-map .name')].map((n) => { const r = n.getBoundingClientRect(); return { t: n.textContent, x0: r.left, y0: r.top, x1: r.right, y1: r.bottom }; });
    const hits = [...document.querySelectorAll('.pf-map .hit')].map((h) => h.getBoundingClientRect().width);
    return { svg: { x0: svg.left, y0: svg.top, x1: svg.right, y1: svg.bottom }, names, hits, scroll: document.documentElement.scrollHeight - innerHeight, side: document.documentElement.scrollWidth - innerWidth };
  });
  assert.ok(fit.scroll <= 0 && fit.side <= 0, `no page scroll (${fit.scroll}, ${fit.side})`);
  assert.ok(fit.svg.x1 - fit.svg.x0 > 800 && fit.svg.y1 - fit.svg.y0 > 600, 'the map fills the play area');
  assert.equal(fit.names.length, 45, 'every city named');
  for (const n of fit.names) {
    assert.ok(n.y1 - n.y0 >= 12, `${n.t} is readable (${(n.y1 - n.y0).toFixed(1)} px)`);
    assert.ok(n.x0 >= fit.svg.x0 - 0.5 && n.x1 <= fit.svg.x1 + 0.5 && n.y0 >= fit.svg.y0 - 0.5 && n.y1 <= fit.svg.y1 + 0.5, `${n.t} is not cut off`);
  }
  // Glyph boxes of neighbouring names may touch; their cores never overlap.
  const core = (n) => ({ x0: n.x0 + 2, x1: n.x1 - 2, y0: n.y0 + 3, y1: n.y1 - 3 });
  for (let i = 0; i < fit.names.length; i++) {
    for (let j = i + 1; j < fit.names.length; j++) {
      const a = core(fit.names[i]);
      const b = core(fit.names[j]);
      const apart = a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0;
      assert.ok(apart, `${fit.names[i].t} and ${fit.names[j].t} do not collide`);
    }
  }
  assert.ok(fit.hits.length > 0 && fit.hits.every((w) => w >= 44), `finger-sized targets (${Math.min(...fit.hits).toFixed(0)} px)`);

  // Zoom: buttons, wheel, drag, pinch; "whole map" fits again.
  const whole = await viewBox(page);
  await page.click('[data-zoom=in]');
  const zin = await viewBox(page);
  assert.ok(zin[2] < whole[2] * 0.7, `zoomed in by the button (${zin[2]} < ${whole[2]})`);
  const box = await page.$eval('.pf-map', (s) => { const r = s.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; });
  await page.mouse.move(box.x, box.y);
  await page.mouse.wheel(0, -300);
  await page.waitForFunction((w) => Number(document.querySelector('.pf-map').getAttribute('viewBox').split(' ')[2]) < w, zin[2]);
  const wheeled = await viewBox(page);
  await page.mouse.move(box.x, box.y);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 60, { steps: 6 });
  await page.mouse.up();
  const dragged = await viewBox(page);
  assert.ok(dragged[0] < wheeled[0] && dragged[1] < wheeled[1], 'a drag pans the zoomed map');
  assert.equal(dragged[2], wheeled[2], 'a drag does not zoom');
  const moves = await page.$eval('[data-testid=table]', (t) => t.dataset.moves);
  assert.equal(moves, await page.$eval('[data-testid=table]', (t) => t.dataset.moves), 'a drag plays nothing');
  await page.click('[data-zoom=fit]');
  assert.deepEqual(await viewBox(page), whole, 'the whole map again');
  // A pinch of two fingers (pointer events, as a touch screen sends them).
  await page.evaluate(({ x, y }) => {
    const svg = document.querySelector('.pf-map');
    const at = (type, id, cx) => svg.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: 'touch', clientX: cx, clientY: y, bubbles: true, cancelable: true }));
    at('pointerdown', 11, x - 40); at('pointerdown', 12, x + 40);
    at('pointermove', 11, x - 120); at('pointermove', 12, x + 120);
    at('pointerup', 11, x - 120); at('pointerup', 12, x + 120);
  }, box);
  const pinched = await viewBox(page);
  assert.ok(pinched[2] < whole[2] * 0.5, `a pinch zooms in (${pinched[2]})`);
  await page.click('[data-zoom=fit]');
  assert.deepEqual(await axe(page), [], 'axe: the map table');

  // A city offered, tapped on the map: its move is played (or, with
  // several moves, the list narrows to it).
  const before = await page.$eval('[data-testid=table]', (t) => `${t.dataset.moves}|${t.dataset.draftState}`);
  const city = await page.$eval('.pf-map g.city[data-cmd] .body', (c) => { const r = c.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2, name: c.closest('g').dataset.city }; });
  await page.mouse.click(city.x, city.y);
  await page.waitForFunction((b) => { const t = document.querySelector('[data-testid=table]'); return `${t.dataset.moves}|${t.dataset.draftState}` !== b; }, before);
  assert.deepEqual(problems, []);
  await context.close();
});

test('pfeffersacke on a phone: the map full width, the choices under it, no sideways scroll', { timeout: 120_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], viewport: { width: 390, height: 844 } });
  await page.goto(server.url('?game=pfeffersacke&seats=human,easy,easy&pace=instant&seed=4'));
  await page.waitForSelector(ANY_MOVE);
  const m = await page.evaluate(() => {
    const svg = document.querySelector('.pf-map').getBoundingClientRect();
    const choice = document.querySelector('.pf-decide').getBoundingClientRect();
    return { w: svg.width, bottom: svg.bottom, choiceTop: choice.top, side: document.documentElement.scrollWidth - innerWidth };
  });
  assert.ok(m.w >= 370, `the map is full width (${m.w})`);
  assert.ok(m.choiceTop >= m.bottom - 1 && m.choiceTop < 844, 'the choices are under the map, on the first screen');
  assert.ok(m.side <= 0, 'no sideways scroll');
  const moves = await page.$eval('[data-testid=table]', (t) => t.dataset.moves);
  await page.locator('.pf-decide [data-move]').first().click();
  await page.waitForFunction((b) => document.querySelector('[data-testid=table]').dataset.moves !== b, moves);
  assert.deepEqual(problems, []);
  await context.close();
});

// Issue 53 (8): the map in words (three tables of the whole map, a third of
// the table's elements) is drawn only while its drawer is open, and is
// there whenever it is open: opened by a tap, by the keyboard, closed by
// Escape, opened again after a move.
test('pfeffersacke: the map in words is drawn while its drawer is open, and only then', { timeout: 120_000 }, async () => {
  const { page, problems, context } = await watchedPage(browser, { origins: [server.origin], viewport: { width: 1280, height: 800 } });
  await page.goto(server.url('?game=pfeffersacke&seats=human,easy,easy&pace=instant&seed=3'));
  await page.waitForSelector(ANY_MOVE);
  const tables = () => page.locator('[data-testid=map-words] table').count();
  assert.equal(await tables(), 0, 'closed: no table in the page');
  await page.click('[data-testid=map-words] > summary');
  await page.waitForSelector('[data-testid=map-words-cities]');
  assert.equal(await tables(), 3, 'open: the cities, the routes and the regions');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-testid=map-words] table'));
  assert.equal(await page.locator('[data-testid=map-words][open]').count(), 0, 'Escape closed it');
  await page.click(ANY_MOVE);
  await page.waitForSelector(ANY_MOVE);
  await page.focus('[data-testid=map-words] > summary');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid=map-words-routes]');
  assert.equal(await tables(), 3, 'opened by the keyboard after a move: all three tables');
  assert.deepEqual(problems, []);
  await context.close();
});
