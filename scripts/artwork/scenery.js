'use strict';
/** Shared outdoor pieces: sky, sun and moon, mountains, trees, bushes, lamps, plants, the finishing wash. */
const { lighten, darken, r1, C } = require('./palette');
const { rect, circle, ellipse, pathEl, group, ridgePath } = require('./svg');

const SKIES = {
  day: [
    [0, '#8fb9c2'],
    [0.55, '#cfe0dc'],
    [1, '#f3e6cf'],
  ],
  golden: [
    [0, '#6f9aa6'],
    [0.5, '#e8c9a0'],
    [1, '#f6d8a8'],
  ],
  dusk: [
    [0, '#17384a'],
    [0.3, '#4a5a72'],
    [0.5, '#a8787a'],
    [0.66, '#e6a57c'],
    [1, '#f4c894'],
  ],
  night: [
    [0, '#0b1d2a'],
    [0.6, '#183a4c'],
    [1, '#2c5566'],
  ],
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
    s.add(
      circle(
        cx,
        cy,
        160 * scale,
        s.rad([
          [0, '#fdf3d8', 0.35],
          [1, '#fdf3d8', 0],
        ]),
      ),
    );
    s.add(circle(cx, cy, 34 * scale, '#fbf1d6'));
    s.add(circle(cx + 12 * scale, cy - 8 * scale, 30 * scale, '#183a4c', { opacity: 0.9 }));
  } else {
    const core = time === 'day' ? '#fff8e6' : time === 'golden' ? '#fff1cf' : '#ffd9a0';
    s.add(
      circle(
        cx,
        cy,
        340 * scale,
        s.rad([
          [0, core, 0.75],
          [0.35, core, 0.25],
          [1, core, 0],
        ]),
      ),
    );
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
  out.push(
    pathEl(
      `M${r1(x - 16 * scale)},${r1(groundY)} Q${r1(x - 6 * scale)},${r1(groundY - h * 0.35)} ${r1(x - 12 * scale)},${r1(crownY + crownR * 0.4)} L${r1(x + 12 * scale)},${r1(crownY + crownR * 0.4)} Q${r1(x + 8 * scale)},${r1(groundY - h * 0.35)} ${r1(x + 18 * scale)},${r1(groundY)} Z`,
      trunk,
    ),
  );
  out.push(
    pathEl(
      `M${r1(x)},${r1(crownY + crownR * 0.6)} L${r1(x - crownR * 0.5)},${r1(crownY)} M${r1(x + 2)},${r1(crownY + crownR * 0.8)} L${r1(x + crownR * 0.55)},${r1(crownY - crownR * 0.1)}`,
      'none',
      { stroke: trunk, 'stroke-width': 9 * scale, 'stroke-linecap': 'round' },
    ),
  );
  const blobs = [];
  for (let i = 0; i < 16; i++) {
    const a = rand(0, Math.PI * 2);
    const d = Math.sqrt(rand(0.05, 1)) * crownR * 0.85;
    blobs.push([x + Math.cos(a) * d * 1.3, crownY + Math.sin(a) * d * 0.7, crownR * rand(0.3, 0.48)]);
  }
  blobs.sort((p, q) => p[1] - q[1]);
  for (const [bx, by, br] of blobs) out.push(circle(bx, by + br * 0.18, br, dark));
  for (const [bx, by, br] of blobs) out.push(circle(bx - br * 0.1, by - br * 0.06, br * 0.82, mid));
  for (const [bx, by, br] of blobs)
    if (by < crownY) out.push(circle(bx - br * 0.22, by - br * 0.22, br * 0.5, light, { opacity: 0.3 }));
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
  s.add(
    circle(
      cx,
      cy,
      r,
      s.rad([
        [0, color, strength],
        [0.4, color, strength * 0.35],
        [1, color, 0],
      ]),
    ),
  );
}

function streetLamp(s, x, groundY, h, lit) {
  s.add(rect(x - 4, groundY - h, 8, h, '#2a2f33'));
  s.add(rect(x - 12, groundY - 14, 24, 14, '#2a2f33'));
  s.add(
    pathEl(
      `M${x - 16},${groundY - h} L${x + 16},${groundY - h} L${x + 11},${groundY - h - 38} L${x - 11},${groundY - h - 38} Z`,
      lit ? '#ffd98f' : '#3b4347',
    ),
  );
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
    out.push(
      pathEl(
        `M${r1(x)},${r1(floorY - h * 0.35)} Q${r1((x + tipX) / 2 - 28)},${r1((floorY - h * 0.35 + tipY) / 2)} ${r1(tipX)},${r1(tipY)} Q${r1((x + tipX) / 2 + 28)},${r1((floorY - h * 0.35 + tipY) / 2)} ${r1(x)},${r1(floorY - h * 0.35)} Z`,
        c,
      ),
    );
  }
  out.push(
    pathEl(
      `M${r1(x - pw / 2)},${r1(floorY - h * 0.38)} L${r1(x + pw / 2)},${r1(floorY - h * 0.38)} L${r1(x + pw * 0.38)},${r1(floorY)} L${r1(x - pw * 0.38)},${r1(floorY)} Z`,
      s.lin(
        [
          [0, lighten(potColor, 0.15)],
          [1, darken(potColor, 0.2)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(group(out));
}

/** Soft vignette and an optional warm wash over the whole picture: ties the flat shapes together. */
function finish(s, warmth = 0) {
  s.add(
    rect(
      0,
      0,
      s.W,
      s.H,
      s.rad(
        [
          [0.55, '#000000', 0],
          [1, '#10232b', 0.28],
        ],
        0.5,
        0.45,
        0.75,
      ),
    ),
  );
  if (warmth > 0) s.add(rect(0, 0, s.W, s.H, '#f3c98b', { opacity: warmth }));
}

module.exports = { SKIES, sky, celestial, mountains, planeTree, bush, glow, streetLamp, pottedPlant, finish };
