'use strict';
/** Seeded randomness, colour mixing and the brand palette the scenes are drawn in. */

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
  return (
    '#' +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
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

module.exports = { makeRandom, lighten, darken, r1, C };
