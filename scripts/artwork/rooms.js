'use strict';
/** Room scenes: bedroom, bathroom, window seat, desk corner, living room, and the zoom into a detail. */
const { lighten, darken, r1, C } = require('./palette');
const { rect, circle, ellipse, pathEl, poly, line, group, archPath, roundedRectPath } = require('./svg');
const { pottedPlant, finish } = require('./scenery');
const { tileBand } = require('./facade');
const { place, archedWindow, roomShell, lightPatch, wallArt } = require('./interior');
const { bedShape, nightstand, wardrobe, rugShape, sofaShape, teaTable, piala, BEDS } = require('./furniture');

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
  s.add(
    rect(
      cx - panelW / 2,
      40,
      panelW,
      floorY - 56,
      s.lin([
        [0, lighten(style.panel, 0.08)],
        [1, darken(style.panel, 0.06)],
      ]),
    ),
  );
  for (let i = 1; i < 6; i++)
    s.add(
      line(
        cx - panelW / 2 + (panelW * i) / 6,
        40,
        cx - panelW / 2 + (panelW * i) / 6,
        floorY - 16,
        darken(style.panel, 0.15),
        2,
        { opacity: 0.5 },
      ),
    );
  const ww = 230 * k;
  const wx =
    winSide < 0
      ? Math.max(110 * k, cx - panelW / 2 - ww - 170 * k)
      : Math.min(W - ww - 110 * k, cx + panelW / 2 + 170 * k);
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
  s.add(
    place(nightstand(s, style, lit), cx - standX, floorY + 10, k),
    place(nightstand(s, style, lit), cx + standX, floorY + 10, k),
  );
  for (let i = 0; i < beds.count; i++) {
    const bx = cx + (-groupW / 2 + beds.width / 2 + i * (beds.width + gap)) * k;
    s.add(place(bedShape(s, style, beds.width, { single: beds.single }), bx, floorY + 10, k));
    if (i < beds.count - 1)
      s.add(place(nightstand(s, style, lit), bx + ((beds.width + gap) / 2) * k, floorY + 10, k * 0.92));
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
  const tiles = s.pattern(
    64,
    40,
    rect(0, 0, 64, 40, darken(tileColor, 0.12)) +
      rect(1.5, 1.5, 61, 37, tileColor, { rx: 3 }) +
      rect(6, 5, 40, 6, '#ffffff', { opacity: 0.35, rx: 3 }),
  );
  s.add(rect(0, tileTop, W, floorY - tileTop, tiles));
  tileBand(s, 0, tileTop - 28, W, 28, style.accent, style.accent2);
  const fl = s.pattern(
    90,
    90,
    rect(0, 0, 90, 90, '#d9d2c6') + rect(0, 0, 45, 45, '#c9bfb0') + rect(45, 45, 45, 45, '#c9bfb0'),
    'scale(1 0.45)',
  );
  s.add(rect(0, floorY, W, H - floorY, fl));
  s.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      s.lin([
        [0, '#000', 0.12],
        [1, '#000', 0],
      ]),
    ),
  );
  // small high window with light
  const side = rand.chance(0.5) ? -1 : 1;
  const wx = side < 0 ? 80 * k : W - 240 * k;
  archedWindow(s, wx, 70, 160 * k, 190, o.time, style, { curtains: false });
  // vanity with basin and arched mirror
  const vx = side < 0 ? W * 0.62 : W * 0.38;
  const v = [];
  v.push(pathEl(archPath(-150, -560, 300, 380, 170), darken(style.frame, 0.1)));
  v.push(
    pathEl(
      archPath(-136, -546, 272, 366, 154),
      s.lin(
        [
          [0, '#d7e4e4'],
          [0.6, '#aac4c7'],
          [1, '#8fb0b4'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  v.push(
    poly(
      [
        [-60, -520],
        [-20, -520],
        [-110, -200],
        [-130, -250],
      ],
      '#ffffff',
      { opacity: 0.25 },
    ),
  );
  v.push(ellipse(0, 80, 260, 26, '#000', { opacity: 0.2 }));
  v.push(
    rect(
      -240,
      -130,
      480,
      200,
      s.lin([
        [0, lighten(style.frame, 0.12)],
        [1, style.frame],
      ]),
      { rx: 6 },
    ),
  );
  v.push(
    line(0, -110, 0, 60, darken(style.frame, 0.3), 3),
    circle(-30, -20, 5, C.goldMuted),
    circle(30, -20, 5, C.goldMuted),
  );
  v.push(rect(-260, -150, 520, 26, '#efe9df', { rx: 5 }));
  v.push(ellipse(0, -154, 110, 22, '#ffffff'), ellipse(0, -152, 88, 14, '#dfe8e8'));
  v.push(pathEl('M-6,-150 L-6,-210 Q-6,-226 12,-226 L40,-226 L40,-216 L14,-216 Q6,-216 6,-206 L6,-150 Z', C.goldMuted));
  v.push(rect(150, -210, 34, 60, C.cream, { rx: 8 }), rect(158, -226, 18, 18, C.goldMuted, { rx: 3 }));
  v.push(
    rect(-210, -196, 70, 46, style.accent2, { rx: 6 }),
    rect(-204, -216, 58, 22, lighten(style.accent2, 0.3), { rx: 6 }),
  );
  s.add(place(v.join(''), vx, floorY, k));
  // towels on a rail, bathtub on the other side
  const tx = side < 0 ? W * 0.2 : W * 0.8;
  const t = [];
  t.push(rect(-120, -440, 240, 8, C.goldMuted, { rx: 4 }));
  t.push(rect(-100, -436, 90, 210, C.cream, { rx: 6 }), rect(-100, -270, 90, 18, style.accent, { opacity: 0.8 }));
  t.push(rect(10, -436, 90, 170, style.accent, { rx: 6 }), rect(10, -300, 90, 14, C.cream, { opacity: 0.8 }));
  t.push(ellipse(0, 60, 300, 30, '#000', { opacity: 0.2 }));
  t.push(
    pathEl(
      'M-280,-150 L280,-150 Q280,40 160,50 L-160,50 Q-280,40 -280,-150 Z',
      s.lin([
        [0, '#ffffff'],
        [1, '#ddd7cc'],
      ]),
    ),
  );
  t.push(rect(-290, -166, 580, 22, '#fbf8f2', { rx: 11 }));
  t.push(rect(-240, 40, 24, 30, C.goldMuted, { rx: 6 }), rect(216, 40, 24, 30, C.goldMuted, { rx: 6 }));
  t.push(
    pathEl('M240,-166 L240,-240 Q240,-262 218,-262 L196,-262', 'none', {
      stroke: C.goldMuted,
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
  );
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
  d.push(
    pathEl(archPath(-120, -620, 240, 300, 130), darken(style.frame, 0.1)),
    pathEl(
      archPath(-108, -608, 216, 288, 118),
      s.lin(
        [
          [0, '#dbe6e4'],
          [1, '#9fbcbe'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  d.push(
    rect(-330, -380, 160, 10, style.frame),
    rect(-320, -440, 26, 60, style.accent),
    rect(-290, -430, 22, 50, style.accent2),
    rect(-264, -446, 24, 66, C.cream),
    circle(-205, -404, 24, C.leaf),
  );
  d.push(ellipse(0, 60, 330, 26, '#000', { opacity: 0.2 }));
  d.push(rect(-300, -260, 600, 28, lighten(style.frame, 0.15), { rx: 4 }));
  d.push(
    rect(-290, -232, 18, 290, style.frame),
    rect(272, -232, 18, 290, style.frame),
    rect(60, -232, 212, 100, darken(style.frame, 0.08)),
    line(60, -182, 272, -182, darken(style.frame, 0.35), 3),
  );
  // lamp, laptop, notebook, tea
  d.push(
    circle(
      -200,
      -420,
      200,
      s.rad([
        [0, '#ffd68c', o.time === 'night' ? 0.5 : 0.2],
        [1, '#ffd68c', 0],
      ]),
    ),
  );
  d.push(
    rect(-214, -400, 8, 140, '#5a5048'),
    ellipse(-210, -262, 40, 8, '#5a5048'),
    poly(
      [
        [-250, -460],
        [-170, -460],
        [-150, -390],
        [-270, -390],
      ],
      C.cream,
    ),
  );
  d.push(
    poly(
      [
        [-60, -262],
        [120, -262],
        [132, -250],
        [-72, -250],
      ],
      '#9aa3a6',
    ),
    poly(
      [
        [-50, -372],
        [110, -372],
        [120, -262],
        [-60, -262],
      ],
      '#2d3a40',
    ),
    poly(
      [
        [-42, -364],
        [102, -364],
        [110, -270],
        [-52, -270],
      ],
      s.lin([
        [0, '#5f8f8f'],
        [1, '#1f4e5a'],
      ]),
    ),
  );
  d.push(rect(160, -276, 80, 14, style.accent, { rx: 3 }), piala(200, -262, 1.1));
  // chair seen from behind
  d.push(ellipse(-20, 170, 150, 18, '#000', { opacity: 0.2 }));
  d.push(
    pathEl(
      roundedRectPath(-150, -120, 260, 220, 40),
      s.lin([
        [0, lighten(style.accent, 0.1)],
        [1, darken(style.accent, 0.15)],
      ]),
    ),
  );
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
  s.add(
    place(nightstand(s, style, lit), cx + 420 * k, floorY + 40, k),
    place(nightstand(s, style, lit), cx - 420 * k, floorY + 40, k),
  );
  pottedPlant(s, side < 0 ? W * 0.92 : W * 0.08, floorY + 180, 320 * k, style.accent2);
  if (lit) s.add(rect(0, 0, W, s.H, '#ffb866', { opacity: 0.06 }));
  finish(s);
}

module.exports = { bedroom, zoom, bathroom, windowScene, deskCorner, livingRoom };
