// Rasterises the card art (art/cards/*.svg, drawn here) into the PNG files
// the style sheet uses (public/cards/*.png), with headless Chromium, then
// pngquant if it is installed. Run by hand after changing the art:
//     node scripts/make_cards.mjs
// Why images and not the SVG files themselves: a table repaints its cards
// often, and Chromium re-records an SVG image's drawing at every paint: on
// Preums !'s table, at 4x CPU throttle, the SVG art cost ~8.5 ms of paint
// per tap (scripts/tap_profile.mjs); a bitmap is drawn from its decoded copy.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'art/cards');
const OUT = path.join(ROOT, 'public/cards');
// Pixels per viewBox unit: 2x the largest size a piece is drawn at.
const SCALE = { 'back.svg': 2.6 };

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
fs.mkdirSync(OUT, { recursive: true });
for (const f of fs.readdirSync(SRC).filter((f) => f.endsWith('.svg')).sort()) {
  const svg = fs.readFileSync(path.join(SRC, f), 'utf8');
  const [, , , w, h] = svg.match(/viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/).map(Number);
  const k = SCALE[f] ?? 1.28;
  const [pw, ph] = [Math.round(w * k), Math.round(h * k)];
  await page.setViewportSize({ width: pw, height: ph });
  const sized = svg.replace('<svg ', `<svg width="${pw}" height="${ph}" `);
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
  const png = path.join(OUT, f.replace(/\.svg$/, '.png'));
  await page.locator('svg').screenshot({ path: png, omitBackground: true });
  try { execFileSync('pngquant', ['--force', '--ext', '.png', '--quality', '70-95', '--strip', png]); } catch { /* optional */ }
  console.log(`${path.relative(ROOT, png)}  ${pw}×${ph}  ${fs.statSync(png).size} B`);
}
await browser.close();
