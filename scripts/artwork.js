'use strict';
/**
 * Placeholder artwork for every catalog image until the hotel supplies real photos:
 * calm flat-vector scenes (SVG rendered by sharp) in the brand palette, seeded by image id
 * so that every run draws the same pictures. Writes `.cache/artwork/{id}.jpg`.
 *
 *   node scripts/artwork.js            draw the missing and out-of-date ones
 *   node scripts/artwork.js --force    redraw all of them
 *   node scripts/artwork.js --sheet    also write .cache/contact-sheet.jpg to review them
 *   node scripts/artwork.js rooms/1-1  only these ids
 */
const fs = require('node:fs');
const path = require('node:path');
const os = require('node:os');
const crypto = require('node:crypto');
const sharp = require('sharp');

const ROOT = path.resolve(__dirname, '..');
const CATALOG_PATH = path.join(ROOT, 'src/shared/images/catalog.json');
const DEFAULT_OUT = path.join(ROOT, '.cache/artwork');

// ---------------------------------------------------------------------------------------------
// Seeded randomness and colour helpers

function hashString(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeRandom(seedText) {
  const next = mulberry32(hashString(seedText));
  const rand = (min = 0, max = 1) => min + (max - min) * next();
  rand.int = (min, max) => Math.floor(rand(min, max + 1));
  rand.pick = (list) => list[Math.floor(next() * list.length)];
  rand.chance = (p) => next() < p;
  return rand;
}

function hexToRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgbToHex(rgb) {
  return '#' + rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');
}
/** Mix two hex colours; t = 0 gives a, t = 1 gives b. */
function mix(a, b, t) {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x.map((v, i) => v + ((y[i] ?? 0) - v) * t));
}
const lighten = (c, t) => mix(c, '#ffffff', t);
const darken = (c, t) => mix(c, '#1a1a22', t);

const r1 = (n) => Math.round(n * 10) / 10;

// Brand palette (see src/shared/theme.ts) plus a few natural tones.
const C = {
  teal: '#0f4c5c',
  tealDeep: '#0a3641',
  tealSoft: '#5f8f8f',
  terracotta: '#a8432a',
  terraSoft: '#c7775a',
  gold: '#e9c46a',
  goldMuted: '#c9a35c',
  sand: '#e3cfae',
  sandDeep: '#c9ad84',
  cream: '#f7efe2',
  ink: '#22303a',
  leaf: '#4f6b4a',
  leafDark: '#2f4a3c',
  leafLight: '#7d9462',
  wood: '#a9774f',
  woodDark: '#7a4f33',
  woodLight: '#c99a6c',
  stone: '#b9ab98',
  white: '#fffaf2',
};

// ---------------------------------------------------------------------------------------------
// A tiny SVG builder: scenes draw into a viewBox of height 1000 and width 1000 * aspect.

class Svg {
  constructor(W, H, rand) {
    this.W = W;
    this.H = H;
    this.rand = rand;
    this.defs = [];
    this.body = [];
    this.count = 0;
  }
  uid(prefix) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
  stops(list) {
    return list
      .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a === 1 ? '' : ` stop-opacity="${a}"`}/>`)
      .join('');
  }
  /** Linear gradient in the shape's bounding box (0..1). */
  lin(list, x1 = 0, y1 = 0, x2 = 0, y2 = 1, extra = '') {
    const id = this.uid('l');
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${extra}>${this.stops(list)}</linearGradient>`);
    return `url(#${id})`;
  }
  /** Linear gradient in user space, repeating: stripes, folds, planks. */
  stripes(list, x1, y1, x2, y2) {
    const id = this.uid('s');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" spreadMethod="repeat" x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}">${this.stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(list, cx = 0.5, cy = 0.5, r = 0.5) {
    const id = this.uid('r');
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${this.stops(list)}</radialGradient>`);
    return `url(#${id})`;
  }
  /** Repeating tile in user space. */
  pattern(w, h, content, transform = '') {
    const id = this.uid('p');
    this.defs.push(`<pattern id="${id}" patternUnits="userSpaceOnUse" width="${r1(w)}" height="${r1(h)}"${transform ? ` patternTransform="${transform}"` : ''}>${content}</pattern>`);
    return `url(#${id})`;
  }
  clip(shape) {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  add(...parts) {
    for (const part of parts) this.body.push(part);
  }
  toString() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${r1(this.W)} ${this.H}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

const attrs = (extra) =>
  Object.entries(extra || {})
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? r1(v) : v}"`)
    .join('');
const rect = (x, y, w, h, fill, extra) => `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${attrs(extra)}/>`;
const circle = (cx, cy, r, fill, extra) => `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${attrs(extra)}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra) =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${attrs(extra)}/>`;
const pathEl = (d, fill, extra) => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
const poly = (points, fill, extra) => `<polygon points="${points.map((p) => p.map(r1).join(',')).join(' ')}" fill="${fill}"${attrs(extra)}/>`;
const line = (x1, y1, x2, y2, stroke, width, extra) =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${r1(width)}"${attrs(extra)}/>`;
const group = (content, extra) => `<g${attrs(extra)}>${Array.isArray(content) ? content.join('') : content}</g>`;

/** Pointed (Central Asian) arch: straight sides from the bottom, then two curves meeting at a soft point. */
function archPath(x, y, w, h, rise = w * 0.6) {
  const spring = y + rise;
  const mid = x + w / 2;
  return (
    `M${r1(x)},${r1(y + h)} L${r1(x)},${r1(spring)} ` +
    `C${r1(x)},${r1(spring - rise * 0.55)} ${r1(x + w * 0.28)},${r1(y + rise * 0.12)} ${r1(mid)},${r1(y)} ` +
    `C${r1(x + w * 0.72)},${r1(y + rise * 0.12)} ${r1(x + w)},${r1(spring - rise * 0.55)} ${r1(x + w)},${r1(spring)} ` +
    `L${r1(x + w)},${r1(y + h)} Z`
  );
}

function roundedRectPath(x, y, w, h, r) {
  const q = Math.min(r, w / 2, h / 2);
  return `M${r1(x + q)},${r1(y)} H${r1(x + w - q)} Q${r1(x + w)},${r1(y)} ${r1(x + w)},${r1(y + q)} V${r1(y + h - q)} Q${r1(x + w)},${r1(y + h)} ${r1(x + w - q)},${r1(y + h)} H${r1(x + q)} Q${r1(x)},${r1(y + h)} ${r1(x)},${r1(y + h - q)} V${r1(y + q)} Q${r1(x)},${r1(y)} ${r1(x + q)},${r1(y)} Z`;
}

/** A smooth ridge line across the width, closed down to `bottom`. */
function ridgePath(s, baseY, amp, bottom, bumps) {
  const { W, rand } = s;
  const n = bumps;
  const pts = [];
  for (let i = 0; i <= n; i++) pts.push([(W * i) / n, baseY - rand(0.2, 1) * amp]);
  let d = `M-10,${r1(bottom)} L-10,${r1(pts[0][1])} `;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = pts[i];
    const [x1, y1] = pts[i + 1];
    const mx = (x0 + x1) / 2;
    d += `Q${r1(mx)},${r1(Math.min(y0, y1) - amp * rand(0.1, 0.5))} ${r1(x1)},${r1(y1)} `;
  }
  return d + `L${r1(W + 10)},${r1(bottom)} Z`;
}

// ---------------------------------------------------------------------------------------------
// Shared pieces: sky, mountains, trees, lamps, plants

const SKIES = {
  day: [[0, '#8fb9c2'], [0.55, '#cfe0dc'], [1, '#f3e6cf']],
  golden: [[0, '#6f9aa6'], [0.5, '#e8c9a0'], [1, '#f6d8a8']],
  dusk: [[0, '#17384a'], [0.3, '#4a5a72'], [0.5, '#a8787a'], [0.66, '#e6a57c'], [1, '#f4c894']],
  night: [[0, '#0b1d2a'], [0.6, '#183a4c'], [1, '#2c5566']],
};

function sky(s, time, x = 0, y = 0, w = s.W, h = s.H) {
  s.add(rect(x, y, w, h, s.lin(SKIES[time])));
}

function celestial(s, time, cx, cy, scale = 1) {
  if (time === 'night') {
    const { rand } = s;
    for (let i = 0; i < 40; i++) {
      s.add(circle(rand(0, s.W), rand(0, s.H * 0.45), rand(0.8, 2.2) * scale, '#fdf3d8', { opacity: rand(0.35, 0.9) }));
    }
    s.add(circle(cx, cy, 160 * scale, s.rad([[0, '#fdf3d8', 0.35], [1, '#fdf3d8', 0]])));
    s.add(circle(cx, cy, 34 * scale, '#fbf1d6'));
    s.add(circle(cx + 12 * scale, cy - 8 * scale, 30 * scale, '#183a4c', { opacity: 0.9 }));
  } else {
    const core = time === 'day' ? '#fff8e6' : time === 'golden' ? '#fff1cf' : '#ffd9a0';
    s.add(circle(cx, cy, 340 * scale, s.rad([[0, core, 0.75], [0.35, core, 0.25], [1, core, 0]])));
    s.add(circle(cx, cy, 46 * scale, core, { opacity: time === 'dusk' ? 0.9 : 0.8 }));
  }
}

function mountains(s, time, horizon) {
  const far = { day: '#9fb8b8', golden: '#b7a79a', dusk: '#7a6f86', night: '#1f4253' }[time];
  const near = { day: '#7f9f98', golden: '#9b8a7e', dusk: '#5b5670', night: '#173645' }[time];
  s.add(pathEl(ridgePath(s, horizon - 40, 170, horizon + 200, 5), far, { opacity: 0.85 }));
  s.add(pathEl(ridgePath(s, horizon + 10, 90, horizon + 200, 8), near, { opacity: 0.9 }));
}

/** A plane tree (chinar): pale trunk, broad rounded crown built from overlapping discs. */
function planeTree(s, x, groundY, height, time, scale = 1) {
  const { rand } = s;
  const night = time === 'night';
  const dusk = time === 'dusk';
  const dark = night ? '#102a2c' : dusk ? '#24403a' : C.leafDark;
  const mid = night ? '#17363a' : dusk ? '#34533f' : C.leaf;
  const light = night ? '#21453f' : dusk ? '#5a6c48' : C.leafLight;
  const trunk = night ? '#2b3a3c' : dusk ? '#6b6055' : '#b8a58c';
  const h = height * scale;
  const crownY = groundY - h * 0.72;
  const crownR = h * 0.3;
  const out = [];
  out.push(ellipse(x, groundY + 4, crownR * 0.9, 16 * scale, '#000', { opacity: 0.15 }));
  out.push(pathEl(`M${r1(x - 16 * scale)},${r1(groundY)} Q${r1(x - 6 * scale)},${r1(groundY - h * 0.35)} ${r1(x - 12 * scale)},${r1(crownY + crownR * 0.4)} L${r1(x + 12 * scale)},${r1(crownY + crownR * 0.4)} Q${r1(x + 8 * scale)},${r1(groundY - h * 0.35)} ${r1(x + 18 * scale)},${r1(groundY)} Z`, trunk));
  out.push(pathEl(`M${r1(x)},${r1(crownY + crownR * 0.6)} L${r1(x - crownR * 0.5)},${r1(crownY)} M${r1(x + 2)},${r1(crownY + crownR * 0.8)} L${r1(x + crownR * 0.55)},${r1(crownY - crownR * 0.1)}`, 'none', { stroke: trunk, 'stroke-width': 9 * scale, 'stroke-linecap': 'round' }));
  const blobs = [];
  for (let i = 0; i < 16; i++) {
    const a = rand(0, Math.PI * 2);
    const d = Math.sqrt(rand(0.05, 1)) * crownR * 0.85;
    blobs.push([x + Math.cos(a) * d * 1.3, crownY + Math.sin(a) * d * 0.7, crownR * rand(0.3, 0.48)]);
  }
  blobs.sort((p, q) => p[1] - q[1]);
  for (const [bx, by, br] of blobs) out.push(circle(bx, by + br * 0.18, br, dark));
  for (const [bx, by, br] of blobs) out.push(circle(bx - br * 0.1, by - br * 0.06, br * 0.82, mid));
  for (const [bx, by, br] of blobs) if (by < crownY) out.push(circle(bx - br * 0.22, by - br * 0.22, br * 0.5, light, { opacity: 0.3 }));
  s.add(group(out));
}

/** Round topiary bush or low hedge. */
function bush(s, x, y, w, time) {
  const base = time === 'night' ? '#14322f' : time === 'dusk' ? '#2f4b3b' : C.leaf;
  const out = [];
  for (let i = 0; i < 4; i++) {
    const bx = x + (w * (i + 0.5)) / 4;
    out.push(circle(bx, y - w * 0.12, w * 0.22, darken(base, 0.15)));
    out.push(circle(bx - w * 0.03, y - w * 0.15, w * 0.18, base));
  }
  s.add(group(out));
}

function glow(s, cx, cy, r, color, strength = 0.55) {
  s.add(circle(cx, cy, r, s.rad([[0, color, strength], [0.4, color, strength * 0.35], [1, color, 0]])));
}

function streetLamp(s, x, groundY, h, lit) {
  s.add(rect(x - 4, groundY - h, 8, h, '#2a2f33'));
  s.add(rect(x - 12, groundY - 14, 24, 14, '#2a2f33'));
  s.add(pathEl(`M${x - 16},${groundY - h} L${x + 16},${groundY - h} L${x + 11},${groundY - h - 38} L${x - 11},${groundY - h - 38} Z`, lit ? '#ffd98f' : '#3b4347'));
  s.add(pathEl(`M${x - 20},${groundY - h - 38} L${x + 20},${groundY - h - 38} L${x},${groundY - h - 58} Z`, '#2a2f33'));
  if (lit) glow(s, x, groundY - h - 18, 120, '#ffcf7a', 0.55);
}

function pottedPlant(s, x, floorY, h, potColor) {
  const { rand } = s;
  const out = [];
  const pw = h * 0.32;
  out.push(ellipse(x, floorY, pw * 0.75, 10, '#000', { opacity: 0.18 }));
  const leaves = 11;
  for (let i = 0; i < leaves; i++) {
    const a = -Math.PI / 2 + rand(-1.25, 1.25);
    const len = h * rand(0.55, 0.95);
    const tipX = x + Math.cos(a) * len * 0.75;
    const tipY = floorY - h * 0.35 + Math.sin(a) * len;
    const c = rand.pick([C.leaf, C.leafDark, C.leafLight]);
    out.push(pathEl(`M${r1(x)},${r1(floorY - h * 0.35)} Q${r1((x + tipX) / 2 - 28)},${r1((floorY - h * 0.35 + tipY) / 2)} ${r1(tipX)},${r1(tipY)} Q${r1((x + tipX) / 2 + 28)},${r1((floorY - h * 0.35 + tipY) / 2)} ${r1(x)},${r1(floorY - h * 0.35)} Z`, c));
  }
  out.push(pathEl(`M${r1(x - pw / 2)},${r1(floorY - h * 0.38)} L${r1(x + pw / 2)},${r1(floorY - h * 0.38)} L${r1(x + pw * 0.38)},${r1(floorY)} L${r1(x - pw * 0.38)},${r1(floorY)} Z`, s.lin([[0, lighten(potColor, 0.15)], [1, darken(potColor, 0.2)]], 0, 0, 1, 0)));
  s.add(group(out));
}

/** Soft vignette and an optional warm wash over the whole picture: ties the flat shapes together. */
function finish(s, warmth = 0) {
  s.add(rect(0, 0, s.W, s.H, s.rad([[0.55, '#000000', 0], [1, '#10232b', 0.28]], 0.5, 0.45, 0.75)));
  if (warmth > 0) s.add(rect(0, 0, s.W, s.H, '#f3c98b', { opacity: warmth }));
}


// ---------------------------------------------------------------------------------------------
// Scenes. Each draws into s (W x 1000) from options o; o.time is day | golden | dusk | night.

/** Tile band: small diamonds and dots, the glazed ornament of Fergana valley facades. */
function tileBand(s, x, y, w, h, base, accent) {
  const out = [rect(x, y, w, h, base)];
  const step = h * 1.1;
  for (let cx = x + step / 2; cx < x + w; cx += step) {
    out.push(poly([[cx, y + h * 0.15], [cx + h * 0.35, y + h / 2], [cx, y + h * 0.85], [cx - h * 0.35, y + h / 2]], accent));
    out.push(circle(cx + step / 2, y + h / 2, h * 0.1, C.cream, { opacity: 0.8 }));
  }
  out.push(rect(x, y, w, 3, C.cream, { opacity: 0.5 }), rect(x, y + h - 3, w, 3, C.cream, { opacity: 0.5 }));
  s.add(group(out));
}

function windowGlass(s, time, lit) {
  if (lit) return s.lin([[0, '#ffe3a3'], [1, '#f0a95a']]);
  if (time === 'day' || time === 'golden') return s.lin([[0, '#a9c8cc'], [1, '#4f7a84']]);
  return s.lin([[0, '#2b4c5a'], [1, '#18313d']]);
}

function facade(s, o) {
  const { W, H, rand } = s;
  const time = o.time;
  const night = time === 'night';
  const dusk = time === 'dusk';
  const ground = H * (o.ground ?? 0.83);
  sky(s, time, 0, 0, W, ground);
  if (!night) {
    const bx0 = W * rand(0.55, 0.8);
    for (let i = 0; i < 5; i++) {
      const x = bx0 + rand(-120, 120);
      const y = H * rand(0.08, 0.22);
      const w = rand(8, 14);
      s.add(pathEl(`M${r1(x - w)},${r1(y - w * 0.3)} Q${r1(x - w * 0.4)},${r1(y - w * 0.5)} ${r1(x)},${r1(y)} Q${r1(x + w * 0.4)},${r1(y - w * 0.5)} ${r1(x + w)},${r1(y - w * 0.3)}`, 'none', { stroke: '#2a3340', 'stroke-width': 2.4, opacity: 0.55, 'stroke-linecap': 'round' }));
    }
  }
  const sunX = o.sunX ?? W * rand(0.15, 0.85);
  celestial(s, time, sunX, H * (night ? 0.16 : dusk ? 0.42 : 0.25));
  mountains(s, time, ground - 190);

  // Building
  const floors = o.floors ?? 3;
  // Tall pictures get a bigger building so it does not sit small under an empty sky.
  const u = W < H ? 1.35 : W < H * 1.2 ? 1.15 : 1;
  const fh = (o.floorHeight ?? 125) * u;
  const bw = Math.min(W * (o.widthShare ?? 0.84), 1480);
  const bx = (W - bw) / 2;
  const bh = floors * fh + 70;
  const by = ground - bh;
  const wallTop = { day: '#ecd8b6', golden: '#f0cf9f', dusk: '#d9a882', night: '#5b5a63' }[time];
  const wallBottom = { day: '#d8bd94', golden: '#d9b07c', dusk: '#a97a64', night: '#3f4450' }[time];
  s.add(rect(bx + 14, by + 20, bw, bh, '#000', { opacity: 0.12 }));
  s.add(rect(bx, by, bw, bh, s.lin([[0, wallTop], [1, wallBottom]])));
  // light falling across the wall from the sun side
  s.add(rect(bx, by, bw, bh, s.lin([[0, '#fff3da', night ? 0 : 0.22], [1, '#fff3da', 0]], sunX < W / 2 ? 0 : 1, 0, sunX < W / 2 ? 1 : 0, 0)));
  s.add(rect(bx - 12, by - 26, bw + 24, 30, darken(wallTop, 0.25)));
  tileBand(s, bx, by + 4, bw, 34, night ? '#133847' : C.teal, night ? '#8a6d3b' : C.gold);
  const cols = Math.max(4, Math.round(bw / 165)) | 1; // odd, so the portal sits in the middle column
  const colW = bw / cols;
  const portalCol = Math.floor(cols / 2);
  const litChance = night ? 0.75 : dusk ? 0.6 : time === 'golden' ? 0.2 : 0;
  for (let f = 0; f < floors; f++) {
    const fy = by + 60 + f * fh;
    if (f > 0) s.add(rect(bx, fy - 12, bw, 6, darken(wallTop, 0.12), { opacity: 0.6 }));
    for (let c = 0; c < cols; c++) {
      if (c === portalCol && f >= floors - 2) continue;
      const ww = Math.min(70 * u, colW * 0.45);
      const wx = bx + c * colW + (colW - ww) / 2;
      const wy = fy + 18;
      const wh = fh * 0.66;
      const lit = rand.chance(litChance);
      const d = archPath(wx, wy, ww, wh, ww * 0.55);
      if (lit) glow(s, wx + ww / 2, wy + wh / 2, ww * 1.6, '#ffc56e', 0.35);
      s.add(pathEl(archPath(wx - 7, wy - 8, ww + 14, wh + 12, (ww + 14) * 0.55), darken(wallTop, 0.18)));
      s.add(pathEl(d, windowGlass(s, time, lit)));
      s.add(line(wx + ww / 2, wy + ww * 0.3, wx + ww / 2, wy + wh, C.cream, 3, { opacity: 0.8 }));
      s.add(line(wx, wy + wh * 0.55, wx + ww, wy + wh * 0.55, C.cream, 3, { opacity: 0.8 }));
      s.add(rect(wx - 10, wy + wh, ww + 20, 8, lighten(wallTop, 0.3)));
    }
  }
  // Portal (pishtaq) with a tiled frame and a pointed arch opening
  const pw = Math.min(colW * 1.25, 240);
  const ph = fh * Math.min(2, floors) + 30;
  const px = bx + portalCol * colW + (colW - pw) / 2;
  const py = ground - ph;
  s.add(rect(px - 22, py - 22, pw + 44, ph + 22, darken(wallTop, 0.1)));
  s.add(rect(px - 14, py - 14, pw + 28, ph + 14, night ? '#133847' : C.teal));
  s.add(rect(px - 6, py - 6, pw + 12, ph + 6, 'none', { stroke: C.gold, 'stroke-width': 3, opacity: 0.85 }));
  const ax = px + pw * 0.12;
  const aw = pw * 0.76;
  s.add(pathEl(archPath(ax, py + 24, aw, ph - 24, aw * 0.6), night || dusk ? s.lin([[0, '#ffd991'], [1, '#e79a50']]) : s.lin([[0, '#6c5a4a'], [1, '#3d342e']])));
  // double doors
  const dw = aw * 0.64;
  const dx = ax + (aw - dw) / 2;
  const dy = ground - ph * 0.46;
  s.add(rect(dx, dy, dw, ph * 0.46, s.lin([[0, C.woodDark], [1, '#5a3823']])));
  s.add(line(dx + dw / 2, dy, dx + dw / 2, ground, '#3d2616', 3));
  for (const k of [0.25, 0.75]) s.add(rect(dx + dw * k - dw * 0.15, dy + 14, dw * 0.3, ph * 0.46 - 28, 'none', { stroke: C.goldMuted, 'stroke-width': 2, opacity: 0.7 }));
  if (night || dusk) {
    glow(s, px + pw / 2, ground - ph * 0.3, pw * 1.4, '#ffc26a', 0.45);
    glow(s, px - 30, py + ph * 0.45, 60, '#ffd58a', 0.9);
    glow(s, px + pw + 30, py + ph * 0.45, 60, '#ffd58a', 0.9);
  }
  // Ground: pavement and a kerb
  s.add(rect(0, ground, W, H - ground, s.lin([[0, { day: '#cdbb9c', golden: '#d1b28a', dusk: '#8d7466', night: '#2d3840' }[time]], [1, { day: '#a89378', golden: '#a88662', dusk: '#5e4f4c', night: '#1c252c' }[time]]])));
  s.add(rect(0, ground, W, 10, '#000', { opacity: 0.12 }));
  for (let i = -6; i <= 6; i++) {
    const xb = W / 2 + i * 260;
    s.add(line(W / 2 + i * 90, ground, xb, H, '#000', 2, { opacity: 0.08 }));
  }
  if (night || dusk) s.add(ellipse(px + pw / 2, ground + 50, pw * 1.6, 40, '#ffc26a', { opacity: 0.22 }));
  // Hedges along the wall, trees and lamps in front
  bush(s, bx + 20, ground + 6, Math.min(260, bw * 0.22), time);
  bush(s, bx + bw - 20 - Math.min(260, bw * 0.22), ground + 6, Math.min(260, bw * 0.22), time);
  const trees = o.trees ?? [0.08, 0.92];
  for (const t of trees) planeTree(s, W * t, ground + 60, rand(560, 700), time, W < 1000 ? 0.8 : 1);
  if (o.lamps !== false) {
    streetLamp(s, W * 0.5 - pw * 1.3, ground + 40, 170, night || dusk);
    streetLamp(s, W * 0.5 + pw * 1.3, ground + 40, 170, night || dusk);
  }
  finish(s, 0.04);
}

// ---------------------------------------------------------------------------------------------
// Interiors. Furniture is drawn in local units around (0, 0) = its centre where it meets the
// wall line, then placed with translate + scale so narrow pictures shrink it instead of cropping.

const ROOM_STYLES = {
  1: { wall: '#eadfcb', panel: '#cfe0dc', accent: C.teal, accent2: C.gold, headboard: '#2f6470', floor: '#b98a62', rug: '#c7775a', frame: '#6b4a33' },
  2: { wall: '#e2e3d3', panel: '#d8c5a8', accent: C.terracotta, accent2: C.teal, headboard: '#b4654a', floor: '#a87b56', rug: '#4f7b80', frame: '#5b4636' },
  3: { wall: '#f0e4cf', panel: '#e6cf9f', accent: '#c08a2e', accent2: C.teal, headboard: '#c9a35c', floor: '#b58d66', rug: '#2f6470', frame: '#6b4a33' },
  4: { wall: '#ead9cb', panel: '#b9cfc9', accent: C.teal, accent2: C.terracotta, headboard: '#1f5a66', floor: '#9c6f4d', rug: '#b4654a', frame: '#4a3526' },
  5: { wall: '#d6cbb8', panel: '#264f57', accent: C.tealDeep, accent2: C.gold, headboard: '#1c3f47', floor: '#7f5a40', rug: '#8b3a26', frame: '#3a2a1f' },
  6: { wall: '#efd9c3', panel: '#c98f72', accent: C.terracotta, accent2: C.gold, headboard: '#8a3d28', floor: '#94694a', rug: '#0f4c5c', frame: '#4a3526' },
};

const place = (content, x, y, k) => group(content, { transform: `translate(${r1(x)} ${r1(y)}) scale(${Math.round(k * 1000) / 1000})` });

/** Outdoor view seen through a window: sky, hills, roofs, a dome, trees. */
function windowView(s, x, y, w, h, time) {
  const { rand } = s;
  const out = [];
  const night = time === 'night';
  out.push(rect(x, y, w, h, s.lin(SKIES[time])));
  if (night) {
    for (let i = 0; i < 10; i++) out.push(circle(x + rand(0, w), y + rand(0, h * 0.4), 1.8, '#fdf3d8', { opacity: 0.8 }));
  } else {
    out.push(circle(x + w * rand(0.25, 0.75), y + h * 0.35, w * 0.5, s.rad([[0, '#fff6dc', 0.7], [1, '#fff6dc', 0]])));
  }
  const hill = { day: '#9fb8b8', golden: '#b9a48f', dusk: '#6f6680', night: '#1f4253' }[time];
  const base = y + h * 0.62;
  out.push(pathEl(`M${x},${base} Q${x + w * 0.25},${base - h * 0.2} ${x + w * 0.5},${base - h * 0.08} T${x + w},${base - h * 0.12} V${y + h} H${x} Z`, hill, { opacity: 0.8 }));
  const roof = { day: '#d9c3a0', golden: '#d8b083', dusk: '#8c6f68', night: '#263f4b' }[time];
  const roofDark = darken(roof, 0.2);
  let hx = x - 10;
  while (hx < x + w) {
    const hw = rand(40, 90);
    const hh = rand(30, 80);
    out.push(rect(hx, base + 40 - hh, hw, hh + h, rand.chance(0.5) ? roof : roofDark));
    if (night && rand.chance(0.5)) out.push(rect(hx + hw * 0.3, base + 50 - hh, 10, 14, '#ffd58a'));
    hx += hw + rand(2, 10);
  }
  // a dome with a slim minaret: the skyline of old Namangan
  const dx = x + w * rand(0.3, 0.7);
  const dr = Math.min(w, h) * 0.09;
  const domeColor = night ? '#1d4a57' : '#3f8a8f';
  out.push(rect(dx - dr * 1.2, base + 10 - dr * 1.3, dr * 2.4, dr * 1.6, roof));
  out.push(pathEl(`M${r1(dx - dr)},${r1(base + 10 - dr * 1.2)} Q${r1(dx - dr)},${r1(base - dr * 2.6)} ${r1(dx)},${r1(base - dr * 2.9)} Q${r1(dx + dr)},${r1(base - dr * 2.6)} ${r1(dx + dr)},${r1(base + 10 - dr * 1.2)} Z`, domeColor));
  out.push(rect(dx + dr * 2.2, base - dr * 4, dr * 0.45, dr * 4.6, roof));
  out.push(circle(dx + dr * 2.42, base - dr * 4.05, dr * 0.35, domeColor));
  const treeC = night ? '#16343a' : time === 'dusk' ? '#34533f' : C.leaf;
  for (let i = 0; i < 4; i++) {
    const tx = x + rand(0, w);
    const tr = rand(30, 55);
    out.push(circle(tx, y + h - tr * 0.6, tr, treeC), circle(tx - tr * 0.2, y + h - tr * 0.8, tr * 0.6, lighten(treeC, 0.12)));
  }
  return out.join('');
}

/** Arched window with view, frame, mullions and long curtains; returns the light patch polygon. */
function archedWindow(s, x, y, w, h, time, style, opts = {}) {
  const shape = archPath(x, y, w, h, w * 0.55);
  const clipId = s.clip(`<path d="${shape}"/>`);
  s.add(pathEl(archPath(x - 18, y - 18, w + 36, h + 30, (w + 36) * 0.55), darken(style.wall, 0.12)));
  s.add(group(windowView(s, x, y, w, h, time), { 'clip-path': clipId }));
  s.add(pathEl(shape, 'none', { stroke: C.cream, 'stroke-width': 12 }));
  s.add(line(x + w / 2, y + w * 0.2, x + w / 2, y + h, C.cream, 8));
  s.add(line(x, y + h * 0.45, x + w, y + h * 0.45, C.cream, 8));
  s.add(rect(x - 30, y + h, w + 60, 18, lighten(style.wall, 0.35)));
  s.add(rect(x - 30, y + h + 18, w + 60, 8, '#000', { opacity: 0.08 }));
  if (opts.curtains !== false) {
    const cw = Math.max(70, w * 0.28);
    const top = y - 50;
    const bottom = opts.curtainBottom ?? y + h + 200;
    const c = style.curtain || lighten(style.accent, 0.55);
    const folds = s.stripes([[0, lighten(c, 0.25)], [0.5, darken(c, 0.12)], [1, lighten(c, 0.25)]], 0, 0, cw / 3, 0);
    s.add(rect(x - cw - 60, top - 14, w + cw * 2 + 120, 10, darken(style.frame, 0.1), { rx: 5 }));
    for (const side of [-1, 1]) {
      const cx = side < 0 ? x - cw - 40 : x + w + 40;
      const inner = side < 0 ? cx + cw : cx;
      const outer = side < 0 ? cx : cx + cw;
      const tieY = top + (bottom - top) * 0.55;
      s.add(pathEl(`M${r1(outer)},${r1(top)} L${r1(inner)},${r1(top)} Q${r1(inner - side * cw * 0.1)},${r1(tieY - 60)} ${r1(outer - side * cw * 0.35)},${r1(tieY)} Q${r1(inner - side * cw * 0.05)},${r1(tieY + 80)} ${r1(inner + side * 8)},${r1(bottom)} L${r1(outer)},${r1(bottom)} Z`, folds));
      s.add(rect(Math.min(inner, outer) + (side < 0 ? cw * 0.35 : cw * 0.1), tieY - 6, cw * 0.55, 12, style.accent2, { rx: 6 }));
    }
  }
}

function roomShell(s, style, time, floorY) {
  const { W, H } = s;
  s.add(rect(0, 0, W, floorY, s.lin([[0, lighten(style.wall, 0.1)], [1, darken(style.wall, 0.06)]])));
  s.add(rect(0, 0, W, 34, lighten(style.wall, 0.3)), rect(0, 34, W, 6, darken(style.wall, 0.12)));
  const floorDark = darken(style.floor, 0.3);
  s.add(rect(0, floorY, W, H - floorY, s.lin([[0, darken(style.floor, 0.12)], [1, lighten(style.floor, 0.08)]])));
  const vx = W / 2;
  const vy = floorY - 900;
  for (let xb = -W * 2; xb < W * 3; xb += 110) {
    const t = (floorY - vy) / (H - vy);
    s.add(line(vx + (xb - vx) * t, floorY, xb, H, floorDark, 2, { opacity: 0.22 }));
  }
  s.add(rect(0, floorY - 16, W, 18, lighten(style.wall, 0.4)), rect(0, floorY + 2, W, 6, '#000', { opacity: 0.1 }));
}

function lightPatch(s, x, w, floorY, side, time) {
  if (time === 'night') return;
  const dx = -side * 260;
  s.add(poly([[x, floorY + 4], [x + w, floorY + 4], [x + w + dx * 1.6, s.H], [x + dx * 1.6, s.H]], '#fff4d8', { opacity: time === 'day' ? 0.13 : 0.18 }));
}

/** Wall art: a framed abstract landscape (arch, sun, hills) in the room's colours. */
function wallArt(style, w, h, variant) {
  const out = [rect(-w / 2 - 10, -h - 10, w + 20, h + 20, style.frame), rect(-w / 2, -h, w, h, C.cream)];
  const m = 16;
  const x = -w / 2 + m;
  const y = -h + m;
  const iw = w - 2 * m;
  const ih = h - 2 * m;
  out.push(rect(x, y, iw, ih, lighten(style.panel, 0.45)));
  if (variant % 3 === 0) {
    out.push(pathEl(archPath(x + iw * 0.2, y + ih * 0.15, iw * 0.6, ih * 0.85, iw * 0.35), style.accent, { opacity: 0.85 }));
    out.push(circle(x + iw * 0.5, y + ih * 0.55, iw * 0.12, style.accent2));
  } else if (variant % 3 === 1) {
    out.push(circle(x + iw * 0.68, y + ih * 0.35, iw * 0.14, style.accent2));
    out.push(pathEl(`M${r1(x)},${r1(y + ih)} L${r1(x)},${r1(y + ih * 0.7)} Q${r1(x + iw * 0.3)},${r1(y + ih * 0.35)} ${r1(x + iw * 0.55)},${r1(y + ih * 0.65)} T${r1(x + iw)},${r1(y + ih * 0.55)} L${r1(x + iw)},${r1(y + ih)} Z`, style.accent, { opacity: 0.85 }));
  } else {
    for (let i = 0; i < 3; i++) out.push(rect(x + iw * (0.15 + i * 0.25), y + ih * 0.2, iw * 0.18, ih * 0.6, i === 1 ? style.accent2 : style.accent, { rx: iw * 0.09, opacity: 0.85 }));
  }
  return out.join('');
}

/** Bed seen from its foot: headboard on the wall, duvet, pillows, a striped throw. */
function bedShape(s, style, bw, opts = {}) {
  const out = [];
  const back = -140;
  const front = 150;
  const hw = (y) => (bw / 2) * (1 + (0.12 * (y - back)) / (front - back));
  const duvet = opts.duvet || '#fbf6ee';
  out.push(ellipse(0, 275, bw * 0.66, 34, '#000', { opacity: 0.22 }));
  const hbH = opts.single ? 300 : 360;
  out.push(pathEl(roundedRectPath(-bw / 2 - 22, -hbH - 20, bw + 44, hbH + 40, 28), s.lin([[0, lighten(style.headboard, 0.12)], [1, darken(style.headboard, 0.15)]])));
  for (let i = 1; i < Math.round(bw / 70); i++) {
    const lx = -bw / 2 - 22 + ((bw + 44) * i) / Math.round(bw / 70);
    out.push(line(lx, -hbH + 6, lx, -20, darken(style.headboard, 0.3), 3, { opacity: 0.5 }));
  }
  out.push(pathEl(roundedRectPath(-bw / 2 - 22, -hbH - 20, bw + 44, hbH + 40, 28), 'none', { stroke: darken(style.headboard, 0.35), 'stroke-width': 5 }));
  // base and legs
  out.push(rect(-hw(front) - 4, front + 88, hw(front) * 2 + 8, 34, darken(style.frame, 0.05), { rx: 6 }));
  out.push(rect(-hw(front) + 10, front + 120, 16, 22, darken(style.frame, 0.3)), rect(hw(front) - 26, front + 120, 16, 22, darken(style.frame, 0.3)));
  // duvet top and front
  out.push(poly([[-hw(back), back], [hw(back), back], [hw(front), front], [-hw(front), front]], s.lin([[0, darken(duvet, 0.04)], [1, duvet]])));
  out.push(pathEl(`M${r1(-hw(front))},${front} L${r1(hw(front))},${front} L${r1(hw(front) + 4)},${front + 86} Q${r1(hw(front))},${front + 96} ${r1(hw(front) - 12)},${front + 96} L${r1(-hw(front) + 12)},${front + 96} Q${r1(-hw(front))},${front + 96} ${r1(-hw(front) - 4)},${front + 86} Z`, darken(duvet, 0.1)));
  // folded top edge of the duvet
  const fy = back + 62;
  out.push(poly([[-hw(fy), fy], [hw(fy), fy], [hw(fy + 26), fy + 26], [-hw(fy + 26), fy + 26]], lighten(duvet, 0.5)));
  out.push(line(-hw(fy + 26), fy + 26, hw(fy + 26), fy + 26, darken(duvet, 0.15), 2));
  // pillows
  const pillows = opts.single ? 1 : 2;
  const pw = opts.single ? bw * 0.7 : bw * 0.43;
  for (let i = 0; i < pillows; i++) {
    const px = pillows === 1 ? -pw / 2 : i === 0 ? -bw / 2 + 12 : bw / 2 - 12 - pw;
    out.push(pathEl(roundedRectPath(px, back - 78, pw, 96, 34), s.lin([[0, '#ffffff'], [1, '#e9e2d6']])));
    out.push(pathEl(roundedRectPath(px, back - 78, pw, 96, 34), 'none', { stroke: '#d9cfbf', 'stroke-width': 2 }));
  }
  // accent cushion(s)
  const cushions = opts.single ? 1 : 2;
  for (let i = 0; i < cushions; i++) {
    const cw = opts.single ? bw * 0.38 : bw * 0.24;
    const cx = cushions === 1 ? -cw / 2 : i === 0 ? -cw - 6 : 6;
    out.push(pathEl(roundedRectPath(cx, back - 40, cw, 66, 22), i === 0 ? style.accent : style.accent2));
    out.push(line(cx + 14, back - 7, cx + cw - 14, back - 7, lighten(i === 0 ? style.accent : style.accent2, 0.35), 3, { opacity: 0.7 }));
  }
  // throw across the foot, with an ikat-like band of diamonds
  const t0 = 60;
  const t1 = front;
  const throwFill = style.accent;
  out.push(poly([[-hw(t0) - 2, t0], [hw(t0) + 2, t0], [hw(t1) + 3, t1], [-hw(t1) - 3, t1]], throwFill));
  out.push(pathEl(`M${r1(-hw(front) - 3)},${front} L${r1(hw(front) + 3)},${front} L${r1(hw(front) + 6)},${front + 80} L${r1(-hw(front) - 6)},${front + 80} Z`, darken(throwFill, 0.12)));
  const ikat = s.pattern(36, 24, poly([[18, 2], [30, 12], [18, 22], [6, 12]], style.accent2) + poly([[18, 8], [23, 12], [18, 16], [13, 12]], C.cream));
  out.push(rect(-hw(front) - 4, front + 22, hw(front) * 2 + 8, 28, ikat));
  out.push(poly([[-hw(t0 + 30), t0 + 30], [hw(t0 + 30), t0 + 30], [hw(t0 + 52), t0 + 52], [-hw(t0 + 52), t0 + 52]], style.accent2, { opacity: 0.85 }));
  return out.join('');
}

function nightstand(s, style, lit) {
  const out = [];
  if (lit) out.push(circle(0, -250, 230, s.rad([[0, '#ffd68c', 0.55], [0.45, '#ffd68c', 0.18], [1, '#ffd68c', 0]])));
  out.push(ellipse(0, 58, 80, 14, '#000', { opacity: 0.2 }));
  out.push(rect(-62, -110, 124, 160, style.frame, { rx: 6 }));
  out.push(rect(-66, -118, 132, 14, lighten(style.frame, 0.2), { rx: 4 }));
  out.push(line(-54, -40, 54, -40, darken(style.frame, 0.35), 3), circle(0, -72, 5, C.goldMuted), circle(0, -2, 5, C.goldMuted));
  // lamp
  out.push(ellipse(0, -124, 30, 8, darken(style.accent2, 0.2)));
  out.push(pathEl('M-22,-124 Q-34,-170 0,-190 Q34,-170 22,-124 Z', style.accent2));
  out.push(rect(-3, -230, 6, 45, '#6d6255'));
  out.push(poly([[-40, -300], [40, -300], [58, -222], [-58, -222]], lit ? s.lin([[0, '#fff1cf'], [1, '#ffd79a']]) : s.lin([[0, C.cream], [1, '#e8dcc8']])));
  // a book and a cup on the top
  out.push(rect(30, -132, 36, 10, style.accent), rect(34, -142, 30, 10, C.cream));
  return out.join('');
}

function wardrobe(s, style) {
  const out = [ellipse(0, 60, 190, 22, '#000', { opacity: 0.2 })];
  const body = s.lin([[0, lighten(style.frame, 0.15)], [1, style.frame]], 0, 0, 1, 0);
  out.push(rect(-160, -560, 320, 620, body, { rx: 6 }));
  out.push(rect(-168, -575, 336, 22, darken(style.frame, 0.15), { rx: 4 }));
  for (const x of [-148, 4]) {
    out.push(rect(x, -540, 144, 560, lighten(style.frame, 0.08), { rx: 4 }));
    out.push(rect(x + 18, -515, 108, 230, 'none', { stroke: darken(style.frame, 0.25), 'stroke-width': 3 }));
    out.push(rect(x + 18, -255, 108, 245, 'none', { stroke: darken(style.frame, 0.25), 'stroke-width': 3 }));
  }
  out.push(rect(-14, -300, 6, 60, C.goldMuted, { rx: 3 }), rect(8, -300, 6, 60, C.goldMuted, { rx: 3 }));
  return out.join('');
}

function rugShape(s, style, w) {
  const inner = darken(style.rug, 0.05);
  const pat = s.pattern(60, 60, rect(0, 0, 60, 60, inner) + poly([[30, 8], [52, 30], [30, 52], [8, 30]], lighten(style.rug, 0.18)) + circle(30, 30, 6, C.cream, { opacity: 0.7 }));
  const a = 60;
  const b = 330;
  const hwA = w / 2;
  const hwB = (w / 2) * 1.25;
  const out = [poly([[-hwA, a], [hwA, a], [hwB, b], [-hwB, b]], C.cream)];
  out.push(poly([[-hwA + 18, a + 8], [hwA - 18, a + 8], [hwB - 24, b - 14], [-hwB + 24, b - 14]], style.rug));
  out.push(poly([[-hwA + 40, a + 22], [hwA - 40, a + 22], [hwB - 52, b - 36], [-hwB + 52, b - 36]], pat));
  return out.join('');
}

function sofaShape(s, color, w) {
  const out = [ellipse(0, 140, w * 0.55, 26, '#000', { opacity: 0.22 })];
  const dark = darken(color, 0.2);
  out.push(pathEl(roundedRectPath(-w / 2 + 40, -200, w - 80, 190, 30), s.lin([[0, lighten(color, 0.1)], [1, color]])));
  out.push(pathEl(roundedRectPath(-w / 2 + 30, -40, w - 60, 120, 22), lighten(color, 0.06)));
  out.push(line(0, -30, 0, 70, dark, 3, { opacity: 0.5 }));
  out.push(pathEl(roundedRectPath(-w / 2, -110, 90, 230, 30), dark), pathEl(roundedRectPath(w / 2 - 90, -110, 90, 230, 30), dark));
  out.push(rect(-w / 2 + 40, 80, w - 80, 40, darken(color, 0.28), { rx: 8 }));
  out.push(rect(-w / 2 + 60, 118, 14, 20, C.woodDark), rect(w / 2 - 74, 118, 14, 20, C.woodDark));
  out.push(pathEl(roundedRectPath(-w / 2 + 110, -150, 120, 110, 26), C.cream), pathEl(roundedRectPath(w / 2 - 230, -150, 120, 110, 26), C.gold, { opacity: 0.9 }));
  return out.join('');
}

/** Low table with a teapot, two piala cups and a bowl of pomegranates. */
function teaTable(s, style, w) {
  const out = [ellipse(0, 92, w * 0.55, 18, '#000', { opacity: 0.22 })];
  out.push(poly([[-w / 2 + 20, 0], [w / 2 - 20, 0], [w / 2, 40], [-w / 2, 40]], lighten(style.frame, 0.15)));
  out.push(rect(-w / 2, 40, w, 16, darken(style.frame, 0.1)));
  out.push(rect(-w / 2 + 20, 56, 14, 40, darken(style.frame, 0.3)), rect(w / 2 - 34, 56, 14, 40, darken(style.frame, 0.3)));
  out.push(teapot(-w * 0.22, 18, 1, C.teal));
  out.push(piala(w * 0.02, 20), piala(w * 0.12, 26));
  out.push(fruitBowl(w * 0.3, 22, 1));
  return out.join('');
}

/** Uzbek teapot (choynak) with the blue-and-white cotton pattern. */
function teapot(x, y, k, color) {
  return group(
    [
      ellipse(0, -6, 48, 8, '#000', { opacity: 0.15 }),
      pathEl('M-40,-10 Q-48,-52 -20,-68 L20,-68 Q48,-52 40,-10 Z', '#f8f4ec'),
      pathEl('M-36,-30 Q0,-20 36,-30 L38,-20 Q0,-10 -38,-20 Z', color),
      circle(-10, -46, 5, color), circle(6, -50, 5, color), circle(20, -42, 4, color),
      pathEl('M38,-40 Q66,-52 70,-76 L62,-78 Q56,-56 38,-50 Z', '#f8f4ec'),
      pathEl('M-38,-30 Q-66,-40 -50,-62 Q-44,-56 -36,-52', 'none', { stroke: color, 'stroke-width': 6 }),
      rect(-22, -76, 44, 10, color, { rx: 4 }),
      circle(0, -82, 6, color),
    ],
    { transform: `translate(${r1(x)} ${r1(y)}) scale(${k})` },
  );
}

function piala(x, y, k = 1) {
  return group([ellipse(0, 0, 22, 5, '#000', { opacity: 0.12 }), pathEl('M-20,-24 Q-18,0 0,2 Q18,0 20,-24 Z', '#f8f4ec'), pathEl('M-19,-14 Q0,-8 19,-14 L18,-10 Q0,-4 -18,-10 Z', C.teal), ellipse(0, -24, 20, 5, '#c98a4b')], { transform: `translate(${r1(x)} ${r1(y)}) scale(${k})` });
}

function fruitBowl(x, y, k = 1) {
  return group(
    [
      ellipse(0, 0, 52, 8, '#000', { opacity: 0.15 }),
      circle(-20, -30, 20, '#a8322a'), circle(14, -34, 22, '#b8402e'), circle(-2, -46, 18, '#c4553a'),
      pathEl('M-2,-64 l-5,-8 l5,3 l5,-3 Z', '#7a2a20'),
      circle(30, -22, 9, '#7c8b3e'), circle(38, -30, 9, '#8c9a48'), circle(24, -34, 9, '#7c8b3e'),
      pathEl('M-52,-20 Q0,26 52,-20 Z', C.teal),
      pathEl('M-52,-20 Q0,-10 52,-20', 'none', { stroke: C.gold, 'stroke-width': 3 }),
    ],
    { transform: `translate(${r1(x)} ${r1(y)}) scale(${k})` },
  );
}

const BEDS = {
  standard_single: { count: 1, width: 440, single: false },
  standard_twin: { count: 2, width: 300, single: true },
  standard_triple: { count: 3, width: 270, single: true },
  suite_single: { count: 1, width: 540, single: false },
  suite_double: { count: 1, width: 560, single: false },
};
const ROOM_TYPE_BY_ID = { 1: 'standard_single', 2: 'standard_twin', 3: 'standard_triple', 4: 'suite_single', 5: 'suite_single', 6: 'suite_double' };

function bedroom(s, o) {
  const { W, rand } = s;
  const style = o.style;
  const time = o.time;
  const floorY = 640;
  const beds = BEDS[o.type];
  const suite = o.type.startsWith('suite');
  const gap = 150;
  const groupW = beds.count * beds.width + (beds.count - 1) * gap;
  const k = Math.max(0.5, Math.min(1, W / 1400, (W * 0.62) / (groupW + 260)));
  roomShell(s, style, time, floorY);
  const winSide = o.windowSide ?? (rand.chance(0.5) ? -1 : 1);
  const cx = W / 2 + winSide * W * (suite ? 0.06 : 0.03);
  // accent wall panel behind the bed(s)
  const panelW = (groupW + 420) * k;
  s.add(rect(cx - panelW / 2, 40, panelW, floorY - 56, s.lin([[0, lighten(style.panel, 0.08)], [1, darken(style.panel, 0.06)]])));
  for (let i = 1; i < 6; i++) s.add(line(cx - panelW / 2 + (panelW * i) / 6, 40, cx - panelW / 2 + (panelW * i) / 6, floorY - 16, darken(style.panel, 0.15), 2, { opacity: 0.5 }));
  const ww = 230 * k;
  const wx = winSide < 0 ? Math.max(110 * k, cx - panelW / 2 - ww - 170 * k) : Math.min(W - ww - 110 * k, cx + panelW / 2 + 170 * k);
  const wy = 120;
  const wh = 330;
  if (wx > 40 * k && wx + ww < W - 40 * k) {
    archedWindow(s, wx, wy, ww, wh, time, style, { curtainBottom: floorY - 20 });
    lightPatch(s, wx, ww, floorY, winSide, time);
  }
  s.add(place(wallArt(style, groupW > 600 ? 360 : 240, 170, o.variant ?? 0), cx, floorY - 400 * k - 30, k));
  const lit = time === 'night' || time === 'dusk' || o.lampsOn;
  s.add(place(rugShape(s, style, Math.max(groupW, 420) + 200), cx, floorY, k));
  const standX = (groupW / 2 + 110) * k;
  s.add(place(nightstand(s, style, lit), cx - standX, floorY + 10, k), place(nightstand(s, style, lit), cx + standX, floorY + 10, k));
  for (let i = 0; i < beds.count; i++) {
    const bx = cx + (-groupW / 2 + beds.width / 2 + i * (beds.width + gap)) * k;
    s.add(place(bedShape(s, style, beds.width, { single: beds.single }), bx, floorY + 10, k));
    if (i < beds.count - 1) s.add(place(nightstand(s, style, lit), bx + ((beds.width + gap) / 2) * k, floorY + 10, k * 0.92));
  }
  // the side away from the window: wardrobe in standard rooms, sofa corner in suites
  const farX = winSide < 0 ? W - 170 * k : 170 * k;
  const room = Math.abs(farX - cx) - (groupW / 2 + 200) * k;
  if (suite) s.add(place(sofaShape(s, style.accent, 420), winSide < 0 ? W - 110 * k : 110 * k, floorY + 200, k * 0.9));
  else if (room > 200 * k) s.add(place(wardrobe(s, style), farX, floorY, k));
  else if (room > 60 * k) pottedPlant(s, farX, floorY + 120, 260 * k, style.accent2);
  if (lit) s.add(rect(0, 0, W, s.H, '#ffb866', { opacity: 0.06 }));
  finish(s);
}

/** Zoom the finished picture into a detail around (fx, fy) in 0..1 of the canvas. */
function zoom(s, factor, fx, fy) {
  const tx = s.W * fx * (1 - factor);
  const ty = s.H * fy * (1 - factor);
  s.body = [group(s.body, { transform: `translate(${r1(tx)} ${r1(ty)}) scale(${factor})` })];
}

function bathroom(s, o) {
  const { W, H, rand } = s;
  const style = o.style;
  const floorY = 700;
  const k = Math.max(0.6, Math.min(1, W / 1333));
  s.add(rect(0, 0, W, floorY, lighten(style.wall, 0.2)));
  const tileTop = 330;
  const tileColor = rand.pick([lighten(style.panel, 0.2), '#dfe9e6', '#f1e6d6']);
  const tiles = s.pattern(64, 40, rect(0, 0, 64, 40, darken(tileColor, 0.12)) + rect(1.5, 1.5, 61, 37, tileColor, { rx: 3 }) + rect(6, 5, 40, 6, '#ffffff', { opacity: 0.35, rx: 3 }));
  s.add(rect(0, tileTop, W, floorY - tileTop, tiles));
  tileBand(s, 0, tileTop - 28, W, 28, style.accent, style.accent2);
  const fl = s.pattern(90, 90, rect(0, 0, 90, 90, '#d9d2c6') + rect(0, 0, 45, 45, '#c9bfb0') + rect(45, 45, 45, 45, '#c9bfb0'), 'scale(1 0.45)');
  s.add(rect(0, floorY, W, H - floorY, fl));
  s.add(rect(0, floorY, W, H - floorY, s.lin([[0, '#000', 0.12], [1, '#000', 0]])));
  // small high window with light
  const side = rand.chance(0.5) ? -1 : 1;
  const wx = side < 0 ? 80 * k : W - 240 * k;
  archedWindow(s, wx, 70, 160 * k, 190, o.time, style, { curtains: false });
  // vanity with basin and arched mirror
  const vx = side < 0 ? W * 0.62 : W * 0.38;
  const v = [];
  v.push(pathEl(archPath(-150, -560, 300, 380, 170), darken(style.frame, 0.1)));
  v.push(pathEl(archPath(-136, -546, 272, 366, 154), s.lin([[0, '#d7e4e4'], [0.6, '#aac4c7'], [1, '#8fb0b4']], 0, 0, 1, 1)));
  v.push(poly([[-60, -520], [-20, -520], [-110, -200], [-130, -250]], '#ffffff', { opacity: 0.25 }));
  v.push(ellipse(0, 80, 260, 26, '#000', { opacity: 0.2 }));
  v.push(rect(-240, -130, 480, 200, s.lin([[0, lighten(style.frame, 0.12)], [1, style.frame]]), { rx: 6 }));
  v.push(line(0, -110, 0, 60, darken(style.frame, 0.3), 3), circle(-30, -20, 5, C.goldMuted), circle(30, -20, 5, C.goldMuted));
  v.push(rect(-260, -150, 520, 26, '#efe9df', { rx: 5 }));
  v.push(ellipse(0, -154, 110, 22, '#ffffff'), ellipse(0, -152, 88, 14, '#dfe8e8'));
  v.push(pathEl('M-6,-150 L-6,-210 Q-6,-226 12,-226 L40,-226 L40,-216 L14,-216 Q6,-216 6,-206 L6,-150 Z', C.goldMuted));
  v.push(rect(150, -210, 34, 60, C.cream, { rx: 8 }), rect(158, -226, 18, 18, C.goldMuted, { rx: 3 }));
  v.push(rect(-210, -196, 70, 46, style.accent2, { rx: 6 }), rect(-204, -216, 58, 22, lighten(style.accent2, 0.3), { rx: 6 }));
  s.add(place(v.join(''), vx, floorY, k));
  // towels on a rail, bathtub on the other side
  const tx = side < 0 ? W * 0.2 : W * 0.8;
  const t = [];
  t.push(rect(-120, -440, 240, 8, C.goldMuted, { rx: 4 }));
  t.push(rect(-100, -436, 90, 210, C.cream, { rx: 6 }), rect(-100, -270, 90, 18, style.accent, { opacity: 0.8 }));
  t.push(rect(10, -436, 90, 170, style.accent, { rx: 6 }), rect(10, -300, 90, 14, C.cream, { opacity: 0.8 }));
  t.push(ellipse(0, 60, 300, 30, '#000', { opacity: 0.2 }));
  t.push(pathEl('M-280,-150 L280,-150 Q280,40 160,50 L-160,50 Q-280,40 -280,-150 Z', s.lin([[0, '#ffffff'], [1, '#ddd7cc']])));
  t.push(rect(-290, -166, 580, 22, '#fbf8f2', { rx: 11 }));
  t.push(rect(-240, 40, 24, 30, C.goldMuted, { rx: 6 }), rect(216, 40, 24, 30, C.goldMuted, { rx: 6 }));
  t.push(pathEl('M240,-166 L240,-240 Q240,-262 218,-262 L196,-262', 'none', { stroke: C.goldMuted, 'stroke-width': 10, 'stroke-linecap': 'round' }));
  s.add(place(t.join(''), tx, floorY + 20, k));
  pottedPlant(s, side < 0 ? W * 0.92 : W * 0.08, floorY + 60, 230 * k, style.accent);
  finish(s);
}

/** The view from the room: a large arched window, a window seat with cushions and tea. */
function windowScene(s, o) {
  const { W, rand } = s;
  const style = o.style;
  const floorY = 780;
  const k = Math.max(0.55, Math.min(1, W / 1333));
  roomShell(s, style, o.time, floorY);
  const ww = Math.min(W * 0.5, 620);
  const wx = (W - ww) / 2 + W * rand(-0.06, 0.06);
  const wh = 560;
  archedWindow(s, wx, 90, ww, wh, o.time, style, { curtainBottom: floorY - 20 });
  // window seat
  s.add(rect(wx - 60, 90 + wh + 18, ww + 120, floorY - (90 + wh + 18), darken(style.wall, 0.08)));
  s.add(rect(wx - 50, 90 + wh - 20, ww + 100, 44, lighten(style.accent, 0.1), { rx: 18 }));
  s.add(pathEl(roundedRectPath(wx - 10, 90 + wh - 90, 120, 90, 26), style.accent2));
  s.add(pathEl(roundedRectPath(wx + ww - 110, 90 + wh - 96, 130, 96, 26), C.cream));
  lightPatch(s, wx, ww, floorY, rand.chance(0.5) ? -1 : 1, o.time);
  s.add(place(teaTable(s, style, 360), W * (wx > W / 2 - ww / 2 ? 0.3 : 0.7), floorY + 70, k));
  pottedPlant(s, rand.chance(0.5) ? W * 0.1 : W * 0.9, floorY + 150, 300 * k, style.accent);
  finish(s);
}

function deskCorner(s, o) {
  const { W, rand } = s;
  const style = o.style;
  const floorY = 680;
  const k = Math.max(0.55, Math.min(1, W / 1333));
  roomShell(s, style, o.time, floorY);
  const side = rand.chance(0.5) ? -1 : 1;
  const wx = side < 0 ? W * 0.12 : W * 0.7;
  archedWindow(s, wx, 110, 240 * k, 380, o.time, style, { curtainBottom: floorY - 20 });
  lightPatch(s, wx, 240 * k, floorY, side, o.time);
  const dx = side < 0 ? W * 0.6 : W * 0.38;
  const d = [];
  d.push(pathEl(archPath(-120, -620, 240, 300, 130), darken(style.frame, 0.1)), pathEl(archPath(-108, -608, 216, 288, 118), s.lin([[0, '#dbe6e4'], [1, '#9fbcbe']], 0, 0, 1, 1)));
  d.push(rect(-330, -380, 160, 10, style.frame), rect(-320, -440, 26, 60, style.accent), rect(-290, -430, 22, 50, style.accent2), rect(-264, -446, 24, 66, C.cream), circle(-205, -404, 24, C.leaf));
  d.push(ellipse(0, 60, 330, 26, '#000', { opacity: 0.2 }));
  d.push(rect(-300, -260, 600, 28, lighten(style.frame, 0.15), { rx: 4 }));
  d.push(rect(-290, -232, 18, 290, style.frame), rect(272, -232, 18, 290, style.frame), rect(60, -232, 212, 100, darken(style.frame, 0.08)), line(60, -182, 272, -182, darken(style.frame, 0.35), 3));
  // lamp, laptop, notebook, tea
  d.push(circle(-200, -420, 200, s.rad([[0, '#ffd68c', o.time === 'night' ? 0.5 : 0.2], [1, '#ffd68c', 0]])));
  d.push(rect(-214, -400, 8, 140, '#5a5048'), ellipse(-210, -262, 40, 8, '#5a5048'), poly([[-250, -460], [-170, -460], [-150, -390], [-270, -390]], C.cream));
  d.push(poly([[-60, -262], [120, -262], [132, -250], [-72, -250]], '#9aa3a6'), poly([[-50, -372], [110, -372], [120, -262], [-60, -262]], '#2d3a40'), poly([[-42, -364], [102, -364], [110, -270], [-52, -270]], s.lin([[0, '#5f8f8f'], [1, '#1f4e5a']])));
  d.push(rect(160, -276, 80, 14, style.accent, { rx: 3 }), piala(200, -262, 1.1));
  // chair seen from behind
  d.push(ellipse(-20, 170, 150, 18, '#000', { opacity: 0.2 }));
  d.push(pathEl(roundedRectPath(-150, -120, 260, 220, 40), s.lin([[0, lighten(style.accent, 0.1)], [1, darken(style.accent, 0.15)]])));
  d.push(rect(-130, 100, 14, 70, darken(style.frame, 0.3)), rect(76, 100, 14, 70, darken(style.frame, 0.3)));
  s.add(place(d.join(''), dx, floorY + 10, k));
  pottedPlant(s, side < 0 ? W * 0.92 : W * 0.08, floorY + 100, 300 * k, style.accent2);
  finish(s);
}

function livingRoom(s, o) {
  const { W, rand } = s;
  const style = o.style;
  const floorY = 640;
  const k = Math.max(0.55, Math.min(1, W / 1400));
  roomShell(s, style, o.time, floorY);
  const side = rand.chance(0.5) ? -1 : 1;
  const cx = W / 2 - side * W * 0.08;
  const panelW = 900 * k;
  s.add(rect(cx - panelW / 2, 40, panelW, floorY - 56, style.panel));
  const wx = side < 0 ? Math.max(60, cx - panelW / 2 - 320 * k) : Math.min(W - 300 * k, cx + panelW / 2 + 90 * k);
  archedWindow(s, wx, 110, 230 * k, 340, o.time, style, { curtainBottom: floorY - 20 });
  lightPatch(s, wx, 230 * k, floorY, side, o.time);
  s.add(place(wallArt(style, 420, 200, rand.int(0, 2)), cx, floorY - 330 * k, k));
  const lit = o.time === 'night';
  s.add(place(rugShape(s, style, 760), cx, floorY + 40, k));
  s.add(place(sofaShape(s, style.accent, 640), cx, floorY + 90, k));
  s.add(place(teaTable(s, style, 420), cx, floorY + 250, k));
  s.add(place(nightstand(s, style, lit), cx + 420 * k, floorY + 40, k), place(nightstand(s, style, lit), cx - 420 * k, floorY + 40, k));
  pottedPlant(s, side < 0 ? W * 0.92 : W * 0.08, floorY + 180, 320 * k, style.accent2);
  if (lit) s.add(rect(0, 0, W, s.H, '#ffb866', { opacity: 0.06 }));
  finish(s);
}

const SERVICE_STYLE = { wall: '#efe3cf', panel: '#cfe0dc', accent: C.teal, accent2: C.gold, headboard: C.teal, floor: '#a87b56', rug: '#b4654a', frame: '#6b4a33' };

/** Round Uzbek bread (non) with its stamped centre. */
function nonBread(x, y, r) {
  const out = [ellipse(x, y + r * 0.1, r, r * 0.42, '#000', { opacity: 0.12 }), ellipse(x, y, r, r * 0.4, '#c98a4b'), ellipse(x, y - 2, r * 0.92, r * 0.35, '#dda25e'), ellipse(x, y, r * 0.55, r * 0.2, '#e9c08a')];
  for (let a = 0; a < 12; a++) out.push(circle(x + Math.cos((a / 12) * Math.PI * 2) * r * 0.32, y + Math.sin((a / 12) * Math.PI * 2) * r * 0.12, 2.5, '#a86a35'));
  out.push(circle(x, y, 3, '#a86a35'));
  return out.join('');
}

function plate(x, y, r, food) {
  const out = [ellipse(x, y + 4, r, r * 0.38, '#000', { opacity: 0.12 }), ellipse(x, y, r, r * 0.36, '#fbf8f2'), ellipse(x, y, r * 0.72, r * 0.25, '#efe8dc', { stroke: C.teal, 'stroke-width': 2 })];
  if (food === 'eggs') out.push(ellipse(x - r * 0.22, y, r * 0.3, r * 0.12, '#fff'), circle(x - r * 0.22, y - 2, r * 0.1, '#f2b431'), ellipse(x + r * 0.22, y + 2, r * 0.28, r * 0.11, '#fff'), circle(x + r * 0.22, y, r * 0.09, '#f2b431'));
  if (food === 'fruit') out.push(circle(x - r * 0.2, y - 6, r * 0.18, '#b8402e'), circle(x + r * 0.15, y - 8, r * 0.16, '#e39a3a'), circle(x + r * 0.35, y - 2, r * 0.12, '#7c8b3e'));
  if (food === 'cheese') out.push(poly([[x - r * 0.4, y], [x + r * 0.1, y - r * 0.18], [x + r * 0.3, y + 4]], '#f3d27a'), circle(x + r * 0.35, y - 4, r * 0.1, '#a8322a'), circle(x + r * 0.48, y + 2, r * 0.08, '#5a7a3a'));
  return out.join('');
}

function breakfast(s, o) {
  const { W, H, rand } = s;
  const style = { ...SERVICE_STYLE, wall: rand.pick(['#efe3cf', '#e8dcc6', '#e7e1d0']), panel: rand.pick(['#cfe0dc', '#e6cf9f']) };
  const tableY = 560;
  roomShell(s, style, o.time, 760);
  const ww = Math.min(W * 0.34, 440);
  archedWindow(s, W * 0.5 - ww / 2, 70, ww, 440, o.time, style, { curtainBottom: 700 });
  pottedPlant(s, W * 0.1, tableY + 20, 260, style.accent);
  pottedPlant(s, W * 0.9, tableY + 20, 240, C.terracotta);
  // table top in perspective with a tablecloth and a runner
  s.add(poly([[W * 0.12, tableY], [W * 0.88, tableY], [W + 80, H], [-80, H]], s.lin([[0, '#f4ede1'], [1, '#fbf7f0']])));
  s.add(poly([[W * 0.42, tableY], [W * 0.58, tableY], [W * 0.68, H], [W * 0.32, H]], C.teal));
  const runner = s.pattern(40, 40, rect(0, 0, 40, 40, C.teal) + poly([[20, 4], [36, 20], [20, 36], [4, 20]], C.gold, { opacity: 0.8 }) + circle(20, 20, 4, C.cream));
  s.add(poly([[W * 0.445, tableY], [W * 0.555, tableY], [W * 0.63, H], [W * 0.37, H]], runner, { opacity: 0.9 }));
  s.add(rect(0, tableY - 4, W, 8, '#000', { opacity: 0.05 }));
  const cx = W / 2;
  const items = [];
  items.push(nonBread(cx, 700, 120));
  items.push(plate(cx - 330, 640, 90, 'eggs'), plate(cx + 330, 640, 90, 'cheese'), plate(cx - 420, 860, 130, 'fruit'), plate(cx + 420, 860, 130, 'eggs'));
  items.push(teapot(cx - 170, 620, 1.3, C.teal), piala(cx - 250, 740, 1.3), piala(cx + 240, 740, 1.3), fruitBowl(cx + 170, 610, 1.3));
  items.push(group([ellipse(0, 0, 36, 10, '#000', { opacity: 0.15 }), rect(-30, -70, 60, 70, '#f0a23a', { rx: 10, opacity: 0.9 }), rect(-32, -84, 64, 18, C.terracotta, { rx: 5 })], { transform: `translate(${r1(cx + 80)} 600)` }));
  items.push(group([ellipse(0, 0, 40, 12, '#000', { opacity: 0.15 }), pathEl('M-36,-40 Q-36,4 0,4 Q36,4 36,-40 Z', '#f8f4ec'), ellipse(0, -40, 36, 10, '#f6efe2'), circle(-10, -44, 7, '#8b2f2a'), circle(8, -46, 7, '#9a3a2e')], { transform: `translate(${r1(cx - 70)} 600)` }));
  const k = 1.3 * Math.max(0.55, Math.min(1, W / 1333));
  s.add(group(items, { transform: `translate(${r1(cx * (1 - k))} ${r1(tableY * (1 - k))}) scale(${r1(k * 100) / 100})` }));
  finish(s);
}

function car(color, flip) {
  const out = [ellipse(0, 4, 230, 18, '#000', { opacity: 0.25 })];
  out.push(pathEl('M-220,-20 Q-224,-70 -180,-78 L-120,-84 Q-80,-140 -20,-142 L70,-142 Q120,-140 160,-88 L200,-80 Q226,-74 224,-40 L222,-20 Z', color));
  out.push(pathEl('M-100,-88 Q-70,-128 -24,-130 L20,-130 L20,-88 Z', '#2b3d46'), pathEl('M32,-88 L32,-130 L66,-130 Q110,-126 140,-88 Z', '#2b3d46'));
  out.push(rect(-220, -40, 444, 8, '#000', { opacity: 0.12 }));
  for (const wx of [-130, 140]) out.push(circle(wx, -18, 40, '#23282c'), circle(wx, -18, 20, '#9aa3a6'));
  out.push(rect(200, -70, 22, 12, '#ffe7b0', { rx: 4 }), rect(-224, -66, 14, 12, '#c0392b', { rx: 4 }));
  return group(out, flip ? { transform: 'scale(-1 1)' } : {});
}

function parking(s, o) {
  const { W, H, rand } = s;
  const time = o.time;
  const ground = 560;
  sky(s, time, 0, 0, W, ground);
  celestial(s, time, W * rand(0.2, 0.8), time === 'night' ? 150 : 260);
  mountains(s, time, ground - 60);
  // courtyard wall with arched niches and a gate
  const wallC = { day: '#e3cfae', golden: '#e6c08e', dusk: '#b98a6e', night: '#4f5360' }[time];
  s.add(rect(0, ground - 230, W, 230, s.lin([[0, wallC], [1, darken(wallC, 0.15)]])));
  s.add(rect(0, ground - 244, W, 18, darken(wallC, 0.25)));
  tileBand(s, 0, ground - 226, W, 22, C.teal, C.gold);
  for (let x = 60; x < W; x += 180) s.add(pathEl(archPath(x, ground - 180, 90, 160, 60), darken(wallC, 0.12)));
  planeTree(s, W * 0.15, ground + 20, 520, time, 0.9);
  planeTree(s, W * 0.85, ground + 20, 560, time, 0.9);
  // asphalt and bay lines in perspective
  s.add(rect(0, ground, W, H - ground, s.lin([[0, time === 'night' ? '#2a3036' : '#8d8a84'], [1, time === 'night' ? '#1b2024' : '#6f6c67']])));
  const vx = W / 2;
  const vy = ground - 500;
  for (let xb = -W; xb < W * 2; xb += 420) {
    const t = (ground + 40 - vy) / (H - vy);
    s.add(line(vx + (xb - vx) * t, ground + 40, xb, H, '#f3ecdf', 8, { opacity: 0.75 }));
  }
  s.add(line(0, ground + 40, W, ground + 40, '#f3ecdf', 6, { opacity: 0.6 }));
  const colors = [C.teal, '#e9e4da', C.terracotta, '#3b4a52', '#c9a35c'];
  const k = Math.max(0.55, Math.min(1.1, W / 1300));
  let x = W * 0.22;
  for (let i = 0; i < 3 && x < W; i++) {
    s.add(group(car(rand.pick(colors), rand.chance(0.5)), { transform: `translate(${r1(x)} ${r1(ground + 250 + i * 25)}) scale(${r1(k * (0.95 + i * 0.05))})` }));
    x += 470 * k;
  }
  if (time === 'night' || time === 'dusk') {
    streetLamp(s, W * 0.5, ground + 60, 260, true);
    s.add(ellipse(W * 0.5, ground + 90, 300, 50, '#ffcf7a', { opacity: 0.15 }));
  } else streetLamp(s, W * 0.5, ground + 60, 260, false);
  finish(s);
}

function lounge(s, o) {
  const { W, rand } = s;
  const style = { ...SERVICE_STYLE, wall: '#e9dcc6', panel: '#1f5a66', accent: rand.pick([C.terracotta, '#1f5a66']), accent2: C.gold };
  const floorY = 660;
  const k = Math.max(0.55, Math.min(1, W / 1400));
  roomShell(s, style, o.time, floorY);
  // bookshelf wall
  const bx = W * 0.68;
  const shelf = [rect(-200, -560, 400, 570, style.frame, { rx: 4 }), rect(-186, -546, 372, 542, darken(style.frame, 0.3))];
  for (let r = 0; r < 4; r++) {
    const y = -546 + r * 136;
    shelf.push(rect(-186, y + 128, 372, 10, style.frame));
    let x = -176;
    while (x < 150) {
      const bw = rand(16, 30);
      const bh = rand(70, 110);
      shelf.push(rect(x, y + 128 - bh, bw, bh, rand.pick([C.teal, C.terracotta, C.cream, C.gold, '#6d8a6a', '#8a6d55'])));
      x += bw + rand(1, 4);
      if (rand.chance(0.12)) x += 40;
    }
  }
  s.add(place(shelf.join(''), bx, floorY, k));
  archedWindow(s, W * 0.16, 110, 260 * k, 400, o.time, style, { curtainBottom: floorY - 20 });
  lightPatch(s, W * 0.16, 260 * k, floorY, -1, o.time);
  s.add(place(rugShape(s, style, 820), W * 0.45, floorY + 20, k));
  // two armchairs facing each other across a low table with a laptop and tea
  s.add(place(sofaShape(s, style.accent, 300), W * 0.3, floorY + 170, k));
  s.add(place(sofaShape(s, '#c9a35c', 300), W * 0.62, floorY + 190, k));
  const t = [teaTable(s, style, 360)];
  t.push(poly([[-60, 2], [90, 2], [100, 12], [-70, 12]], '#9aa3a6'), poly([[-52, -92], [84, -92], [90, 2], [-60, 2]], '#2d3a40'), poly([[-45, -85], [78, -85], [83, -5], [-52, -5]], s.lin([[0, '#7fb0b0'], [1, '#1f4e5a']])));
  s.add(place(t.join(''), W * 0.46, floorY + 290, k));
  // floor lamp
  s.add(place([circle(0, -520, 220, s.rad([[0, '#ffd68c', 0.45], [1, '#ffd68c', 0]])), rect(-4, -480, 8, 480, '#4a4038'), ellipse(0, 0, 50, 10, '#4a4038'), poly([[-50, -560], [50, -560], [70, -470], [-70, -470]], C.cream)].join(''), W * 0.86, floorY + 80, k));
  pottedPlant(s, W * 0.06, floorY + 150, 330 * k, C.terracotta);
  finish(s);
}

function sauna(s, o) {
  const { W, H, rand } = s;
  const planks = s.stripes([[0, '#c58a55'], [0.92, '#b97c48'], [0.93, '#8a5630'], [1, '#8a5630']], 0, 0, 0, 56);
  s.add(rect(0, 0, W, H, planks));
  s.add(rect(0, 0, W, H, s.rad([[0, '#ffcc80', 0.35], [1, '#3a1e0e', 0.35]], 0.5, 0.35, 0.8)));
  // two tiers of benches across the width
  const bench = (y, depth, h) => {
    s.add(rect(0, y, W, depth, s.stripes([[0, '#e0ad74'], [0.85, '#d39c60'], [0.86, '#9a6338'], [1, '#9a6338']], 0, y, 0, y + depth / 3)));
    s.add(rect(0, y + depth, W, h, s.stripes([[0, '#a8693c'], [0.9, '#9c5f34'], [0.91, '#6e4223'], [1, '#6e4223']], 0, 0, 90, 0)));
    s.add(rect(0, y + depth, W, 10, '#000', { opacity: 0.2 }));
  };
  bench(430, 70, 170);
  bench(690, 90, H - 780);
  // stove with stones, a bucket and ladle
  const sx = rand.chance(0.5) ? W * 0.18 : W * 0.82;
  const k = Math.max(0.6, Math.min(1, W / 1333));
  const st = [ellipse(0, 10, 150, 20, '#000', { opacity: 0.3 }), rect(-120, -260, 240, 270, '#3a3a3c', { rx: 8 }), rect(-120, -260, 240, 30, '#4c4c50', { rx: 8 }), rect(-70, -120, 140, 70, '#1d1d1f', { rx: 6 }), rect(-60, -112, 120, 54, s.lin([[0, '#ff9a3c'], [1, '#c0392b']]), { rx: 4 })];
  for (let i = 0; i < 14; i++) st.push(circle(rand(-100, 100), -270 - rand(0, 40), rand(18, 28), rand.pick(['#8f8a85', '#6f6a66', '#a9a39c'])));
  st.push(circle(0, -200, 260, s.rad([[0, '#ff9a3c', 0.25], [1, '#ff9a3c', 0]])));
  s.add(place(st.join(''), sx, 690, k));
  const bucket = [ellipse(0, 4, 70, 12, '#000', { opacity: 0.25 }), pathEl('M-60,-100 L60,-100 L48,0 L-48,0 Z', s.stripes([[0, '#d9a66b'], [0.85, '#c8935a'], [0.86, '#8a5630'], [1, '#8a5630']], 0, 0, 24, 0)), rect(-64, -80, 128, 10, '#b08d57'), rect(-62, -24, 124, 10, '#b08d57'), line(20, -96, 110, -190, '#8a5630', 10, { 'stroke-linecap': 'round' })];
  s.add(place(bucket.join(''), W - sx + (sx < W / 2 ? -120 : 120) * k, 440, k * 0.9));
  // folded towels
  s.add(place([rect(-80, -40, 160, 40, C.cream, { rx: 8 }), rect(-70, -70, 140, 34, C.teal, { rx: 8 }), rect(-70, -58, 140, 6, C.gold)].join(''), W * 0.5, 440, k));
  // wall lamp behind a wooden grille
  s.add(circle(W * 0.5, 200, 260, s.rad([[0, '#ffd68c', 0.5], [1, '#ffd68c', 0]])));
  s.add(rect(W * 0.5 - 70, 150, 140, 100, '#ffe2a8', { rx: 10 }));
  for (let i = 0; i < 6; i++) s.add(rect(W * 0.5 - 70 + i * 26, 150, 10, 100, '#9c5f34'));
  // steam: overlapping soft radial puffs
  for (let i = 0; i < 9; i++) {
    const x = sx + rand(-260, 260) * k;
    const y = rand(80, 520);
    s.add(ellipse(x, y, rand(160, 320), rand(80, 150), s.rad([[0, '#ffffff', 0.35], [1, '#ffffff', 0]])));
  }
  finish(s);
}

function poolScene(s, o) {
  const { W, H, rand } = s;
  const time = o.time;
  const indoor = o.indoor;
  const horizon = 470;
  if (indoor) {
    s.add(rect(0, 0, W, horizon + 40, '#eadbc3'));
    const aw = 220;
    for (let x = 40; x < W; x += aw + 60) {
      s.add(pathEl(archPath(x, 110, aw, horizon - 70, aw * 0.6), darken('#eadbc3', 0.1)));
      s.add(group(windowView(s, x + 14, 124, aw - 28, horizon - 84, time), { 'clip-path': s.clip(`<path d="${archPath(x + 14, 124, aw - 28, horizon - 84, (aw - 28) * 0.6)}"/>`) }));
    }
    tileBand(s, 0, 40, W, 34, C.teal, C.gold);
  } else {
    sky(s, time, 0, 0, W, horizon + 40);
    celestial(s, time, W * rand(0.2, 0.8), time === 'dusk' ? 330 : 180);
    mountains(s, time, horizon - 40);
    bush(s, -40, horizon + 30, 420, time);
    bush(s, W - 380, horizon + 30, 420, time);
  }
  // deck
  s.add(rect(0, horizon, W, H - horizon, s.lin([[0, '#d9c7a8'], [1, '#e9dcc4']])));
  // pool in perspective
  const top = horizon + 60;
  const pts = [[W * 0.22, top], [W * 0.78, top], [W * 1.05, H + 40], [-W * 0.05, H + 40]];
  s.add(poly([[pts[0][0] - 16, top - 12], [pts[1][0] + 16, top - 12], [pts[2][0] + 40, H + 40], [pts[3][0] - 40, H + 40]], '#f4ecdd'));
  s.add(poly(pts, s.lin([[0, '#6fb7b5'], [0.5, '#2f8c92'], [1, '#17606b']])));
  s.add(poly([[W * 0.22, top], [W * 0.78, top], [W * 0.8, top + 24], [W * 0.2, top + 24]], '#0f4c5c', { opacity: 0.35 }));
  // light ripples
  for (let i = 0; i < 26; i++) {
    const y = top + 40 + Math.pow(rand(0, 1), 1.4) * (H - top - 40);
    const spread = (y - top) / (H - top);
    const x = W / 2 + rand(-0.5, 0.5) * W * (0.5 + spread * 0.5);
    const w = 30 + spread * 90;
    s.add(pathEl(`M${r1(x - w)},${r1(y)} q${r1(w / 2)},${r1(-8 - spread * 8)} ${r1(w)},0 t${r1(w)},0`, 'none', { stroke: '#e6fbf8', 'stroke-width': r1(2 + spread * 4), opacity: 0.55, 'stroke-linecap': 'round' }));
  }
  // loungers and an umbrella on the deck
  const lounger = (x, y, k) =>
    group([ellipse(0, 30, 120, 14, '#000', { opacity: 0.2 }), poly([[-110, 0], [60, 0], [70, 20], [-100, 20]], '#f7efe2'), poly([[60, 0], [110, -70], [126, -62], [80, 16]], '#f7efe2'), rect(-100, 20, 8, 24, '#6b4a33'), rect(60, 20, 8, 24, '#6b4a33'), rect(-80, -8, 120, 10, C.teal, { rx: 4 })], { transform: `translate(${r1(x)} ${r1(y)}) scale(${k})` });
  const k = Math.max(0.6, Math.min(1, W / 1333));
  s.add(lounger(W * 0.1, horizon + 120, k), lounger(W * 0.9, horizon + 120, k));
  const ux = rand.chance(0.5) ? W * 0.12 : W * 0.88;
  s.add(group([rect(-4, -250, 8, 250, '#6b4a33'), pathEl('M-170,-220 Q0,-330 170,-220 Z', C.terracotta), pathEl('M-170,-220 Q-85,-200 0,-220 Q85,-200 170,-220', C.cream, { opacity: 0.5 })], { transform: `translate(${r1(ux)} ${r1(horizon + 110)}) scale(${k})` }));
  if (!indoor) {
    planeTree(s, W * 0.03, horizon + 60, 560, time, 0.9);
    pottedPlant(s, W * 0.96, horizon + 120, 260 * k, C.terracotta);
  }
  finish(s);
}

/** Peacock in profile; with `display` its tail is fanned into a wheel of eyes. */
function peacock(s, x, y, k, display, flip) {
  const out = [];
  out.push(ellipse(0, 10, 120, 14, '#000', { opacity: 0.2 }));
  if (display) {
    const R = 330;
    for (let ring = 0; ring < 3; ring++) {
      const rr = R * (1 - ring * 0.28);
      out.push(pathEl(`M${-rr},-60 A${rr},${rr * 0.95} 0 0 1 ${rr},-60 Z`, ring === 0 ? '#2f6b4f' : ring === 1 ? '#3f7f58' : '#4f8f5e'));
    }
    for (let ring = 0; ring < 3; ring++) {
      const rr = R * (0.92 - ring * 0.26);
      const n = 13 - ring * 3;
      for (let i = 0; i < n; i++) {
        const a = Math.PI + (Math.PI * (i + 0.5)) / n;
        const ex = Math.cos(a) * rr;
        const ey = -60 + Math.sin(a) * rr * 0.95;
        out.push(ellipse(ex, ey, 20, 26, '#c9a35c'), ellipse(ex, ey, 14, 19, '#1f6f8b'), ellipse(ex, ey + 2, 7, 10, '#102a43'));
      }
    }
  } else {
    out.push(pathEl('M-30,-60 Q-200,-40 -330,10 Q-200,0 -20,-20 Z', '#2f6b4f'));
    for (let i = 0; i < 6; i++) out.push(ellipse(-120 - i * 36, -36 + i * 7, 12, 8, '#1f6f8b'), ellipse(-120 - i * 36, -36 + i * 7, 5, 4, '#c9a35c'));
  }
  out.push(line(-14, -40, -20, 0, '#8a7a66', 6), line(14, -40, 18, 0, '#8a7a66', 6));
  out.push(ellipse(0, -80, 56, 62, '#1c5f86'));
  out.push(pathEl('M-30,-100 Q-60,-40 10,-30 Q40,-60 -30,-100 Z', '#2b7a5a', { opacity: 0.8 }));
  out.push(pathEl('M10,-120 Q20,-200 32,-240 L52,-236 Q42,-180 40,-110 Z', '#1f6f9a'));
  out.push(circle(44, -246, 22, '#1f6f9a'), circle(52, -250, 5, '#fff'), circle(53, -250, 2.5, '#111'), poly([[64, -246], [84, -238], [64, -236]], '#c9a35c'));
  for (let i = 0; i < 4; i++) out.push(line(40, -266, 30 + i * 8, -300, '#1f6f9a', 2), circle(30 + i * 8, -302, 5, '#1f6f9a'));
  return group(out, { transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(flip ? -k : k)} ${r1(k)})` });
}

/** Golden pheasant: red body, gold crest, long barred tail. */
function pheasant(x, y, k, flip) {
  const out = [ellipse(0, 6, 70, 10, '#000', { opacity: 0.2 })];
  out.push(pathEl('M-30,-40 Q-150,-50 -260,-10 Q-150,-24 -20,-22 Z', '#b07a3a'));
  for (let i = 0; i < 6; i++) out.push(line(-60 - i * 30, -40 + i * 4, -56 - i * 30, -26 + i * 2, '#5a3a1a', 4));
  out.push(line(-8, -20, -12, 0, '#c9a35c', 5), line(10, -20, 12, 0, '#c9a35c', 5));
  out.push(ellipse(0, -44, 48, 30, '#c0392b'));
  out.push(ellipse(-14, -56, 30, 14, '#1f5a8a'));
  out.push(pathEl('M24,-60 Q34,-90 44,-100 L58,-96 Q50,-80 44,-56 Z', '#e9a23b'));
  out.push(circle(52, -102, 14, '#f2c14e'), poly([[62, -102], [76, -98], [62, -95]], '#c9a35c'), circle(55, -105, 3, '#111'));
  out.push(pathEl('M40,-112 Q20,-120 8,-100 Q24,-104 42,-100 Z', '#f2c14e'));
  return group(out, { transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(flip ? -k : k)} ${r1(k)})` });
}

/** White dove pecking on the lawn. */
function dove(x, y, k, flip) {
  const out = [ellipse(0, 4, 34, 6, '#000', { opacity: 0.18 }), pathEl('M-40,-22 L-62,-30 L-58,-16 Z', '#e9e4da'), ellipse(-6, -20, 36, 20, '#fbf8f2'), pathEl('M-30,-26 Q-6,-44 18,-24 Q-4,-20 -30,-26 Z', '#e3ddd2')];
  out.push(circle(28, -30, 12, '#fbf8f2'), circle(32, -33, 2.5, '#222'), poly([[39, -30], [48, -27], [39, -25]], '#c7775a'), line(-4, -2, -6, 4, '#c7775a', 3), line(6, -2, 8, 4, '#c7775a', 3));
  return group(out, { transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(flip ? -k : k)} ${r1(k)})` });
}

function birdGarden(s, o) {
  const { W, H, rand } = s;
  const time = o.time;
  const horizon = 520;
  sky(s, time, 0, 0, W, horizon + 60);
  celestial(s, time, W * rand(0.2, 0.8), 200);
  mountains(s, time, horizon - 60);
  // aviary arches in the back
  const wallC = time === 'golden' ? '#e6c08e' : '#e3cfae';
  for (let x = -40; x < W; x += 260) {
    s.add(pathEl(archPath(x, horizon - 220, 220, 260, 120), 'none', { stroke: wallC, 'stroke-width': 14 }));
    s.add(pathEl(archPath(x, horizon - 220, 220, 260, 120), s.pattern(18, 18, `<path d="M0,0 L18,18 M18,0 L0,18" stroke="${wallC}" stroke-width="1.5" opacity="0.6"/>`)));
  }
  planeTree(s, W * 0.12, horizon + 80, 640, time, 1);
  planeTree(s, W * 0.88, horizon + 60, 600, time, 1);
  // lawn with a curved gravel path
  s.add(rect(0, horizon, W, H - horizon, s.lin([[0, '#8aa36a'], [1, '#5f7f4a']])));
  s.add(pathEl(`M${r1(W * 0.45)},${horizon} Q${r1(W * 0.3)},${r1(horizon + 200)} ${r1(W * 0.5)},${r1(horizon + 300)} T${r1(W * 0.4)},${H} L${r1(W * 0.75)},${H} Q${r1(W * 0.75)},${r1(horizon + 320)} ${r1(W * 0.6)},${r1(horizon + 220)} T${r1(W * 0.52)},${horizon} Z`, '#e3d3b3'));
  for (let i = 0; i < 5; i++) bush(s, rand(0, W - 200), horizon + rand(10, 60), rand(160, 240), time);
  // flowers
  for (let i = 0; i < 40; i++) s.add(circle(rand(0, W), rand(horizon + 60, H), rand(4, 8), rand.pick(['#f2c14e', '#e07a5f', '#fbf6ee', '#c7775a']), { opacity: 0.9 }));
  const k = Math.max(0.8, Math.min(1, W / 1333));
  const v = o.variant;
  if (v === 1) {
    s.add(peacock(s, W * 0.5, horizon + 330, 0.95 * k, true, false));
    s.add(pheasant(W * 0.82, horizon + 360, 0.8 * k, true));
  } else if (v === 2) {
    s.add(pheasant(W * 0.35, horizon + 300, 1.1 * k, false), pheasant(W * 0.62, horizon + 380, 1.0 * k, true));
    s.add(peacock(s, W * 0.2, horizon + 420, 0.8 * k, false, false));
  } else {
    s.add(peacock(s, W * 0.62, horizon + 360, 0.9 * k, false, true));
    s.add(peacock(s, W * 0.3, horizon + 300, 0.7 * k, true, false));
    s.add(pheasant(W * 0.82, horizon + 420, 0.8 * k, true));
    for (let i = 0; i < 4; i++) s.add(dove(W * (0.1 + i * 0.07), horizon + 400 + (i % 2) * 36, 1.1 * k, i % 2 === 0));
  }
  finish(s);
}

// ---------------------------------------------------------------------------------------------
// Which scene each catalog id shows

const SCENES = { facade, breakfast, parking, lounge, sauna, pool: poolScene, birds: birdGarden, window: windowScene, bathroom, desk: deskCorner, living: livingRoom };

// One subject per gallery slot; the tall slots get subjects that read well in portrait.
const GALLERY = [
  ['facade', { time: 'dusk', floors: 3, widthShare: 0.9, trees: [0.05, 0.95] }],
  ['room', 2, 1],
  ['breakfast', { time: 'day' }],
  ['birds', { time: 'day', variant: 1 }],
  ['pool', { time: 'day' }],
  ['room', 6, 4],
  ['window', { style: ROOM_STYLES[4], time: 'golden' }],
  ['facade', { time: 'day', floors: 2 }],
  ['room', 1, 5],
  ['sauna', {}],
  ['room', 3, 1],
  ['facade', { time: 'night', floors: 4, widthShare: 0.95, trees: [0.04, 0.96] }],
  ['pool', { time: 'golden', indoor: true }],
  ['birds', { time: 'golden', variant: 2 }],
  ['breakfast', { time: 'golden' }],
  ['room', 6, 1],
  ['window', { style: ROOM_STYLES[5], time: 'dusk' }],
  ['lounge', { time: 'day' }],
  ['pool', { time: 'dusk' }],
  ['bathroom', { style: ROOM_STYLES[6], time: 'day' }],
  ['room', 4, 1],
  ['facade', { time: 'golden', floors: 3, widthShare: 0.95, trees: [0.04, 0.96] }],
  ['birds', { time: 'day', variant: 3 }],
  ['facade', { time: 'dusk', floors: 2 }],
  ['birds', { time: 'golden', variant: 1 }],
  ['room', 3, 4],
  ['desk', { style: ROOM_STYLES[2], time: 'golden' }],
  ['parking', { time: 'dusk' }],
  ['room', 5, 5],
  ['sauna', { zoom: [1.3, 0.3, 0.55] }],
];

const ABOUT = [
  ['facade', { time: 'day', floors: 3 }],
  ['lounge', { time: 'golden' }],
  ['birds', { time: 'golden', variant: 3 }],
  ['breakfast', { time: 'day' }],
];

/** Five pictures per room: bedroom, bathroom, window view, desk or living room, evening detail. */
function roomScene(room, index, rand) {
  const style = ROOM_STYLES[room];
  const type = ROOM_TYPE_BY_ID[room];
  const suite = type.startsWith('suite');
  const day = rand.pick(['day', 'golden']);
  if (index === 2) return [bathroom, { style, time: day }];
  if (index === 3) return [windowScene, { style, time: rand.pick(['day', 'golden', 'dusk']) }];
  if (index === 4) return suite ? [livingRoom, { style, time: day }] : [deskCorner, { style, time: day }];
  if (index === 5) return [bedroom, { style, type, time: 'night', variant: room + 1, zoom: [1.45, 0.5, 0.55] }];
  return [bedroom, { style, type, time: day, variant: room }];
}

function sceneFor(id, rand) {
  const [category, name = ''] = id.split('/');
  if (category === 'hero') {
    const n = Number(name);
    return n === 1 ? [facade, { time: 'dusk' }] : n === 2 ? [facade, { time: 'night', floors: 4 }] : [facade, { time: 'golden', floors: 2 }];
  }
  if (category === 'rooms') {
    const [room, index] = name.split('-').map(Number);
    const style = ROOM_STYLES[room];
    const type = ROOM_TYPE_BY_ID[room];
    return roomScene(room, index, rand);
  }
  if (category === 'services') {
    const [slug, n] = name.split('-');
    const index = Number(n);
    if (slug === 'breakfast') return [breakfast, { time: ['day', 'golden', 'day'][index - 1], zoom: index === 3 ? [1.7, 0.5, 0.8] : undefined }];
    if (slug === 'parking') return [parking, { time: ['day', 'dusk', 'night'][index - 1] }];
    if (slug === 'sauna') return [sauna, { zoom: index === 3 ? [1.4, 0.3, 0.6] : undefined }];
    if (slug === 'pool') return [poolScene, { time: ['day', 'golden', 'dusk'][index - 1], indoor: index === 2 }];
    if (slug === 'birds') return [birdGarden, { time: ['day', 'golden', 'day'][index - 1], variant: index }];
    return [lounge, { time: 'day' }];
  }
  if (category === 'gallery') {
    const pick = GALLERY[Number(name) - 1] || ['facade', { time: 'day' }];
    if (pick[0] === 'room') return roomScene(pick[1], pick[2], rand);
    return [SCENES[pick[0]], pick[1]];
  }
  if (category === 'about') return [SCENES[ABOUT[Number(name) - 1]?.[0] ?? 'facade'], ABOUT[Number(name) - 1]?.[1] ?? { time: 'day' }];
  return [facade, { time: 'dusk', floors: 3, ground: 0.86 }];
}

/** SVG markup of one catalog image at its aspect ratio. */
function artworkSvg(id, aspectW, aspectH) {
  const rand = makeRandom(id);
  const H = 1000;
  const W = (H * aspectW) / aspectH;
  const s = new Svg(W, H, rand);
  const [draw, options] = sceneFor(id, rand);
  draw(s, options);
  if (options.zoom) zoom(s, ...options.zoom);
  return s.toString();
}

/** Pixel width the artwork is drawn at: the largest variant the pipeline makes of it. */
function artworkWidth(catalog, id) {
  const category = id.split('/')[0];
  const widths = catalog.widths[category] || [1200];
  return Math.max(...widths);
}

async function renderArtwork(entry, width, file, svg) {
  const height = Math.round((width * entry.h) / entry.w);
  const density = (72 * height) / 1000; // the viewBox is 1000 units high
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await sharp(Buffer.from(svg), { density })
    .resize(width, height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' }) // plain libjpeg: mozjpeg would double the time of this intermediate file
    .toFile(tmp);
  await fs.promises.rename(tmp, file);
}

async function runPool(items, limit, worker) {
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const item = items[next++];
      await worker(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

const HASHES = '.hashes.json';

/**
 * Draws the artwork of the given catalog entries that is missing in outDir or out of date (its
 * SVG or size changed since it was drawn; all of it with force). Returns the number drawn.
 */
async function generateArtwork({ catalog, outDir = DEFAULT_OUT, ids, force = false, widths, concurrency } = {}) {
  const cat = catalog || JSON.parse(fs.readFileSync(CATALOG_PATH, 'utf8'));
  const wanted = ids ? new Set(ids) : null;
  const hashFile = path.join(outDir, HASHES);
  let hashes = {};
  try {
    hashes = JSON.parse(fs.readFileSync(hashFile, 'utf8'));
  } catch {
    hashes = {};
  }
  const pending = [];
  for (const entry of cat.images) {
    if (wanted && !wanted.has(entry.id)) continue;
    const width = artworkWidth({ ...cat, widths: widths || cat.widths }, entry.id);
    const svg = artworkSvg(entry.id, entry.w, entry.h);
    const hash = crypto.createHash('sha1').update(`${width}\n${svg}`).digest('hex');
    if (!force && hashes[entry.id] === hash && fs.existsSync(artworkFile(outDir, entry.id))) continue;
    pending.push({ entry, width, svg, hash });
  }
  const limit = concurrency || Math.max(1, os.availableParallelism());
  await runPool(pending, limit, async ({ entry, width, svg, hash }) => {
    await renderArtwork(entry, width, artworkFile(outDir, entry.id), svg);
    hashes[entry.id] = hash;
  });
  if (pending.length) fs.writeFileSync(hashFile, JSON.stringify(hashes, null, 1) + '\n');
  return pending.length;
}

const artworkFile = (outDir, id) => path.join(outDir, `${id}.jpg`);

/** One JPEG with every artwork as a thumbnail, for reviewing the set at a glance. */
async function contactSheet({ catalog, outDir = DEFAULT_OUT, file = path.join(ROOT, '.cache/contact-sheet.jpg'), cell = 300, cols = 10 } = {}) {
  const cat = catalog || JSON.parse(fs.readFileSync(CATALOG_PATH, 'utf8'));
  const rows = Math.ceil(cat.images.length / cols);
  const ch = Math.round(cell * 0.75);
  const tiles = await Promise.all(
    cat.images.map(async (e, i) => ({
      input: await sharp(artworkFile(outDir, e.id)).resize(cell - 8, ch - 8, { fit: 'contain', background: '#fbf7f1' }).toBuffer(),
      left: (i % cols) * cell + 4,
      top: Math.floor(i / cols) * ch + 4,
    })),
  );
  await sharp({ create: { width: cols * cell, height: rows * ch, channels: 3, background: '#fbf7f1' } }).composite(tiles).jpeg({ quality: 85 }).toFile(file);
  return file;
}

module.exports = { generateArtwork, artworkSvg, artworkFile, artworkWidth, contactSheet };

if (require.main === module) {
  const started = Date.now();
  const force = process.argv.includes('--force');
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  generateArtwork({ force, ids: only.length ? only : undefined })
    .then(async (n) => {
      console.log(`artwork: ${n} image(s) drawn in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${path.relative(ROOT, DEFAULT_OUT)}`);
      if (process.argv.includes('--sheet')) console.log(`contact sheet: ${path.relative(ROOT, await contactSheet())}`);
    })
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    });
}
