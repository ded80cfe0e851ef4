'use strict';
/** The hotel's facade by day, at dusk and at night. */
const { lighten, darken, r1, C } = require('./palette');
const { rect, circle, ellipse, pathEl, poly, line, group, archPath } = require('./svg');
const { sky, celestial, mountains, planeTree, bush, glow, streetLamp, finish } = require('./scenery');

// Scenes. Each draws into s (W x 1000) from options o; o.time is day | golden | dusk | night.

/** Tile band: small diamonds and dots, the glazed ornament of Fergana valley facades. */
function tileBand(s, x, y, w, h, base, accent) {
  const out = [rect(x, y, w, h, base)];
  const step = h * 1.1;
  for (let cx = x + step / 2; cx < x + w; cx += step) {
    out.push(
      poly(
        [
          [cx, y + h * 0.15],
          [cx + h * 0.35, y + h / 2],
          [cx, y + h * 0.85],
          [cx - h * 0.35, y + h / 2],
        ],
        accent,
      ),
    );
    out.push(circle(cx + step / 2, y + h / 2, h * 0.1, C.cream, { opacity: 0.8 }));
  }
  out.push(rect(x, y, w, 3, C.cream, { opacity: 0.5 }), rect(x, y + h - 3, w, 3, C.cream, { opacity: 0.5 }));
  s.add(group(out));
}

function windowGlass(s, time, lit) {
  if (lit)
    return s.lin([
      [0, '#ffe3a3'],
      [1, '#f0a95a'],
    ]);
  if (time === 'day' || time === 'golden')
    return s.lin([
      [0, '#a9c8cc'],
      [1, '#4f7a84'],
    ]);
  return s.lin([
    [0, '#2b4c5a'],
    [1, '#18313d'],
  ]);
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
      s.add(
        pathEl(
          `M${r1(x - w)},${r1(y - w * 0.3)} Q${r1(x - w * 0.4)},${r1(y - w * 0.5)} ${r1(x)},${r1(y)} Q${r1(x + w * 0.4)},${r1(y - w * 0.5)} ${r1(x + w)},${r1(y - w * 0.3)}`,
          'none',
          { stroke: '#2a3340', 'stroke-width': 2.4, opacity: 0.55, 'stroke-linecap': 'round' },
        ),
      );
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
  s.add(
    rect(
      bx,
      by,
      bw,
      bh,
      s.lin([
        [0, wallTop],
        [1, wallBottom],
      ]),
    ),
  );
  // light falling across the wall from the sun side
  s.add(
    rect(
      bx,
      by,
      bw,
      bh,
      s.lin(
        [
          [0, '#fff3da', night ? 0 : 0.22],
          [1, '#fff3da', 0],
        ],
        sunX < W / 2 ? 0 : 1,
        0,
        sunX < W / 2 ? 1 : 0,
        0,
      ),
    ),
  );
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
  s.add(
    pathEl(
      archPath(ax, py + 24, aw, ph - 24, aw * 0.6),
      night || dusk
        ? s.lin([
            [0, '#ffd991'],
            [1, '#e79a50'],
          ])
        : s.lin([
            [0, '#6c5a4a'],
            [1, '#3d342e'],
          ]),
    ),
  );
  // double doors
  const dw = aw * 0.64;
  const dx = ax + (aw - dw) / 2;
  const dy = ground - ph * 0.46;
  s.add(
    rect(
      dx,
      dy,
      dw,
      ph * 0.46,
      s.lin([
        [0, C.woodDark],
        [1, '#5a3823'],
      ]),
    ),
  );
  s.add(line(dx + dw / 2, dy, dx + dw / 2, ground, '#3d2616', 3));
  for (const k of [0.25, 0.75])
    s.add(
      rect(dx + dw * k - dw * 0.15, dy + 14, dw * 0.3, ph * 0.46 - 28, 'none', {
        stroke: C.goldMuted,
        'stroke-width': 2,
        opacity: 0.7,
      }),
    );
  if (night || dusk) {
    glow(s, px + pw / 2, ground - ph * 0.3, pw * 1.4, '#ffc26a', 0.45);
    glow(s, px - 30, py + ph * 0.45, 60, '#ffd58a', 0.9);
    glow(s, px + pw + 30, py + ph * 0.45, 60, '#ffd58a', 0.9);
  }
  // Ground: pavement and a kerb
  s.add(
    rect(
      0,
      ground,
      W,
      H - ground,
      s.lin([
        [0, { day: '#cdbb9c', golden: '#d1b28a', dusk: '#8d7466', night: '#2d3840' }[time]],
        [1, { day: '#a89378', golden: '#a88662', dusk: '#5e4f4c', night: '#1c252c' }[time]],
      ]),
    ),
  );
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

module.exports = { tileBand, facade };
