'use strict';
/** Furniture and tableware: bed, nightstand, wardrobe, rug, sofa, tea table, teapot, cups, fruit. */
const { lighten, darken, r1, C } = require('./palette');
const { rect, circle, ellipse, pathEl, poly, line, group, roundedRectPath } = require('./svg');

/** Bed seen from its foot: headboard on the wall, duvet, pillows, a striped throw. */
function bedShape(s, style, bw, opts = {}) {
  const out = [];
  const back = -140;
  const front = 150;
  const hw = (y) => (bw / 2) * (1 + (0.12 * (y - back)) / (front - back));
  const duvet = opts.duvet || '#fbf6ee';
  out.push(ellipse(0, 275, bw * 0.66, 34, '#000', { opacity: 0.22 }));
  const hbH = opts.single ? 300 : 360;
  out.push(
    pathEl(
      roundedRectPath(-bw / 2 - 22, -hbH - 20, bw + 44, hbH + 40, 28),
      s.lin([
        [0, lighten(style.headboard, 0.12)],
        [1, darken(style.headboard, 0.15)],
      ]),
    ),
  );
  for (let i = 1; i < Math.round(bw / 70); i++) {
    const lx = -bw / 2 - 22 + ((bw + 44) * i) / Math.round(bw / 70);
    out.push(line(lx, -hbH + 6, lx, -20, darken(style.headboard, 0.3), 3, { opacity: 0.5 }));
  }
  out.push(
    pathEl(roundedRectPath(-bw / 2 - 22, -hbH - 20, bw + 44, hbH + 40, 28), 'none', {
      stroke: darken(style.headboard, 0.35),
      'stroke-width': 5,
    }),
  );
  // base and legs
  out.push(rect(-hw(front) - 4, front + 88, hw(front) * 2 + 8, 34, darken(style.frame, 0.05), { rx: 6 }));
  out.push(
    rect(-hw(front) + 10, front + 120, 16, 22, darken(style.frame, 0.3)),
    rect(hw(front) - 26, front + 120, 16, 22, darken(style.frame, 0.3)),
  );
  // duvet top and front
  out.push(
    poly(
      [
        [-hw(back), back],
        [hw(back), back],
        [hw(front), front],
        [-hw(front), front],
      ],
      s.lin([
        [0, darken(duvet, 0.04)],
        [1, duvet],
      ]),
    ),
  );
  out.push(
    pathEl(
      `M${r1(-hw(front))},${front} L${r1(hw(front))},${front} L${r1(hw(front) + 4)},${front + 86} Q${r1(hw(front))},${front + 96} ${r1(hw(front) - 12)},${front + 96} L${r1(-hw(front) + 12)},${front + 96} Q${r1(-hw(front))},${front + 96} ${r1(-hw(front) - 4)},${front + 86} Z`,
      darken(duvet, 0.1),
    ),
  );
  // folded top edge of the duvet
  const fy = back + 62;
  out.push(
    poly(
      [
        [-hw(fy), fy],
        [hw(fy), fy],
        [hw(fy + 26), fy + 26],
        [-hw(fy + 26), fy + 26],
      ],
      lighten(duvet, 0.5),
    ),
  );
  out.push(line(-hw(fy + 26), fy + 26, hw(fy + 26), fy + 26, darken(duvet, 0.15), 2));
  // pillows
  const pillows = opts.single ? 1 : 2;
  const pw = opts.single ? bw * 0.7 : bw * 0.43;
  for (let i = 0; i < pillows; i++) {
    const px = pillows === 1 ? -pw / 2 : i === 0 ? -bw / 2 + 12 : bw / 2 - 12 - pw;
    out.push(
      pathEl(
        roundedRectPath(px, back - 78, pw, 96, 34),
        s.lin([
          [0, '#ffffff'],
          [1, '#e9e2d6'],
        ]),
      ),
    );
    out.push(pathEl(roundedRectPath(px, back - 78, pw, 96, 34), 'none', { stroke: '#d9cfbf', 'stroke-width': 2 }));
  }
  // accent cushion(s)
  const cushions = opts.single ? 1 : 2;
  for (let i = 0; i < cushions; i++) {
    const cw = opts.single ? bw * 0.38 : bw * 0.24;
    const cx = cushions === 1 ? -cw / 2 : i === 0 ? -cw - 6 : 6;
    out.push(pathEl(roundedRectPath(cx, back - 40, cw, 66, 22), i === 0 ? style.accent : style.accent2));
    out.push(
      line(cx + 14, back - 7, cx + cw - 14, back - 7, lighten(i === 0 ? style.accent : style.accent2, 0.35), 3, {
        opacity: 0.7,
      }),
    );
  }
  // throw across the foot, with an ikat-like band of diamonds
  const t0 = 60;
  const t1 = front;
  const throwFill = style.accent;
  out.push(
    poly(
      [
        [-hw(t0) - 2, t0],
        [hw(t0) + 2, t0],
        [hw(t1) + 3, t1],
        [-hw(t1) - 3, t1],
      ],
      throwFill,
    ),
  );
  out.push(
    pathEl(
      `M${r1(-hw(front) - 3)},${front} L${r1(hw(front) + 3)},${front} L${r1(hw(front) + 6)},${front + 80} L${r1(-hw(front) - 6)},${front + 80} Z`,
      darken(throwFill, 0.12),
    ),
  );
  const ikat = s.pattern(
    36,
    24,
    poly(
      [
        [18, 2],
        [30, 12],
        [18, 22],
        [6, 12],
      ],
      style.accent2,
    ) +
      poly(
        [
          [18, 8],
          [23, 12],
          [18, 16],
          [13, 12],
        ],
        C.cream,
      ),
  );
  out.push(rect(-hw(front) - 4, front + 22, hw(front) * 2 + 8, 28, ikat));
  out.push(
    poly(
      [
        [-hw(t0 + 30), t0 + 30],
        [hw(t0 + 30), t0 + 30],
        [hw(t0 + 52), t0 + 52],
        [-hw(t0 + 52), t0 + 52],
      ],
      style.accent2,
      { opacity: 0.85 },
    ),
  );
  return out.join('');
}

function nightstand(s, style, lit) {
  const out = [];
  if (lit)
    out.push(
      circle(
        0,
        -250,
        230,
        s.rad([
          [0, '#ffd68c', 0.55],
          [0.45, '#ffd68c', 0.18],
          [1, '#ffd68c', 0],
        ]),
      ),
    );
  out.push(ellipse(0, 58, 80, 14, '#000', { opacity: 0.2 }));
  out.push(rect(-62, -110, 124, 160, style.frame, { rx: 6 }));
  out.push(rect(-66, -118, 132, 14, lighten(style.frame, 0.2), { rx: 4 }));
  out.push(
    line(-54, -40, 54, -40, darken(style.frame, 0.35), 3),
    circle(0, -72, 5, C.goldMuted),
    circle(0, -2, 5, C.goldMuted),
  );
  // lamp
  out.push(ellipse(0, -124, 30, 8, darken(style.accent2, 0.2)));
  out.push(pathEl('M-22,-124 Q-34,-170 0,-190 Q34,-170 22,-124 Z', style.accent2));
  out.push(rect(-3, -230, 6, 45, '#6d6255'));
  out.push(
    poly(
      [
        [-40, -300],
        [40, -300],
        [58, -222],
        [-58, -222],
      ],
      lit
        ? s.lin([
            [0, '#fff1cf'],
            [1, '#ffd79a'],
          ])
        : s.lin([
            [0, C.cream],
            [1, '#e8dcc8'],
          ]),
    ),
  );
  // a book and a cup on the top
  out.push(rect(30, -132, 36, 10, style.accent), rect(34, -142, 30, 10, C.cream));
  return out.join('');
}

function wardrobe(s, style) {
  const out = [ellipse(0, 60, 190, 22, '#000', { opacity: 0.2 })];
  const body = s.lin(
    [
      [0, lighten(style.frame, 0.15)],
      [1, style.frame],
    ],
    0,
    0,
    1,
    0,
  );
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
  const pat = s.pattern(
    60,
    60,
    rect(0, 0, 60, 60, inner) +
      poly(
        [
          [30, 8],
          [52, 30],
          [30, 52],
          [8, 30],
        ],
        lighten(style.rug, 0.18),
      ) +
      circle(30, 30, 6, C.cream, { opacity: 0.7 }),
  );
  const a = 60;
  const b = 330;
  const hwA = w / 2;
  const hwB = (w / 2) * 1.25;
  const out = [
    poly(
      [
        [-hwA, a],
        [hwA, a],
        [hwB, b],
        [-hwB, b],
      ],
      C.cream,
    ),
  ];
  out.push(
    poly(
      [
        [-hwA + 18, a + 8],
        [hwA - 18, a + 8],
        [hwB - 24, b - 14],
        [-hwB + 24, b - 14],
      ],
      style.rug,
    ),
  );
  out.push(
    poly(
      [
        [-hwA + 40, a + 22],
        [hwA - 40, a + 22],
        [hwB - 52, b - 36],
        [-hwB + 52, b - 36],
      ],
      pat,
    ),
  );
  return out.join('');
}

function sofaShape(s, color, w) {
  const out = [ellipse(0, 140, w * 0.55, 26, '#000', { opacity: 0.22 })];
  const dark = darken(color, 0.2);
  out.push(
    pathEl(
      roundedRectPath(-w / 2 + 40, -200, w - 80, 190, 30),
      s.lin([
        [0, lighten(color, 0.1)],
        [1, color],
      ]),
    ),
  );
  out.push(pathEl(roundedRectPath(-w / 2 + 30, -40, w - 60, 120, 22), lighten(color, 0.06)));
  out.push(line(0, -30, 0, 70, dark, 3, { opacity: 0.5 }));
  out.push(
    pathEl(roundedRectPath(-w / 2, -110, 90, 230, 30), dark),
    pathEl(roundedRectPath(w / 2 - 90, -110, 90, 230, 30), dark),
  );
  out.push(rect(-w / 2 + 40, 80, w - 80, 40, darken(color, 0.28), { rx: 8 }));
  out.push(rect(-w / 2 + 60, 118, 14, 20, C.woodDark), rect(w / 2 - 74, 118, 14, 20, C.woodDark));
  out.push(
    pathEl(roundedRectPath(-w / 2 + 110, -150, 120, 110, 26), C.cream),
    pathEl(roundedRectPath(w / 2 - 230, -150, 120, 110, 26), C.gold, { opacity: 0.9 }),
  );
  return out.join('');
}

/** Low table with a teapot, two piala cups and a bowl of pomegranates. */
function teaTable(s, style, w) {
  const out = [ellipse(0, 92, w * 0.55, 18, '#000', { opacity: 0.22 })];
  out.push(
    poly(
      [
        [-w / 2 + 20, 0],
        [w / 2 - 20, 0],
        [w / 2, 40],
        [-w / 2, 40],
      ],
      lighten(style.frame, 0.15),
    ),
  );
  out.push(rect(-w / 2, 40, w, 16, darken(style.frame, 0.1)));
  out.push(
    rect(-w / 2 + 20, 56, 14, 40, darken(style.frame, 0.3)),
    rect(w / 2 - 34, 56, 14, 40, darken(style.frame, 0.3)),
  );
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
      circle(-10, -46, 5, color),
      circle(6, -50, 5, color),
      circle(20, -42, 4, color),
      pathEl('M38,-40 Q66,-52 70,-76 L62,-78 Q56,-56 38,-50 Z', '#f8f4ec'),
      pathEl('M-38,-30 Q-66,-40 -50,-62 Q-44,-56 -36,-52', 'none', { stroke: color, 'stroke-width': 6 }),
      rect(-22, -76, 44, 10, color, { rx: 4 }),
      circle(0, -82, 6, color),
    ],
    { transform: `translate(${r1(x)} ${r1(y)}) scale(${k})` },
  );
}

function piala(x, y, k = 1) {
  return group(
    [
      ellipse(0, 0, 22, 5, '#000', { opacity: 0.12 }),
      pathEl('M-20,-24 Q-18,0 0,2 Q18,0 20,-24 Z', '#f8f4ec'),
      pathEl('M-19,-14 Q0,-8 19,-14 L18,-10 Q0,-4 -18,-10 Z', C.teal),
      ellipse(0, -24, 20, 5, '#c98a4b'),
    ],
    { transform: `translate(${r1(x)} ${r1(y)}) scale(${k})` },
  );
}

function fruitBowl(x, y, k = 1) {
  return group(
    [
      ellipse(0, 0, 52, 8, '#000', { opacity: 0.15 }),
      circle(-20, -30, 20, '#a8322a'),
      circle(14, -34, 22, '#b8402e'),
      circle(-2, -46, 18, '#c4553a'),
      pathEl('M-2,-64 l-5,-8 l5,3 l5,-3 Z', '#7a2a20'),
      circle(30, -22, 9, '#7c8b3e'),
      circle(38, -30, 9, '#8c9a48'),
      circle(24, -34, 9, '#7c8b3e'),
      pathEl('M-52,-20 Q0,26 52,-20 Z', C.teal),
      pathEl('M-52,-20 Q0,-10 52,-20', 'none', { stroke: C.gold, 'stroke-width': 3 }),
    ],
    { transform: `translate(${r1(x)} ${r1(y)}) scale(${k})` },
  );
}

// The beds each room kind's pictures show: the records' beds (src/domain/rooms.ts; a test
// compares them), the suites' sofa beds standing in their living-room pictures.
const BEDS = {
  standard_single: { count: 1, width: 330, single: true },
  standard_twin: { count: 2, width: 300, single: true },
  standard_triple: { count: 3, width: 270, single: true },
  suite_single: { count: 1, width: 540, single: false },
  suite_double: { count: 1, width: 560, single: false },
};
const ROOM_TYPE_BY_ID = {
  1: 'standard_single',
  2: 'standard_twin',
  3: 'standard_triple',
  4: 'suite_single',
  5: 'suite_single',
  6: 'suite_double',
};

module.exports = {
  bedShape,
  nightstand,
  wardrobe,
  rugShape,
  sofaShape,
  teaTable,
  teapot,
  piala,
  fruitBowl,
  BEDS,
  ROOM_TYPE_BY_ID,
};
