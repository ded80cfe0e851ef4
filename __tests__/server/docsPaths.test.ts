/**
 * The README and docs/*.md name only paths that exist (scripts/docs-paths.js says what counts as
 * a path; docs/testing.md). A file read, no server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const ROOT = path.resolve(__dirname, '../..');

interface DocsPaths {
  docPages(root?: string): string[];
  missingPaths(root?: string, pages?: string[]): string[];
}
const { docPages, missingPaths } = createRequire(__filename)(path.join(ROOT, 'scripts/docs-paths.js')) as DocsPaths;

/** A small repository: the files given (with their text), every folder they need. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-paths-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('paths the docs name', () => {
  it('every path named in README.md, server/README.md and docs/*.md exists (node scripts/docs-paths.js lists them)', () => {
    const pages = docPages();
    expect(pages).toContain('README.md');
    expect(pages).toContain('docs/server.md');
    expect(missingPaths()).toEqual([]);
  });

  describe('what counts as a path', () => {
    let root: string;
    beforeAll(() => {
      root = tree({
        'package.json': '{}',
        'server/bookings/create.ts': 'export {};\n',
        'server/notify/outbox.ts': 'export {};\n// two\n// three\n',
        'src/store/hooks.ts': 'export {};\n',
        'src/shared/language/index.ts': 'export {};\n',
        '__tests__/server/api.test.ts': '',
        'e2e/groups.spec.ts': '',
        'docs/other.md': '# Other page\n\n## Code layout\n',
        'docs/page.md': [
          '# Page',
          'Named and present: `server/bookings/create.ts`, `package.json`, `src/store/hooks`,',
          '`bookings/create.ts` (from server/), `shared/language/` (from src/), `server/notify/outbox.ts:3`,',
          '`server/{bookings,notify}/`, `server/**/*.ts`, `__tests__/<feature>/`, `e2e/<spec>.ts`,',
          '[other](other.md), [layout](other.md#code-layout), [top](#page), `npx jest __tests__/server/api.test.ts`.',
          'Not repository paths: `/api/rates`, `dist/app.html`, `data/outbox/`, `create.ts`, `DATA_DIR/pages/`,',
          '[a site](https://example.com/x.md), `smtp://user:pass@host:587`.',
          '```sh',
          'npx playwright test -c e2e/playwright.config.ts',
          '```',
          'Missing: `server/bookings/gone.ts`, `bookings/gone.ts`, `server/notify/outbox.ts:9`,',
          '`server/{bookings,payments}/`, `server/**/*.js`, [gone](gone.md), [anchor](other.md#nothing), [here](#nowhere).',
          '',
        ].join('\n'),
      });
    });
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    it('names the page, the line and the path of each one missing, and nothing else', () => {
      expect(missingPaths(root, ['docs/page.md'])).toEqual([
        'docs/page.md:9: e2e/playwright.config.ts (does not exist)',
        'docs/page.md:11: server/bookings/gone.ts (does not exist)',
        'docs/page.md:11: bookings/gone.ts (does not exist)',
        'docs/page.md:11: server/notify/outbox.ts:9 (the file has 4 lines)',
        'docs/page.md:12: server/payments/ (does not exist)',
        'docs/page.md:12: server/**/*.js (matches no file)',
        'docs/page.md:12: gone.md (does not exist)',
        'docs/page.md:12: other.md#nothing (no such heading)',
        'docs/page.md:12: #nowhere (no such heading on the page)',
      ]);
    });
  });
});
