'use strict';
/** The bird garden: peacocks, golden pheasants and doves on the lawn. */
const { r1 } = require('./palette');
const { rect, circle, ellipse, pathEl, poly, line, group, archPath } = require('./svg');
const { sky, celestial, mountains, planeTree, bush, finish } = require('./scenery');

/** Peacock in profile; with `display` its tail is fanned into a wheel of eyes. */
function peacock(s, x, y, k, display, flip) {
  const out = [];
  out.push(ellipse(0, 10, 120, 14, '#000', { opacity: 0.2 }));
  if (display) {
    const R = 330;
    for (let ring = 0; ring < 3; ring++) {
      const rr = R * (1 - ring * 0.28);
      out.push(
        pathEl(
          `M${-rr},-60 A${rr},${rr * 0.95} 0 0 1 ${rr},-60 Z`,
          ring === 0 ? '#2f6b4f' : ring === 1 ? '#3f7f58' : '#4f8f5e',
        ),
      );
    }
    for (let ring = 0; ring < 3; ring++) {
      const rr = R * (0.92 - ring * 0.26);
      const n = 13 - ring * 3;
      for (let i = 0; i < n; i++) {
        const a = Math.PI + (Math.PI * (i + 0.5)) / n;
        const ex = Math.cos(a) * rr;
        const ey = -60 + Math.sin(a) * rr * 0.95;
        out.push(
          ellipse(ex, ey, 20, 26, '#c9a35c'),
          ellipse(ex, ey, 14, 19, '#1f6f8b'),
          ellipse(ex, ey + 2, 7, 10, '#102a43'),
        );
      }
    }
  } else {
    out.push(pathEl('M-30,-60 Q-200,-40 -330,10 Q-200,0 -20,-20 Z', '#2f6b4f'));
    for (let i = 0; i < 6; i++)
      out.push(
        ellipse(-120 - i * 36, -36 + i * 7, 12, 8, '#1f6f8b'),
        ellipse(-120 - i * 36, -36 + i * 7, 5, 4, '#c9a35c'),
      );
  }
  out.push(line(-14, -40, -20, 0, '#8a7a66', 6), line(14, -40, 18, 0, '#8a7a66', 6));
  out.push(ellipse(0, -80, 56, 62, '#1c5f86'));
  out.push(pathEl('M-30,-100 Q-60,-40 10,-30 Q40,-60 -30,-100 Z', '#2b7a5a', { opacity: 0.8 }));
  out.push(pathEl('M10,-120 Q20,-200 32,-240 L52,-236 Q42,-180 40,-110 Z', '#1f6f9a'));
  out.push(
    circle(44, -246, 22, '#1f6f9a'),
    circle(52, -250, 5, '#fff'),
    circle(53, -250, 2.5, '#111'),
    poly(
      [
        [64, -246],
        [84, -238],
        [64, -236],
      ],
      '#c9a35c',
    ),
  );
  for (let i = 0; i < 4; i++)
    out.push(line(40, -266, 30 + i * 8, -300, '#1f6f9a', 2), circle(30 + i * 8, -302, 5, '#1f6f9a'));
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
  out.push(
    circle(52, -102, 14, '#f2c14e'),
    poly(
      [
        [62, -102],
        [76, -98],
        [62, -95],
      ],
      '#c9a35c',
    ),
    circle(55, -105, 3, '#111'),
  );
  out.push(pathEl('M40,-112 Q20,-120 8,-100 Q24,-104 42,-100 Z', '#f2c14e'));
  return group(out, { transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(flip ? -k : k)} ${r1(k)})` });
}

/** White dove pecking on the lawn. */
function dove(x, y, k, flip) {
  const out = [
    ellipse(0, 4, 34, 6, '#000', { opacity: 0.18 }),
    pathEl('M-40,-22 L-62,-30 L-58,-16 Z', '#e9e4da'),
    ellipse(-6, -20, 36, 20, '#fbf8f2'),
    pathEl('M-30,-26 Q-6,-44 18,-24 Q-4,-20 -30,-26 Z', '#e3ddd2'),
  ];
  out.push(
    circle(28, -30, 12, '#fbf8f2'),
    circle(32, -33, 2.5, '#222'),
    poly(
      [
        [39, -30],
        [48, -27],
        [39, -25],
      ],
      '#c7775a',
    ),
    line(-4, -2, -6, 4, '#c7775a', 3),
    line(6, -2, 8, 4, '#c7775a', 3),
  );
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
    s.add(
      pathEl(
        archPath(x, horizon - 220, 220, 260, 120),
        s.pattern(18, 18, `<path d="M0,0 L18,18 M18,0 L0,18" stroke="${wallC}" stroke-width="1.5" opacity="0.6"/>`),
      ),
    );
  }
  planeTree(s, W * 0.12, horizon + 80, 640, time, 1);
  planeTree(s, W * 0.88, horizon + 60, 600, time, 1);
  // lawn with a curved gravel path
  s.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      s.lin([
        [0, '#8aa36a'],
        [1, '#5f7f4a'],
      ]),
    ),
  );
  s.add(
    pathEl(
      `M${r1(W * 0.45)},${horizon} Q${r1(W * 0.3)},${r1(horizon + 200)} ${r1(W * 0.5)},${r1(horizon + 300)} T${r1(W * 0.4)},${H} L${r1(W * 0.75)},${H} Q${r1(W * 0.75)},${r1(horizon + 320)} ${r1(W * 0.6)},${r1(horizon + 220)} T${r1(W * 0.52)},${horizon} Z`,
      '#e3d3b3',
    ),
  );
  for (let i = 0; i < 5; i++) bush(s, rand(0, W - 200), horizon + rand(10, 60), rand(160, 240), time);
  // flowers
  for (let i = 0; i < 40; i++)
    s.add(
      circle(rand(0, W), rand(horizon + 60, H), rand(4, 8), rand.pick(['#f2c14e', '#e07a5f', '#fbf6ee', '#c7775a']), {
        opacity: 0.9,
      }),
    );
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

module.exports = { birdGarden };
