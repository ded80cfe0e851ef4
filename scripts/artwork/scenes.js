'use strict';
/** Which scene each catalog id shows, and the SVG of one id. */
const { makeRandom } = require('./palette');
const { Svg } = require('./svg');
const { facade } = require('./facade');
const { ROOM_STYLES } = require('./interior');
const { ROOM_TYPE_BY_ID } = require('./furniture');
const { bedroom, zoom, bathroom, windowScene, deskCorner, livingRoom } = require('./rooms');
const { breakfast, parking, lounge, sauna, poolScene } = require('./services');
const { birdGarden } = require('./birds');

const SCENES = {
  facade,
  breakfast,
  parking,
  lounge,
  sauna,
  pool: poolScene,
  birds: birdGarden,
  window: windowScene,
  bathroom,
  desk: deskCorner,
  living: livingRoom,
};

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
    return n === 1
      ? [facade, { time: 'dusk' }]
      : n === 2
        ? [facade, { time: 'night', floors: 4 }]
        : [facade, { time: 'golden', floors: 2 }];
  }
  if (category === 'rooms') {
    const [room, index] = name.split('-').map(Number);
    return roomScene(room, index, rand);
  }
  if (category === 'services') {
    const [slug, n] = name.split('-');
    const index = Number(n);
    if (slug === 'breakfast')
      return [
        breakfast,
        { time: ['day', 'golden', 'day'][index - 1], zoom: index === 3 ? [1.7, 0.5, 0.8] : undefined },
      ];
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
  if (category === 'about')
    return [SCENES[ABOUT[Number(name) - 1]?.[0] ?? 'facade'], ABOUT[Number(name) - 1]?.[1] ?? { time: 'day' }];
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

module.exports = { artworkSvg };
