// Draws the land under Pfeffersäcke's map: public/maps/hanse-land.svg, a
// simplified outline of the coasts (Natural Earth 1:50m, from the npm
// package world-atlas), in the map's own units and projection
// (src/games/pfeffersacke/board.rs `xy`), clipped to the map's frame. The
// output is committed; run this only to draw it again:
//     npm i --no-save world-atlas@2 topojson-client@3 && node scripts/make_map.mjs
// (or GEO_MODULES=/path/to/node_modules node scripts/make_map.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(process.env.GEO_MODULES ?? path.join(ROOT, 'node_modules'), 'x.js'));
const topojson = require('topojson-client');
const land = require('world-atlas/land-50m.json');

// The map's frame in its units: board.rs `fit_box`, with room around it (a
// zoomed-out view never shows an edge of the land).
const FRAME = { x0: -80, y0: -60, x1: 980, y1: 800 };
const K = Math.cos((51 * Math.PI) / 180);
const xy = ([lon, lat]) => [(lon - 3) * K * 100 + 20, (54.6 - lat) * 100];

/** Sutherland–Hodgman: a ring clipped to the frame. */
function clip(ring) {
  const edges = [
    [(p) => p[0] >= FRAME.x0, (a, b) => { const t = (FRAME.x0 - a[0]) / (b[0] - a[0]); return [FRAME.x0, a[1] + t * (b[1] - a[1])]; }],
    [(p) => p[0] <= FRAME.x1, (a, b) => { const t = (FRAME.x1 - a[0]) / (b[0] - a[0]); return [FRAME.x1, a[1] + t * (b[1] - a[1])]; }],
    [(p) => p[1] >= FRAME.y0, (a, b) => { const t = (FRAME.y0 - a[1]) / (b[1] - a[1]); return [a[0] + t * (b[0] - a[0]), FRAME.y0]; }],
    [(p) => p[1] <= FRAME.y1, (a, b) => { const t = (FRAME.y1 - a[1]) / (b[1] - a[1]); return [a[0] + t * (b[0] - a[0]), FRAME.y1]; }],
  ];
  let out = ring;
  for (const [inside, cross] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const a = input[(i + input.length - 1) % input.length];
      const b = input[i];
      if (inside(b)) {
        if (!inside(a)) out.push(cross(a, b));
        out.push(b);
      } else if (inside(a)) {
        out.push(cross(a, b));
      }
    }
    if (!out.length) break;
  }
  return out;
}

/** Drops points closer than `d` units to the last one kept (a light simplification). */
function thin(ring, d) {
  const out = [];
  for (const p of ring) {
    const q = out[out.length - 1];
    if (!q || Math.hypot(p[0] - q[0], p[1] - q[1]) >= d) out.push(p);
  }
  return out;
}

const geo = topojson.feature(land, land.objects.land);
const polys = geo.features.flatMap((f) => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates));
let d = '';
let rings = 0;
for (const poly of polys) {
  for (const ring of poly) {
    const r = thin(clip(ring.map(xy)), 2.5);
    if (r.length < 3) continue;
    const [x0, y0] = r[0];
    d += `M${Math.round(x0)} ${Math.round(y0)}` + r.slice(1).map(([x, y]) => `L${Math.round(x)} ${Math.round(y)}`).join('') + 'Z';
    rings++;
  }
}
const w = FRAME.x1 - FRAME.x0;
const h = FRAME.y1 - FRAME.y0;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${FRAME.x0} ${FRAME.y0} ${w} ${h}" width="${w}" height="${h}">` +
  `<!-- Land: Natural Earth 1:50m (public domain), via world-atlas; drawn by scripts/make_map.mjs -->` +
  `<path d="${d}" fill="#efe3c4" stroke="#8a9aa6" stroke-width="1.6" stroke-linejoin="round" fill-rule="evenodd"/></svg>\n`;
const out = path.join(ROOT, 'public', 'maps', 'hanse-land.svg');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, svg);
console.log(`${out}: ${rings} rings, ${(svg.length / 1024).toFixed(1)} KB`);
