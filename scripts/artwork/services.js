'use strict';
/** Service scenes: breakfast, parking, lounge, sauna, pool. */
const { darken, r1, C } = require('./palette');
const { rect, circle, ellipse, pathEl, poly, line, group, archPath } = require('./svg');
const { sky, celestial, mountains, planeTree, bush, streetLamp, pottedPlant, finish } = require('./scenery');
const { tileBand } = require('./facade');
const { place, windowView, archedWindow, roomShell, lightPatch } = require('./interior');
const { rugShape, sofaShape, teaTable, teapot, piala, fruitBowl } = require('./furniture');

const SERVICE_STYLE = {
  wall: '#efe3cf',
  panel: '#cfe0dc',
  accent: C.teal,
  accent2: C.gold,
  headboard: C.teal,
  floor: '#a87b56',
  rug: '#b4654a',
  frame: '#6b4a33',
};

/** Round Uzbek bread (non) with its stamped centre. */
function nonBread(x, y, r) {
  const out = [
    ellipse(x, y + r * 0.1, r, r * 0.42, '#000', { opacity: 0.12 }),
    ellipse(x, y, r, r * 0.4, '#c98a4b'),
    ellipse(x, y - 2, r * 0.92, r * 0.35, '#dda25e'),
    ellipse(x, y, r * 0.55, r * 0.2, '#e9c08a'),
  ];
  for (let a = 0; a < 12; a++)
    out.push(
      circle(
        x + Math.cos((a / 12) * Math.PI * 2) * r * 0.32,
        y + Math.sin((a / 12) * Math.PI * 2) * r * 0.12,
        2.5,
        '#a86a35',
      ),
    );
  out.push(circle(x, y, 3, '#a86a35'));
  return out.join('');
}

function plate(x, y, r, food) {
  const out = [
    ellipse(x, y + 4, r, r * 0.38, '#000', { opacity: 0.12 }),
    ellipse(x, y, r, r * 0.36, '#fbf8f2'),
    ellipse(x, y, r * 0.72, r * 0.25, '#efe8dc', { stroke: C.teal, 'stroke-width': 2 }),
  ];
  if (food === 'eggs')
    out.push(
      ellipse(x - r * 0.22, y, r * 0.3, r * 0.12, '#fff'),
      circle(x - r * 0.22, y - 2, r * 0.1, '#f2b431'),
      ellipse(x + r * 0.22, y + 2, r * 0.28, r * 0.11, '#fff'),
      circle(x + r * 0.22, y, r * 0.09, '#f2b431'),
    );
  if (food === 'fruit')
    out.push(
      circle(x - r * 0.2, y - 6, r * 0.18, '#b8402e'),
      circle(x + r * 0.15, y - 8, r * 0.16, '#e39a3a'),
      circle(x + r * 0.35, y - 2, r * 0.12, '#7c8b3e'),
    );
  if (food === 'cheese')
    out.push(
      poly(
        [
          [x - r * 0.4, y],
          [x + r * 0.1, y - r * 0.18],
          [x + r * 0.3, y + 4],
        ],
        '#f3d27a',
      ),
      circle(x + r * 0.35, y - 4, r * 0.1, '#a8322a'),
      circle(x + r * 0.48, y + 2, r * 0.08, '#5a7a3a'),
    );
  return out.join('');
}

function breakfast(s, o) {
  const { W, H, rand } = s;
  const style = {
    ...SERVICE_STYLE,
    wall: rand.pick(['#efe3cf', '#e8dcc6', '#e7e1d0']),
    panel: rand.pick(['#cfe0dc', '#e6cf9f']),
  };
  const tableY = 560;
  roomShell(s, style, o.time, 760);
  const ww = Math.min(W * 0.34, 440);
  archedWindow(s, W * 0.5 - ww / 2, 70, ww, 440, o.time, style, { curtainBottom: 700 });
  pottedPlant(s, W * 0.1, tableY + 20, 260, style.accent);
  pottedPlant(s, W * 0.9, tableY + 20, 240, C.terracotta);
  // table top in perspective with a tablecloth and a runner
  s.add(
    poly(
      [
        [W * 0.12, tableY],
        [W * 0.88, tableY],
        [W + 80, H],
        [-80, H],
      ],
      s.lin([
        [0, '#f4ede1'],
        [1, '#fbf7f0'],
      ]),
    ),
  );
  s.add(
    poly(
      [
        [W * 0.42, tableY],
        [W * 0.58, tableY],
        [W * 0.68, H],
        [W * 0.32, H],
      ],
      C.teal,
    ),
  );
  const runner = s.pattern(
    40,
    40,
    rect(0, 0, 40, 40, C.teal) +
      poly(
        [
          [20, 4],
          [36, 20],
          [20, 36],
          [4, 20],
        ],
        C.gold,
        { opacity: 0.8 },
      ) +
      circle(20, 20, 4, C.cream),
  );
  s.add(
    poly(
      [
        [W * 0.445, tableY],
        [W * 0.555, tableY],
        [W * 0.63, H],
        [W * 0.37, H],
      ],
      runner,
      { opacity: 0.9 },
    ),
  );
  s.add(rect(0, tableY - 4, W, 8, '#000', { opacity: 0.05 }));
  const cx = W / 2;
  const items = [];
  items.push(nonBread(cx, 700, 120));
  items.push(
    plate(cx - 330, 640, 90, 'eggs'),
    plate(cx + 330, 640, 90, 'cheese'),
    plate(cx - 420, 860, 130, 'fruit'),
    plate(cx + 420, 860, 130, 'eggs'),
  );
  items.push(
    teapot(cx - 170, 620, 1.3, C.teal),
    piala(cx - 250, 740, 1.3),
    piala(cx + 240, 740, 1.3),
    fruitBowl(cx + 170, 610, 1.3),
  );
  items.push(
    group(
      [
        ellipse(0, 0, 36, 10, '#000', { opacity: 0.15 }),
        rect(-30, -70, 60, 70, '#f0a23a', { rx: 10, opacity: 0.9 }),
        rect(-32, -84, 64, 18, C.terracotta, { rx: 5 }),
      ],
      { transform: `translate(${r1(cx + 80)} 600)` },
    ),
  );
  items.push(
    group(
      [
        ellipse(0, 0, 40, 12, '#000', { opacity: 0.15 }),
        pathEl('M-36,-40 Q-36,4 0,4 Q36,4 36,-40 Z', '#f8f4ec'),
        ellipse(0, -40, 36, 10, '#f6efe2'),
        circle(-10, -44, 7, '#8b2f2a'),
        circle(8, -46, 7, '#9a3a2e'),
      ],
      { transform: `translate(${r1(cx - 70)} 600)` },
    ),
  );
  const k = 1.3 * Math.max(0.55, Math.min(1, W / 1333));
  s.add(
    group(items, { transform: `translate(${r1(cx * (1 - k))} ${r1(tableY * (1 - k))}) scale(${r1(k * 100) / 100})` }),
  );
  finish(s);
}

function car(color, flip) {
  const out = [ellipse(0, 4, 230, 18, '#000', { opacity: 0.25 })];
  out.push(
    pathEl(
      'M-220,-20 Q-224,-70 -180,-78 L-120,-84 Q-80,-140 -20,-142 L70,-142 Q120,-140 160,-88 L200,-80 Q226,-74 224,-40 L222,-20 Z',
      color,
    ),
  );
  out.push(
    pathEl('M-100,-88 Q-70,-128 -24,-130 L20,-130 L20,-88 Z', '#2b3d46'),
    pathEl('M32,-88 L32,-130 L66,-130 Q110,-126 140,-88 Z', '#2b3d46'),
  );
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
  s.add(
    rect(
      0,
      ground - 230,
      W,
      230,
      s.lin([
        [0, wallC],
        [1, darken(wallC, 0.15)],
      ]),
    ),
  );
  s.add(rect(0, ground - 244, W, 18, darken(wallC, 0.25)));
  tileBand(s, 0, ground - 226, W, 22, C.teal, C.gold);
  for (let x = 60; x < W; x += 180) s.add(pathEl(archPath(x, ground - 180, 90, 160, 60), darken(wallC, 0.12)));
  planeTree(s, W * 0.15, ground + 20, 520, time, 0.9);
  planeTree(s, W * 0.85, ground + 20, 560, time, 0.9);
  // asphalt and bay lines in perspective
  s.add(
    rect(
      0,
      ground,
      W,
      H - ground,
      s.lin([
        [0, time === 'night' ? '#2a3036' : '#8d8a84'],
        [1, time === 'night' ? '#1b2024' : '#6f6c67'],
      ]),
    ),
  );
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
    s.add(
      group(car(rand.pick(colors), rand.chance(0.5)), {
        transform: `translate(${r1(x)} ${r1(ground + 250 + i * 25)}) scale(${r1(k * (0.95 + i * 0.05))})`,
      }),
    );
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
  const style = {
    ...SERVICE_STYLE,
    wall: '#e9dcc6',
    panel: '#1f5a66',
    accent: rand.pick([C.terracotta, '#1f5a66']),
    accent2: C.gold,
  };
  const floorY = 660;
  const k = Math.max(0.55, Math.min(1, W / 1400));
  roomShell(s, style, o.time, floorY);
  // bookshelf wall
  const bx = W * 0.68;
  const shelf = [
    rect(-200, -560, 400, 570, style.frame, { rx: 4 }),
    rect(-186, -546, 372, 542, darken(style.frame, 0.3)),
  ];
  for (let r = 0; r < 4; r++) {
    const y = -546 + r * 136;
    shelf.push(rect(-186, y + 128, 372, 10, style.frame));
    let x = -176;
    while (x < 150) {
      const bw = rand(16, 30);
      const bh = rand(70, 110);
      shelf.push(
        rect(x, y + 128 - bh, bw, bh, rand.pick([C.teal, C.terracotta, C.cream, C.gold, '#6d8a6a', '#8a6d55'])),
      );
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
  t.push(
    poly(
      [
        [-60, 2],
        [90, 2],
        [100, 12],
        [-70, 12],
      ],
      '#9aa3a6',
    ),
    poly(
      [
        [-52, -92],
        [84, -92],
        [90, 2],
        [-60, 2],
      ],
      '#2d3a40',
    ),
    poly(
      [
        [-45, -85],
        [78, -85],
        [83, -5],
        [-52, -5],
      ],
      s.lin([
        [0, '#7fb0b0'],
        [1, '#1f4e5a'],
      ]),
    ),
  );
  s.add(place(t.join(''), W * 0.46, floorY + 290, k));
  // floor lamp
  s.add(
    place(
      [
        circle(
          0,
          -520,
          220,
          s.rad([
            [0, '#ffd68c', 0.45],
            [1, '#ffd68c', 0],
          ]),
        ),
        rect(-4, -480, 8, 480, '#4a4038'),
        ellipse(0, 0, 50, 10, '#4a4038'),
        poly(
          [
            [-50, -560],
            [50, -560],
            [70, -470],
            [-70, -470],
          ],
          C.cream,
        ),
      ].join(''),
      W * 0.86,
      floorY + 80,
      k,
    ),
  );
  pottedPlant(s, W * 0.06, floorY + 150, 330 * k, C.terracotta);
  finish(s);
}

function sauna(s) {
  const { W, H, rand } = s;
  const planks = s.stripes(
    [
      [0, '#c58a55'],
      [0.92, '#b97c48'],
      [0.93, '#8a5630'],
      [1, '#8a5630'],
    ],
    0,
    0,
    0,
    56,
  );
  s.add(rect(0, 0, W, H, planks));
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.rad(
        [
          [0, '#ffcc80', 0.35],
          [1, '#3a1e0e', 0.35],
        ],
        0.5,
        0.35,
        0.8,
      ),
    ),
  );
  // two tiers of benches across the width
  const bench = (y, depth, h) => {
    s.add(
      rect(
        0,
        y,
        W,
        depth,
        s.stripes(
          [
            [0, '#e0ad74'],
            [0.85, '#d39c60'],
            [0.86, '#9a6338'],
            [1, '#9a6338'],
          ],
          0,
          y,
          0,
          y + depth / 3,
        ),
      ),
    );
    s.add(
      rect(
        0,
        y + depth,
        W,
        h,
        s.stripes(
          [
            [0, '#a8693c'],
            [0.9, '#9c5f34'],
            [0.91, '#6e4223'],
            [1, '#6e4223'],
          ],
          0,
          0,
          90,
          0,
        ),
      ),
    );
    s.add(rect(0, y + depth, W, 10, '#000', { opacity: 0.2 }));
  };
  bench(430, 70, 170);
  bench(690, 90, H - 780);
  // stove with stones, a bucket and ladle
  const sx = rand.chance(0.5) ? W * 0.18 : W * 0.82;
  const k = Math.max(0.6, Math.min(1, W / 1333));
  const st = [
    ellipse(0, 10, 150, 20, '#000', { opacity: 0.3 }),
    rect(-120, -260, 240, 270, '#3a3a3c', { rx: 8 }),
    rect(-120, -260, 240, 30, '#4c4c50', { rx: 8 }),
    rect(-70, -120, 140, 70, '#1d1d1f', { rx: 6 }),
    rect(
      -60,
      -112,
      120,
      54,
      s.lin([
        [0, '#ff9a3c'],
        [1, '#c0392b'],
      ]),
      { rx: 4 },
    ),
  ];
  for (let i = 0; i < 14; i++)
    st.push(circle(rand(-100, 100), -270 - rand(0, 40), rand(18, 28), rand.pick(['#8f8a85', '#6f6a66', '#a9a39c'])));
  st.push(
    circle(
      0,
      -200,
      260,
      s.rad([
        [0, '#ff9a3c', 0.25],
        [1, '#ff9a3c', 0],
      ]),
    ),
  );
  s.add(place(st.join(''), sx, 690, k));
  const bucket = [
    ellipse(0, 4, 70, 12, '#000', { opacity: 0.25 }),
    pathEl(
      'M-60,-100 L60,-100 L48,0 L-48,0 Z',
      s.stripes(
        [
          [0, '#d9a66b'],
          [0.85, '#c8935a'],
          [0.86, '#8a5630'],
          [1, '#8a5630'],
        ],
        0,
        0,
        24,
        0,
      ),
    ),
    rect(-64, -80, 128, 10, '#b08d57'),
    rect(-62, -24, 124, 10, '#b08d57'),
    line(20, -96, 110, -190, '#8a5630', 10, { 'stroke-linecap': 'round' }),
  ];
  s.add(place(bucket.join(''), W - sx + (sx < W / 2 ? -120 : 120) * k, 440, k * 0.9));
  // folded towels
  s.add(
    place(
      [
        rect(-80, -40, 160, 40, C.cream, { rx: 8 }),
        rect(-70, -70, 140, 34, C.teal, { rx: 8 }),
        rect(-70, -58, 140, 6, C.gold),
      ].join(''),
      W * 0.5,
      440,
      k,
    ),
  );
  // wall lamp behind a wooden grille
  s.add(
    circle(
      W * 0.5,
      200,
      260,
      s.rad([
        [0, '#ffd68c', 0.5],
        [1, '#ffd68c', 0],
      ]),
    ),
  );
  s.add(rect(W * 0.5 - 70, 150, 140, 100, '#ffe2a8', { rx: 10 }));
  for (let i = 0; i < 6; i++) s.add(rect(W * 0.5 - 70 + i * 26, 150, 10, 100, '#9c5f34'));
  // steam: overlapping soft radial puffs
  for (let i = 0; i < 9; i++) {
    const x = sx + rand(-260, 260) * k;
    const y = rand(80, 520);
    s.add(
      ellipse(
        x,
        y,
        rand(160, 320),
        rand(80, 150),
        s.rad([
          [0, '#ffffff', 0.35],
          [1, '#ffffff', 0],
        ]),
      ),
    );
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
      s.add(
        group(windowView(s, x + 14, 124, aw - 28, horizon - 84, time), {
          'clip-path': s.clip(`<path d="${archPath(x + 14, 124, aw - 28, horizon - 84, (aw - 28) * 0.6)}"/>`),
        }),
      );
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
  s.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      s.lin([
        [0, '#d9c7a8'],
        [1, '#e9dcc4'],
      ]),
    ),
  );
  // pool in perspective
  const top = horizon + 60;
  const pts = [
    [W * 0.22, top],
    [W * 0.78, top],
    [W * 1.05, H + 40],
    [-W * 0.05, H + 40],
  ];
  s.add(
    poly(
      [
        [pts[0][0] - 16, top - 12],
        [pts[1][0] + 16, top - 12],
        [pts[2][0] + 40, H + 40],
        [pts[3][0] - 40, H + 40],
      ],
      '#f4ecdd',
    ),
  );
  s.add(
    poly(
      pts,
      s.lin([
        [0, '#6fb7b5'],
        [0.5, '#2f8c92'],
        [1, '#17606b'],
      ]),
    ),
  );
  s.add(
    poly(
      [
        [W * 0.22, top],
        [W * 0.78, top],
        [W * 0.8, top + 24],
        [W * 0.2, top + 24],
      ],
      '#0f4c5c',
      { opacity: 0.35 },
    ),
  );
  // light ripples
  for (let i = 0; i < 26; i++) {
    const y = top + 40 + Math.pow(rand(0, 1), 1.4) * (H - top - 40);
    const spread = (y - top) / (H - top);
    const x = W / 2 + rand(-0.5, 0.5) * W * (0.5 + spread * 0.5);
    const w = 30 + spread * 90;
    s.add(
      pathEl(`M${r1(x - w)},${r1(y)} q${r1(w / 2)},${r1(-8 - spread * 8)} ${r1(w)},0 t${r1(w)},0`, 'none', {
        stroke: '#e6fbf8',
        'stroke-width': r1(2 + spread * 4),
        opacity: 0.55,
        'stroke-linecap': 'round',
      }),
    );
  }
  // loungers and an umbrella on the deck
  const lounger = (x, y, k) =>
    group(
      [
        ellipse(0, 30, 120, 14, '#000', { opacity: 0.2 }),
        poly(
          [
            [-110, 0],
            [60, 0],
            [70, 20],
            [-100, 20],
          ],
          '#f7efe2',
        ),
        poly(
          [
            [60, 0],
            [110, -70],
            [126, -62],
            [80, 16],
          ],
          '#f7efe2',
        ),
        rect(-100, 20, 8, 24, '#6b4a33'),
        rect(60, 20, 8, 24, '#6b4a33'),
        rect(-80, -8, 120, 10, C.teal, { rx: 4 }),
      ],
      { transform: `translate(${r1(x)} ${r1(y)}) scale(${k})` },
    );
  const k = Math.max(0.6, Math.min(1, W / 1333));
  s.add(lounger(W * 0.1, horizon + 120, k), lounger(W * 0.9, horizon + 120, k));
  const ux = rand.chance(0.5) ? W * 0.12 : W * 0.88;
  s.add(
    group(
      [
        rect(-4, -250, 8, 250, '#6b4a33'),
        pathEl('M-170,-220 Q0,-330 170,-220 Z', C.terracotta),
        pathEl('M-170,-220 Q-85,-200 0,-220 Q85,-200 170,-220', C.cream, { opacity: 0.5 }),
      ],
      { transform: `translate(${r1(ux)} ${r1(horizon + 110)}) scale(${k})` },
    ),
  );
  if (!indoor) {
    planeTree(s, W * 0.03, horizon + 60, 560, time, 0.9);
    pottedPlant(s, W * 0.96, horizon + 120, 260 * k, C.terracotta);
  }
  finish(s);
}

module.exports = { breakfast, parking, lounge, sauna, poolScene };
