/**
 * The folder maps of the README, docs/architecture.md and docs/server.md, and the server's layer
 * order in docs/server.md, are the ones scripts/folder-map.js makes from the folders and
 * server/layers.js. A file read, no server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const ROOT = path.resolve(__dirname, '../..');
const load = createRequire(__filename);

interface FolderMap {
  blocks(root?: string): Record<string, string>;
  withMaps(text: string, generated: Record<string, string>): string;
  mapsIn(root?: string): Record<string, string[]>;
  stalePages(root?: string): string[];
  /** A folder's description: its entry file's leading sentence, else `fallback`. */
  folderDescription(dir: string, fallback: string | null): string | null;
  /** server/layers.js as the generator reads it. */
  layersOf(root: string): {
    SERVER_LAYERS: string[];
    SERVER_ROOTS: string[];
    LAYER_DESCRIPTIONS: Record<string, string>;
  };
}
const folderMap = load(path.join(ROOT, 'scripts/folder-map.js')) as FolderMap;

/** A small repository: the files given (with their text). */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-map-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('folder maps made from the folders', () => {
  it('each page holds its map', () => {
    expect(folderMap.mapsIn()).toEqual({
      'README.md': ['folders:repo'],
      'docs/architecture.md': ['folders:src'],
      'docs/server.md': ['folders:server', 'layers:server'],
    });
  });

  it('every map in the docs is what the folders give (run: node scripts/folder-map.js --write)', () => {
    expect(folderMap.stalePages()).toEqual([]);
  });

  it('every layer has one description, its entry file’s or else server/layers.js’s, and the roots are layers', () => {
    const layers = folderMap.layersOf(ROOT);
    for (const layer of layers.SERVER_LAYERS) {
      const entry = layer !== 'domain' && fs.existsSync(path.join(ROOT, 'server', layer, 'index.ts'));
      const described = entry
        ? Boolean(folderMap.folderDescription(path.join(ROOT, 'server', layer), null))
        : Boolean(layers.LAYER_DESCRIPTIONS[layer]);
      // Said once: a folder with an entry file is not described again in server/layers.js.
      expect([layer, described, entry && layer in layers.LAYER_DESCRIPTIONS]).toEqual([layer, true, false]);
    }
    for (const root of layers.SERVER_ROOTS) expect(layers.SERVER_LAYERS).toContain(root);
  });

  describe('in a small repository', () => {
    let root: string;
    beforeAll(() => {
      root = tree({
        'server/layers.js': [
          "exports.SERVER_LAYERS = ['app', 'routes', 'bookings', 'notify'];",
          "exports.SERVER_ROOTS = ['app', 'routes'];",
          "exports.LAYER_DESCRIPTIONS = { app: 'the app', routes: 'thin HTTP', bookings: 'a booking', notify: 'the outbox' };",
          "exports.SERVER_TOP_FILES = { app: ['server/app.ts'] };",
          '',
        ].join('\n'),
        'server/app.ts': '/**\n * Builds the server from its parts. Then more.\n */\nexport {};\n',
        'server/notify/index.ts': '/**\n * The outbox, a queue that knows no feature. It delivers.\n */\nexport {};\n',
        'server/notify/outbox.ts': 'export {};\n'.repeat(149),
        'server/bookings/create.ts': '/** Creates a booking. */\nexport {};\n',
        'server/bookings/messages/staff/index.ts': '/** What the staff read. */\nexport {};\n',
        'src/domain/rooms.ts': 'export {};\n',
        'docs/server.md':
          '# Server\n\n<!-- folders:server -->\nold\n<!-- /folders -->\n\n<!-- layers:server -->\n<!-- /layers -->\n',
      });
    });
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    it('lists folders and top files in the layers order, each described by its entry file or marked', () => {
      expect(folderMap.blocks(root)['folders:server']).toBe(
        [
          '```text',
          'server/',
          '  app.ts                    Builds the server from its parts (under 100 lines)',
          '  bookings/                 a booking (no index.ts yet) (2 files, under 100 lines)',
          '  bookings/messages/staff/  What the staff read (1 file, under 100 lines)',
          '  notify/                   The outbox, a queue that knows no feature (2 files, ~200 lines)',
          '  layers.js                 (under 100 lines)',
          '```',
        ].join('\n'),
      );
      expect(folderMap.blocks(root)['layers:server']).toBe(
        [
          '1. **app** (`app.ts`): the app',
          '2. **routes** (no files): thin HTTP',
          '3. **bookings** (`bookings/`): a booking',
          // Its entry file says what it is, before server/layers.js.
          '4. **notify** (`notify/`): The outbox, a queue that knows no feature',
          '',
          'The composition roots (**app**, **routes**) sit on one level and never import each other.',
        ].join('\n'),
      );
    });

    it('finds a page whose map differs from the folders, and --write mends it', () => {
      expect(folderMap.stalePages(root)).toEqual(['docs/server.md']);
      const page = path.join(root, 'docs/server.md');
      fs.writeFileSync(page, folderMap.withMaps(fs.readFileSync(page, 'utf8'), folderMap.blocks(root)));
      expect(folderMap.stalePages(root)).toEqual([]);
      fs.writeFileSync(path.join(root, 'server/notify/pacer.ts'), 'export {};\n');
      expect(folderMap.stalePages(root)).toEqual(['docs/server.md']);
    });
  });
});
