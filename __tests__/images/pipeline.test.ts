// Runs in the client project's jsdom environment: its setup file needs `window`, and sharp works there too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { artworkSvg } from '../../scripts/artwork.js';
import { buildImages, type CatalogFile } from '../../scripts/images.js';

const catalog: CatalogFile = {
  widths: { rooms: [200, 400, 1200], gallery: [100, 300] },
  formats: { rooms: ['avif', 'webp', 'jpg'], gallery: ['webp', 'jpg'] },
  images: [
    { id: 'rooms/1-1', w: 4, h: 3, color: '#000000' },
    { id: 'gallery/2', w: 3, h: 4, color: '#000000' },
  ],
};

let dir: string;
let dirs: { photosDir: string; artworkDir: string; outDir: string };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-test-'));
  dirs = { photosDir: path.join(dir, 'photos'), artworkDir: path.join(dir, 'artwork'), outDir: path.join(dir, 'img') };
  // The hotel's "photo": 1000 x 600, wider than 4:3 and smaller than the largest width.
  fs.mkdirSync(path.join(dirs.photosDir, 'rooms'), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="600"><rect width="1000" height="600" fill="#c46a4a"/><circle cx="500" cy="300" r="200" fill="#0f4c5c"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg().toFile(path.join(dirs.photosDir, 'rooms/1-1.jpg'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const size = async (file: string) => {
  const meta = await sharp(file).metadata();
  return [meta.width, meta.height];
};
const out = (name: string) => path.join(dirs.outDir, name);

test('writes every variant, cropped to the aspect and never upscaled', async () => {
  const result = await buildImages({ catalog, ...dirs, concurrency: 2 });
  expect(result).toMatchObject({ images: 2, photos: 1, written: 9 + 4 });

  expect(await size(out('rooms/1-1-200.avif'))).toEqual([200, 150]);
  expect(await size(out('rooms/1-1-400.webp'))).toEqual([400, 300]);
  expect(await size(out('rooms/1-1-400.jpg'))).toEqual([400, 300]);
  // The photo crops to 800 x 600: the 1200 file exists but holds the photo's full size.
  for (const ext of ['avif', 'webp', 'jpg']) expect(await size(out(`rooms/1-1-1200.${ext}`))).toEqual([800, 600]);

  // No photo for gallery/2: artwork was drawn for it at the largest width, in its 3:4 aspect.
  expect(fs.existsSync(path.join(dirs.artworkDir, 'gallery/2.jpg'))).toBe(true);
  expect(await size(out('gallery/2-100.webp'))).toEqual([100, 133]);
  expect(await size(out('gallery/2-300.jpg'))).toEqual([300, 400]);
  expect(fs.existsSync(out('gallery/2-300.avif'))).toBe(false);

  // Average colours of the crops: the photo is mostly teal and terracotta.
  expect(result.colors['rooms/1-1']).toMatch(/^#[0-9a-f]{6}$/);
  expect(result.colors['rooms/1-1']).not.toBe(result.colors['gallery/2']);
});

test('a second run writes nothing; a newer photo rebuilds only its own variants', async () => {
  expect((await buildImages({ catalog, ...dirs })).written).toBe(0);

  // Outputs older than their photo are stale: age the room's variants instead of touching the photo.
  const earlier = new Date(Date.now() - 60_000);
  const photo = path.join(dirs.photosDir, 'rooms/1-1.jpg');
  fs.utimesSync(photo, new Date(), new Date());
  for (const name of fs.readdirSync(path.join(dirs.outDir, 'rooms')))
    fs.utimesSync(path.join(dirs.outDir, 'rooms', name), earlier, earlier);
  expect((await buildImages({ catalog, ...dirs })).written).toBe(9);
});

test('switching from artwork to a dropped-in photo rebuilds that image', async () => {
  const photo = path.join(dirs.photosDir, 'gallery/2.png');
  fs.mkdirSync(path.dirname(photo), { recursive: true });
  await sharp({ create: { width: 600, height: 600, channels: 3, background: '#e9c46a' } })
    .png()
    .toFile(photo);
  const result = await buildImages({ catalog, ...dirs });
  expect(result).toMatchObject({ photos: 2, written: 4 });
  expect(await size(out('gallery/2-300.jpg'))).toEqual([300, 400]);
  expect(result.colors['gallery/2']).toBe('#e9c46a');
});

test('artwork is deterministic per id', () => {
  expect(artworkSvg('rooms/3-2', 4, 3)).toBe(artworkSvg('rooms/3-2', 4, 3));
  expect(artworkSvg('rooms/3-2', 4, 3)).not.toBe(artworkSvg('rooms/4-2', 4, 3));
});
