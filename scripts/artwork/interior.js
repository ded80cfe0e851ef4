'use strict';
/** Room styles and the room's shell: walls, the arched window and its view, the light patch, wall art. */
const { lighten, darken, r1, C } = require('./palette');
const { rect, circle, pathEl, poly, line, group, archPath } = require('./svg');
const { SKIES } = require('./scenery');

// Interiors. Furniture is drawn in local units around (0, 0) = its centre where it meets the
// wall line, then placed with translate + scale so narrow pictures shrink it instead of cropping.

const ROOM_STYLES = {
  1: {
    wall: '#eadfcb',
    panel: '#cfe0dc',
    accent: C.teal,
    accent2: C.gold,
    headboard: '#2f6470',
    floor: '#b98a62',
    rug: '#c7775a',
    frame: '#6b4a33',
  },
  2: {
    wall: '#e2e3d3',
    panel: '#d8c5a8',
    accent: C.terracotta,
    accent2: C.teal,
    headboard: '#b4654a',
    floor: '#a87b56',
    rug: '#4f7b80',
    frame: '#5b4636',
  },
  3: {
    wall: '#f0e4cf',
    panel: '#e6cf9f',
    accent: '#c08a2e',
    accent2: C.teal,
    headboard: '#c9a35c',
    floor: '#b58d66',
    rug: '#2f6470',
    frame: '#6b4a33',
  },
  4: {
    wall: '#ead9cb',
    panel: '#b9cfc9',
    accent: C.teal,
    accent2: C.terracotta,
    headboard: '#1f5a66',
    floor: '#9c6f4d',
    rug: '#b4654a',
    frame: '#4a3526',
  },
  5: {
    wall: '#d6cbb8',
    panel: '#264f57',
    accent: C.tealDeep,
    accent2: C.gold,
    headboard: '#1c3f47',
    floor: '#7f5a40',
    rug: '#8b3a26',
    frame: '#3a2a1f',
  },
  6: {
    wall: '#efd9c3',
    panel: '#c98f72',
    accent: C.terracotta,
    accent2: C.gold,
    headboard: '#8a3d28',
    floor: '#94694a',
    rug: '#0f4c5c',
    frame: '#4a3526',
  },
};

const place = (content, x, y, k) =>
  group(content, { transform: `translate(${r1(x)} ${r1(y)}) scale(${Math.round(k * 1000) / 1000})` });

/** Outdoor view seen through a window: sky, hills, roofs, a dome, trees. */
function windowView(s, x, y, w, h, time) {
  const { rand } = s;
  const out = [];
  const night = time === 'night';
  out.push(rect(x, y, w, h, s.lin(SKIES[time])));
  if (night) {
    for (let i = 0; i < 10; i++)
      out.push(circle(x + rand(0, w), y + rand(0, h * 0.4), 1.8, '#fdf3d8', { opacity: 0.8 }));
  } else {
    out.push(
      circle(
        x + w * rand(0.25, 0.75),
        y + h * 0.35,
        w * 0.5,
        s.rad([
          [0, '#fff6dc', 0.7],
          [1, '#fff6dc', 0],
        ]),
      ),
    );
  }
  const hill = { day: '#9fb8b8', golden: '#b9a48f', dusk: '#6f6680', night: '#1f4253' }[time];
  const base = y + h * 0.62;
  out.push(
    pathEl(
      `M${x},${base} Q${x + w * 0.25},${base - h * 0.2} ${x + w * 0.5},${base - h * 0.08} T${x + w},${base - h * 0.12} V${y + h} H${x} Z`,
      hill,
      { opacity: 0.8 },
    ),
  );
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
  out.push(
    pathEl(
      `M${r1(dx - dr)},${r1(base + 10 - dr * 1.2)} Q${r1(dx - dr)},${r1(base - dr * 2.6)} ${r1(dx)},${r1(base - dr * 2.9)} Q${r1(dx + dr)},${r1(base - dr * 2.6)} ${r1(dx + dr)},${r1(base + 10 - dr * 1.2)} Z`,
      domeColor,
    ),
  );
  out.push(rect(dx + dr * 2.2, base - dr * 4, dr * 0.45, dr * 4.6, roof));
  out.push(circle(dx + dr * 2.42, base - dr * 4.05, dr * 0.35, domeColor));
  const treeC = night ? '#16343a' : time === 'dusk' ? '#34533f' : C.leaf;
  for (let i = 0; i < 4; i++) {
    const tx = x + rand(0, w);
    const tr = rand(30, 55);
    out.push(
      circle(tx, y + h - tr * 0.6, tr, treeC),
      circle(tx - tr * 0.2, y + h - tr * 0.8, tr * 0.6, lighten(treeC, 0.12)),
    );
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
    const folds = s.stripes(
      [
        [0, lighten(c, 0.25)],
        [0.5, darken(c, 0.12)],
        [1, lighten(c, 0.25)],
      ],
      0,
      0,
      cw / 3,
      0,
    );
    s.add(rect(x - cw - 60, top - 14, w + cw * 2 + 120, 10, darken(style.frame, 0.1), { rx: 5 }));
    for (const side of [-1, 1]) {
      const cx = side < 0 ? x - cw - 40 : x + w + 40;
      const inner = side < 0 ? cx + cw : cx;
      const outer = side < 0 ? cx : cx + cw;
      const tieY = top + (bottom - top) * 0.55;
      s.add(
        pathEl(
          `M${r1(outer)},${r1(top)} L${r1(inner)},${r1(top)} Q${r1(inner - side * cw * 0.1)},${r1(tieY - 60)} ${r1(outer - side * cw * 0.35)},${r1(tieY)} Q${r1(inner - side * cw * 0.05)},${r1(tieY + 80)} ${r1(inner + side * 8)},${r1(bottom)} L${r1(outer)},${r1(bottom)} Z`,
          folds,
        ),
      );
      s.add(
        rect(Math.min(inner, outer) + (side < 0 ? cw * 0.35 : cw * 0.1), tieY - 6, cw * 0.55, 12, style.accent2, {
          rx: 6,
        }),
      );
    }
  }
}

function roomShell(s, style, time, floorY) {
  const { W, H } = s;
  s.add(
    rect(
      0,
      0,
      W,
      floorY,
      s.lin([
        [0, lighten(style.wall, 0.1)],
        [1, darken(style.wall, 0.06)],
      ]),
    ),
  );
  s.add(rect(0, 0, W, 34, lighten(style.wall, 0.3)), rect(0, 34, W, 6, darken(style.wall, 0.12)));
  const floorDark = darken(style.floor, 0.3);
  s.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      s.lin([
        [0, darken(style.floor, 0.12)],
        [1, lighten(style.floor, 0.08)],
      ]),
    ),
  );
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
  s.add(
    poly(
      [
        [x, floorY + 4],
        [x + w, floorY + 4],
        [x + w + dx * 1.6, s.H],
        [x + dx * 1.6, s.H],
      ],
      '#fff4d8',
      { opacity: time === 'day' ? 0.13 : 0.18 },
    ),
  );
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
    out.push(
      pathEl(archPath(x + iw * 0.2, y + ih * 0.15, iw * 0.6, ih * 0.85, iw * 0.35), style.accent, { opacity: 0.85 }),
    );
    out.push(circle(x + iw * 0.5, y + ih * 0.55, iw * 0.12, style.accent2));
  } else if (variant % 3 === 1) {
    out.push(circle(x + iw * 0.68, y + ih * 0.35, iw * 0.14, style.accent2));
    out.push(
      pathEl(
        `M${r1(x)},${r1(y + ih)} L${r1(x)},${r1(y + ih * 0.7)} Q${r1(x + iw * 0.3)},${r1(y + ih * 0.35)} ${r1(x + iw * 0.55)},${r1(y + ih * 0.65)} T${r1(x + iw)},${r1(y + ih * 0.55)} L${r1(x + iw)},${r1(y + ih)} Z`,
        style.accent,
        { opacity: 0.85 },
      ),
    );
  } else {
    for (let i = 0; i < 3; i++)
      out.push(
        rect(x + iw * (0.15 + i * 0.25), y + ih * 0.2, iw * 0.18, ih * 0.6, i === 1 ? style.accent2 : style.accent, {
          rx: iw * 0.09,
          opacity: 0.85,
        }),
      );
  }
  return out.join('');
}

module.exports = { ROOM_STYLES, place, windowView, archedWindow, roomShell, lightPatch, wallArt };
