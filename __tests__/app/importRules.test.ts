// Runs in the client project's jsdom environment (its setup file needs `window`); fs and the TypeScript compiler work there too.
// The import rules of src/ (README, "Code layout and import rules"), checked by scripts/check-imports.js.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { areaOf, checkImports } from '../../scripts/check-imports.js';

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
