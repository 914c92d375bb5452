// Draws the land under Pfeffersäcke's map: public/maps/hanse-land.svg, a
// simplified outline of the coasts (Natural Earth 1:50m, from the npm
// package world-atlas), in the map's own units and projection
// (src/games/pfeffersacke/board.rs `xy`), clipped to the map's frame; and
// the ten regions as territories on the land: each city's Voronoi cell
// (d3-delaunay), kept within a circle around it, tinted by its region. The
// output is committed; run
// this only to draw it again (after a change of map.json's cities):
//     npm i --no-save world-atlas@2 topojson-client@3 d3-delaunay@6 && node scripts/make_map.mjs
// (or GEO_MODULES=/path/to/node_modules node scripts/make_map.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(process.env.GEO_MODULES ?? path.join(ROOT, 'node_modules'), 'x.js'));
const topojson = require('topojson-client');
const land = require('world-atlas/land-50m.json');
const { Delaunay } = require('d3-delaunay');
const board = JSON.parse(fs.readFileSync(path.join(ROOT, 'src', 'games', 'pfeffersacke', 'map.json'), 'utf8'));
// The regions' tints, in the order of map.json's regions.
const TINTS = ['#d9a441', '#7fa7c9', '#a3c47a', '#8fc3c0', '#9aa3d6', '#d69a9a', '#c9b06b', '#b78fc7', '#8fbf8f', '#c7a08f'];

// The map's frame in its units: board.rs `fit_box`, with room around it (a
// zoomed-out view never shows an edge of the land).
const FRAME = { x0: -80, y0: -60, x1: 980, y1: 800 };
const K = Math.cos((51 * Math.PI) / 180);
const xy = ([lon, lat]) => [(lon - 3) * K * 100 + 20, (54.6 - lat) * 100];

/** Sutherland–Hodgman: a ring clipped by the half-planes `edges` ([inside, crossing point]). */
function clipBy(ring, edges) {
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

/** The half-planes of a convex polygon given counter-clockwise or clockwise. */
function convexEdges(poly) {
  const area = poly.reduce((s, p, i) => { const q = poly[(i + 1) % poly.length]; return s + p[0] * q[1] - q[0] * p[1]; }, 0);
  const sign = Math.sign(area);
  return poly.map((p, i) => {
    const q = poly[(i + 1) % poly.length];
    const side = (r) => sign * ((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
    const inside = (r) => side(r) >= 0;
    const cross = (a, b) => { const sa = side(a); const sb = side(b); const t = sa / (sa - sb); return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]; };
    return [inside, cross];
  });
}

/** A ring clipped to the frame. */
function clip(ring) {
  const edges = [
    [(p) => p[0] >= FRAME.x0, (a, b) => { const t = (FRAME.x0 - a[0]) / (b[0] - a[0]); return [FRAME.x0, a[1] + t * (b[1] - a[1])]; }],
    [(p) => p[0] <= FRAME.x1, (a, b) => { const t = (FRAME.x1 - a[0]) / (b[0] - a[0]); return [FRAME.x1, a[1] + t * (b[1] - a[1])]; }],
    [(p) => p[1] >= FRAME.y0, (a, b) => { const t = (FRAME.y0 - a[1]) / (b[1] - a[1]); return [a[0] + t * (b[0] - a[0]), FRAME.y0]; }],
    [(p) => p[1] <= FRAME.y1, (a, b) => { const t = (FRAME.y1 - a[1]) / (b[1] - a[1]); return [a[0] + t * (b[0] - a[0]), FRAME.y1]; }],
  ];
  return clipBy(ring, edges);
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
// The regions: each city's Voronoi cell within 64 units of it.
const regionOf = new Map(board.regions.flatMap((r, i) => r.cities.map((c) => [c, i])));
const pts = board.cities.map((c) => xy([c.lon, c.lat]));
const voronoi = Delaunay.from(pts).voronoi([FRAME.x0, FRAME.y0, FRAME.x1, FRAME.y1]);
const circle = (cx, cy, r) => Array.from({ length: 28 }, (_, k) => [cx + r * Math.cos((k * Math.PI) / 14), cy + r * Math.sin((k * Math.PI) / 14)]);
const byRegion = TINTS.map(() => '');
board.cities.forEach((c, i) => {
  const cell = voronoi.cellPolygon(i);
  if (!cell) return;
  const ring = clipBy(cell.slice(0, -1), convexEdges(circle(pts[i][0], pts[i][1], 64)));
  if (ring.length < 3) return;
  const r = regionOf.get(c.id);
  byRegion[r] += `M${ring.map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`).join('L')}Z`;
});
const regions = byRegion.map((d, i) => (d ? `<path d="${d}" fill="${TINTS[i]}"/>` : '')).join('');
const w = FRAME.x1 - FRAME.x0;
const h = FRAME.y1 - FRAME.y0;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${FRAME.x0} ${FRAME.y0} ${w} ${h}" width="${w}" height="${h}">` +
  `<!-- Land: Natural Earth 1:50m (public domain), via world-atlas; drawn by scripts/make_map.mjs -->` +
  `<defs><clipPath id="land"><path d="${d}" fill-rule="evenodd"/></clipPath></defs>` +
  `<path d="${d}" fill="#efe3c4" fill-rule="evenodd"/>` +
  `<g clip-path="url(#land)" opacity="0.42">${regions}</g>` +
  `<path d="${d}" fill="none" stroke="#8a9aa6" stroke-width="1.6" stroke-linejoin="round"/></svg>\n`;
const out = path.join(ROOT, 'public', 'maps', 'hanse-land.svg');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, svg);
console.log(`${out}: ${rings} rings, ${(svg.length / 1024).toFixed(1)} KB`);
