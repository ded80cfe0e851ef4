// Runs in the client project's jsdom environment (its setup file needs `window`); fs and the TypeScript compiler work there too.
// The import rules of src/ (README, "Code layout and import rules"), checked by scripts/check-imports.js.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { areaOf, checkImports, checkOutsideSrc } from '../../scripts/check-imports.js';

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imports-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, 'src', file)), { recursive: true });
    fs.writeFileSync(path.join(root, 'src', file), text);
  }
  return root;
}

describe('import rules', () => {
  it('hold for this repository', () => {
    const { violations, cycles } = checkImports(path.resolve(__dirname, '../..'));
    expect(violations).toEqual([]);
    expect(cycles).toEqual([]);
  });

  it('name the area of a file', () => {
    expect(areaOf('features/rooms/RoomsPage.tsx')).toBe('features/rooms');
    expect(areaOf('shared/language/languages.ts')).toBe('shared');
    expect(areaOf('store/store.ts')).toBe('store');
    expect(areaOf('index.tsx')).toBe('entry');
  });

  it('refuse a feature importing another, the foundation importing up, anything of app in a feature, and a file cycle', () => {
    const root = tree({
      'domain/rules.ts': "import { x } from '../shared/x';\nexport const rules = x;\n",
      'shared/x.ts': "import { page } from '../features/a/page';\nexport const x = page;\n",
      'features/a/page.ts': "import { b } from '../b/b';\nimport { useAppSelector } from '../../app/hooks';\nimport Layout from '../../app/Layout';\nexport const page = [b, useAppSelector, Layout];\n",
      'features/b/b.ts': "import type { RootState } from '../../app/store';\nexport const b = 1 as unknown as RootState;\n",
      'features/c/one.ts': "import { two } from './two';\nexport const one = () => two;\n",
      'features/c/two.ts': "import { one } from './one';\nexport const two = () => one;\n",
      'app/hooks.ts': 'export const useAppSelector = 1;\n',
      'app/store.ts': 'export type RootState = object;\n',
      'app/Layout.tsx': 'export default function Layout() { return null; }\n',
    });
    try {
      const { violations, cycles } = checkImports(root);
      const broken = violations.map((v) => `${v.file} → ${v.target}`);
      expect(broken).toEqual([
        'domain/rules.ts → shared/x.ts',
        'features/a/page.ts → features/b/b.ts',
        'features/a/page.ts → app/hooks.ts',
        'features/a/page.ts → app/Layout.tsx',
        'features/b/b.ts → app/store.ts',
        'shared/x.ts → features/a/page.ts',
      ]);
      expect(violations.find((v) => v.file === 'features/b/b.ts')?.rule).toMatch(/only the entry files and seo import it/);
      expect(violations.find((v) => v.file === 'features/a/page.ts' && v.target === 'features/b/b.ts')?.rule).toMatch(/features do not import each other/);
      expect(cycles).toEqual([['features/c/one.ts', 'features/c/two.ts', 'features/c/one.ts']]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('keep the store below the features and above the foundation, and app for the entry files and seo only', () => {
    const root = tree({
      // Allowed: the entry and seo read app, app and features use the store, the store uses shared and domain.
      'index.tsx': "import { App } from './app/App';\nimport { makeStore } from './store/store';\nexport const start = [App, makeStore];\n",
      'seo/pages.ts': "import { PAGES } from '../app/pageManifest';\nexport const pages = PAGES;\n",
      'app/App.tsx': "import type { AppStore } from '../store/store';\nimport { page } from '../features/a/page';\nexport const App = [page, 1 as unknown as AppStore];\n",
      'app/pageManifest.ts': 'export const PAGES = [];\n',
      'features/a/page.ts': "import { useAppSelector } from '../../store/hooks';\nimport { slice } from './slice';\nexport const page = [useAppSelector, slice];\n",
      'features/a/slice.ts': "import { rootReducer } from '../../store/store';\nexport const slice = rootReducer;\n",
      'store/hooks.ts': "import type { RootState } from './store';\nexport const useAppSelector = 1 as unknown as RootState;\n",
      'store/store.ts': "import { language } from '../shared/language';\nimport { rules } from '../domain/rules';\nexport const rootReducer = [language, rules];\nexport type RootState = object;\n",
      'domain/rules.ts': 'export const rules = 1;\n',
      // Refused: the store reaching a feature or app, the foundation or the domain reaching the store, shared reaching app.
      'store/api.ts': "import { slice } from '../features/a/slice';\nimport { PAGES } from '../app/pageManifest';\nexport const api = [slice, PAGES];\n",
      'shared/language.ts': "import type { RootState } from '../store/store';\nexport const language = 1 as unknown as RootState;\n",
      'shared/title.ts': "import { PAGES } from '../app/pageManifest';\nexport const title = PAGES;\n",
      'domain/limits.ts': "import { useAppSelector } from '../store/hooks';\nexport const limits = useAppSelector;\n",
    });
    try {
      const { violations, cycles } = checkImports(root);
      const broken = Object.fromEntries(violations.map((v) => [`${v.file} → ${v.target}`, v.rule]));
      expect(Object.keys(broken).sort()).toEqual([
        'domain/limits.ts → store/hooks.ts',
        'shared/language.ts → store/store.ts',
        'shared/title.ts → app/pageManifest.ts',
        'store/api.ts → app/pageManifest.ts',
        'store/api.ts → features/a/slice.ts',
      ]);
      expect(broken['store/api.ts → features/a/slice.ts']).toMatch(/the store sits below the features/);
      expect(broken['store/api.ts → app/pageManifest.ts']).toMatch(/only the entry files and seo import it, not store/);
      expect(broken['shared/language.ts → store/store.ts']).toMatch(/shared is the foundation: it imports only shared and domain, not store/);
      expect(broken['shared/title.ts → app/pageManifest.ts']).toMatch(/only the entry files and seo import it, not shared/);
      expect(broken['domain/limits.ts → store/hooks.ts']).toMatch(/domain is pure/);
      expect(cycles).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('count imports between areas for the graph', () => {
    const root = tree({
      'app/App.tsx': "import { a } from '../features/a/a';\nimport { s } from '../shared/s';\nexport const App = [a, s];\n",
      'features/a/a.ts': "import { s } from '../../shared/s';\nexport const a = s;\n",
      'shared/s.ts': 'export const s = 1;\n',
    });
    try {
      const { areaEdges } = checkImports(root);
      expect(Object.fromEntries(areaEdges)).toEqual({ 'app\tfeatures/a': 1, 'app\tshared': 1, 'features/a\tshared': 1 });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

/** A temporary repository root holding `files` (paths relative to the root). */
function repository(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imports-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('import rules of server/, scripts/ and bench/', () => {
  it('hold for this repository', () => {
    const { violations, cycles } = checkOutsideSrc(path.resolve(__dirname, '../..'));
    expect(violations).toEqual([]);
    expect(cycles).toEqual([]);
  });

  it('refuse the server reaching beyond src/domain, telegram importing notify, SQL outside the booking repository, a file cycle, and a test file in bench or scripts', () => {
    const root = repository({
      // Allowed: src/domain, notify calling telegram, the repository querying bookings, a route calling the module.
      'src/domain/rooms.ts': 'export const ROOMS = [];\n',
      'src/shared/langBoot.ts': 'export const BOOT = 1;\n',
      'server/telegram/client.ts': 'export const send = 1;\n',
      'server/notify/channel.ts': "import { send } from '../telegram/client';\nexport const channel = send;\n",
      'server/bookings/repository.ts': "export const find = (db: any) => db.selectFrom('bookings');\n",
      'server/bookings/read.ts': "import { find } from './repository';\nexport const read = find;\n",
      'server/routes/status.ts': "import { ROOMS } from '../../src/domain/rooms';\nimport { read } from '../bookings/read';\nexport const route = [ROOMS, read];\n",
      // Allowed: a fake that a bench and a test both use lives outside the tests.
      'scripts/fakes/bot.ts': 'export const bot = 1;\n',
      'bench/uses.js': "require('../scripts/fakes/bot.ts');\n",
      // Refused.
      'server/security.ts': "import { BOOT } from '../src/shared/langBoot';\nexport const csp = BOOT;\n",
      'server/app.ts': "import { fake } from '../__tests__/server/support/fake';\nexport const app = fake;\n",
      'server/telegram/bot.ts': "import { channel } from '../notify/channel';\nimport { find } from '../bookings/repository';\nexport const bot = [channel, find];\n",
      'server/routes/list.ts': "import { sql } from 'kysely';\nexport const list = (db: any) => [sql, db.updateTable('bookings')];\n",
      'server/cli/count.ts': "export const count = (db: any) => db\n  .selectFrom( 'bookings')\n  .execute();\n",
      'server/db/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'server/db/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      '__tests__/server/support/fake.ts': 'export const fake = 1;\n',
      'e2e/chromium.js': 'module.exports = {};\n',
      'bench/press.js': "const { fake } = require('../__tests__/server/support/fake.ts');\nmodule.exports = fake;\n",
      'scripts/shot.ts': "import options from '../e2e/chromium';\nexport default options;\n",
    });
    try {
      const { violations, cycles, serverEdges } = checkOutsideSrc(root);
      const broken = Object.fromEntries(violations.map((v) => [`${v.file}:${v.line} → ${v.target}`, v.rule]));
      expect(Object.keys(broken).sort()).toEqual([
        'bench/press.js:1 → __tests__/server/support/fake.ts',
        'scripts/shot.ts:1 → e2e/chromium.js',
        'server/app.ts:1 → __tests__/server/support/fake.ts',
        'server/cli/count.ts:2 → server/bookings/repository.ts',
        'server/routes/list.ts:1 → kysely',
        'server/routes/list.ts:2 → server/bookings/repository.ts',
        'server/security.ts:1 → src/shared/langBoot.ts',
        'server/telegram/bot.ts:1 → server/notify/channel.ts',
        'server/telegram/bot.ts:2 → server/bookings/repository.ts',
      ]);
      expect(broken['server/security.ts:1 → src/shared/langBoot.ts']).toMatch(/the server imports only src\/domain from src\//);
      expect(broken['server/app.ts:1 → __tests__/server/support/fake.ts']).toMatch(/the server imports only server\/ and src\/domain\//);
      expect(broken['server/telegram/bot.ts:1 → server/notify/channel.ts']).toMatch(/telegram\/ does not import notify\//);
      expect(broken['server/telegram/bot.ts:2 → server/bookings/repository.ts']).toMatch(/never its repository/);
      expect(broken['server/routes/list.ts:1 → kysely']).toMatch(/write no SQL/);
      expect(broken['server/cli/count.ts:2 → server/bookings/repository.ts']).toMatch(/every query on bookings lives in server\/bookings\/repository\.ts/);
      expect(broken['bench/press.js:1 → __tests__/server/support/fake.ts']).toMatch(/import no test file/);
      expect(broken['scripts/shot.ts:1 → e2e/chromium.js']).toMatch(/import no test file/);
      expect(cycles).toEqual([['server/db/a.ts', 'server/db/b.ts', 'server/db/a.ts']]);
      expect(serverEdges.get('notify\ttelegram')).toBe(1);
      expect(serverEdges.get('routes\tdomain')).toBe(1);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuse a src/ file importing the server', () => {
    const root = repository({ 'src/shared/api.ts': "import { app } from '../../server/app';\nexport const api = app;\n", 'server/app.ts': 'export const app = 1;\n' });
    try {
      expect(checkImports(root).violations.map((v) => [v.file, v.rule])).toEqual([['shared/api.ts', 'nothing in src/ imports server/']]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
