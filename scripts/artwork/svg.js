'use strict';
/** A tiny SVG builder and the shape primitives every scene draws with. */
const { r1 } = require('./palette');

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
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${extra}>${this.stops(list)}</linearGradient>`,
    );
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
    this.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${r1(w)}" height="${r1(h)}"${transform ? ` patternTransform="${transform}"` : ''}>${content}</pattern>`,
    );
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
const rect = (x, y, w, h, fill, extra) =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${attrs(extra)}/>`;
const circle = (cx, cy, r, fill, extra) =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${attrs(extra)}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra) =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${attrs(extra)}/>`;
const pathEl = (d, fill, extra) => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
const poly = (points, fill, extra) =>
  `<polygon points="${points.map((p) => p.map(r1).join(',')).join(' ')}" fill="${fill}"${attrs(extra)}/>`;
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

module.exports = { Svg, rect, circle, ellipse, pathEl, poly, line, group, archPath, roundedRectPath, ridgePath };
