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
    expect(areaOf('index.tsx')).toBe('entry');
  });

  it('refuse a feature importing another, the foundation importing up, an app page in a feature, and a file cycle', () => {
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
        'features/a/page.ts → app/Layout.tsx',
        'shared/x.ts → features/a/page.ts',
      ]);
      expect(violations.find((v) => v.file === 'features/a/page.ts' && v.target === 'features/b/b.ts')?.rule).toMatch(/features do not import each other/);
      expect(cycles).toEqual([['features/c/one.ts', 'features/c/two.ts', 'features/c/one.ts']]);
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
