// Runs in the client project's jsdom environment (its setup file needs `window`); ESLint and fs work there too.
// The import rules (README, "Code layout and import rules"): ESLint with eslint.imports.js lints small
// fixture trees that break each rule, so the rules themselves are tested; scripts/check-sql.js
// (where queries on bookings may live) likewise.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import type { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { checkSql } from '../../scripts/check-sql.js';

// eslint.config.js and eslint.imports.js are CommonJS; required, not imported, as ESLint loads them.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the config modules are CommonJS
const { importRules } = require('../../eslint.imports.js') as { importRules: (root: string) => Linter.Config[] };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the config modules are CommonJS
const projectConfig = require('../../eslint.config.js') as Linter.Config[];
/** The block of eslint.config.js with the rules between server/ folders (tested in __tests__/server/layers.test.ts). */
const serverFolders = projectConfig.find((block) => block.name === 'imports/folders of server');

/** A temporary repository root holding `files` (paths relative to the root). */
function repository(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imports-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

/**
 * Lints `files` in a fresh tree with the import rules only (and the server block of
 * eslint.config.js): "file:line" → "rule: message" for each problem. Each file is linted with
 * lintText, as ESLint's file search loads modules in a way jest's module system does not offer.
 */
async function lintTree(files: Record<string, string>): Promise<Record<string, string>> {
  const root = repository(files);
  try {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
        ...importRules(root),
      ],
    });
    const problems: Record<string, string> = {};
    for (const [file, text] of Object.entries(files)) {
      const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
      for (const message of result?.messages ?? [])
        problems[`${file}:${message.line}`] = `${message.ruleId ?? 'parse'}: ${message.message}`;
    }
    return problems;
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

describe('import rules of src/', () => {
  it('refuse a feature importing another, the foundation importing up, anything of app in a feature, and a file cycle', async () => {
    const problems = await lintTree({
      'src/domain/rules.ts': "import { x } from '../shared/x';\nexport const rules = x;\n",
      'src/shared/x.ts': "import { page } from '../features/a/page';\nexport const x = page;\n",
      'src/features/a/page.ts':
        "import { b } from '../b/b';\nimport { useAppSelector } from '../../app/hooks';\nimport Layout from '../../app/Layout';\nexport const page = [b, useAppSelector, Layout];\n",
      'src/features/b/b.ts':
        "import type { RootState } from '../../app/store';\nexport const b = 1 as unknown as RootState;\n",
      'src/features/c/one.ts': "import { two } from './two';\nexport const one = () => two;\n",
      'src/features/c/two.ts': "import { one } from './one';\nexport const two = () => one;\n",
      'src/app/hooks.ts': 'export const useAppSelector = 1;\n',
      'src/app/store.ts': 'export type RootState = object;\n',
      'src/app/Layout.tsx': 'export default function Layout() { return null; }\n',
    });
    expect(Object.keys(problems).sort()).toEqual([
      'src/domain/rules.ts:1',
      'src/features/a/page.ts:1',
      'src/features/a/page.ts:2',
      'src/features/a/page.ts:3',
      'src/features/b/b.ts:1',
      'src/features/c/one.ts:1',
      'src/features/c/two.ts:1',
      'src/shared/x.ts:1',
    ]);
    expect(problems['src/domain/rules.ts:1']).toMatch(/^boundaries\/dependencies: domain is pure/);
    expect(problems['src/shared/x.ts:1']).toMatch(
      /shared is the foundation: it imports only shared and domain, not feature/,
    );
    expect(problems['src/features/a/page.ts:1']).toMatch(
      /features do not import each other \(features\/a → features\/b\)/,
    );
    expect(problems['src/features/a/page.ts:2']).toMatch(/only the entry files and seo import it, not feature/);
    // A type-only import still breaks the layering (it is still an arrow up) …
    expect(problems['src/features/b/b.ts:1']).toMatch(/only the entry files and seo import it/);
    expect(problems['src/features/c/one.ts:1']).toMatch(/^import-x\/no-cycle: /);
    expect(problems['src/features/c/two.ts:1']).toMatch(/^import-x\/no-cycle: /);
  });

  it('keep the store below the features and above the foundation, and app for the entry files and seo only', async () => {
    const problems = await lintTree({
      // Allowed: the entry and seo read app, app and features use the store, the store uses shared and domain.
      'src/index.tsx':
        "import { App } from './app/App';\nimport { makeStore } from './store/store';\nexport const start = [App, makeStore];\n",
      'src/seo/pages.ts': "import { PAGES } from '../app/pageManifest';\nexport const pages = PAGES;\n",
      'src/app/App.tsx':
        "import type { AppStore } from '../store/store';\nimport { page } from '../features/a/page';\nexport const App = [page, 1 as unknown as AppStore];\n",
      'src/app/pageManifest.ts': 'export const PAGES = [];\n',
      'src/features/a/page.ts':
        "import { useAppSelector } from '../../store/hooks';\nimport { slice } from './slice';\nexport const page = [useAppSelector, slice];\n",
      'src/features/a/slice.ts':
        "import { rootReducer } from '../../store/store';\nexport const slice = rootReducer;\n",
      'src/store/hooks.ts':
        "import type { RootState } from './store';\nexport const useAppSelector = 1 as unknown as RootState;\n",
      'src/store/store.ts':
        "import { language } from '../shared/language';\nimport { rules } from '../domain/rules';\nexport const rootReducer = [language, rules];\nexport type RootState = object;\nexport const makeStore = 1;\nexport type AppStore = object;\n",
      'src/domain/rules.ts': 'export const rules = 1;\n',
      // Refused: the store reaching a feature or app, the foundation or the domain reaching the store,
      // shared reaching app, anything importing an entry file, the domain importing React.
      'src/store/api.ts':
        "import { slice } from '../features/a/slice';\nimport { PAGES } from '../app/pageManifest';\nexport const api = [slice, PAGES];\n",
      'src/shared/language.ts':
        "import type { RootState } from '../store/store';\nexport const language = 1 as unknown as RootState;\n",
      'src/shared/title.ts':
        "import { PAGES } from '../app/pageManifest';\nimport { start } from '../index';\nexport const title = [PAGES, start];\n",
      'src/domain/limits.ts':
        "import { useAppSelector } from '../store/hooks';\nimport { useState } from 'react';\nexport const limits = [useAppSelector, useState];\n",
    });
    expect(Object.keys(problems).sort()).toEqual([
      'src/domain/limits.ts:1',
      'src/domain/limits.ts:2',
      'src/shared/language.ts:1',
      'src/shared/title.ts:1',
      'src/shared/title.ts:2',
      'src/store/api.ts:1',
      'src/store/api.ts:2',
    ]);
    expect(problems['src/store/api.ts:1']).toMatch(
      /the store sits below the features: it imports only store, shared and domain, not feature/,
    );
    expect(problems['src/store/api.ts:2']).toMatch(/only the entry files and seo import it, not store/);
    expect(problems['src/shared/language.ts:1']).toMatch(
      /shared is the foundation: it imports only shared and domain, not store/,
    );
    expect(problems['src/shared/title.ts:1']).toMatch(/only the entry files and seo import it, not shared/);
    expect(problems['src/shared/title.ts:2']).toMatch(/nothing imports the entry files/);
    expect(problems['src/domain/limits.ts:1']).toMatch(/domain is pure: it imports only domain/);
    expect(problems['src/domain/limits.ts:2']).toMatch(
      /^no-restricted-imports: .*domain is pure: no React, Redux or styling packages/,
    );
  });
});

describe('import rules of server/, scripts/ and bench/', () => {
  it('refuse the server reaching beyond src/domain, src/ reaching the server, a database package in routes, the repository outside bookings, a file cycle, and a test file in bench or scripts', async () => {
    const problems = await lintTree({
      // Allowed: src/domain, notify calling telegram, a route calling the booking module.
      'src/domain/rooms.ts': 'export const ROOMS = [];\n',
      'src/shared/langBoot.ts': 'export const BOOT = 1;\n',
      'server/telegram/client.ts': 'export const send = 1;\n',
      'server/notify/channel.ts': "import { send } from '../telegram/client';\nexport const channel = send;\n",
      'server/bookings/repository.ts': 'export const find = 1;\n',
      'server/bookings/read.ts': "import { find } from './repository';\nexport const read = find;\n",
      'server/routes/status.ts':
        "import { ROOMS } from '../../src/domain/rooms';\nimport { read } from '../bookings/read';\nexport const route = [ROOMS, read];\n",
      // Allowed: a fake that a bench and a test both use lives outside the tests.
      'scripts/fakes/bot.ts': 'export const bot = 1;\n',
      'bench/uses.js': "require('../scripts/fakes/bot.ts');\n",
      // Refused.
      'src/shared/api.ts': "import { app } from '../../server/app';\nexport const api = app;\n",
      'server/security.ts': "import { BOOT } from '../src/shared/langBoot';\nexport const csp = BOOT;\n",
      'server/app.ts': "import { fake } from '../__tests__/server/support/fake';\nexport const app = fake;\n",
      'server/telegram/bot.ts': "import { find } from '../bookings/repository';\nexport const bot = find;\n",
      'server/routes/list.ts': "import { sql } from 'kysely';\nexport const list = sql;\n",
      'server/db/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'server/db/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      '__tests__/server/support/fake.ts': 'export const fake = 1;\n',
      'e2e/chromium.js': 'module.exports = {};\n',
      'bench/press.js': "const { fake } = require('../__tests__/server/support/fake.ts');\nmodule.exports = fake;\n",
      'scripts/shot.ts': "import options from '../e2e/chromium';\nexport default options;\n",
    });
    expect(Object.keys(problems).sort()).toEqual([
      'bench/press.js:1',
      'scripts/shot.ts:1',
      'server/app.ts:1',
      'server/db/a.ts:1',
      'server/db/b.ts:1',
      'server/routes/list.ts:1',
      'server/security.ts:1',
      'server/telegram/bot.ts:1',
      'src/shared/api.ts:1',
    ]);
    expect(problems['src/shared/api.ts:1']).toMatch(/nothing in src\/ imports server\//);
    expect(problems['server/security.ts:1']).toMatch(/the server imports only src\/domain from src\//);
    expect(problems['server/app.ts:1']).toMatch(/the server imports only server\/ and src\/domain\//);
    expect(problems['server/routes/list.ts:1']).toMatch(/routes and the CLI write no SQL/);
    expect(problems['server/telegram/bot.ts:1']).toMatch(/never its repository/);
    expect(problems['server/db/a.ts:1']).toMatch(/^import-x\/no-cycle: /);
    expect(problems['bench/press.js:1']).toMatch(/import no test file/);
    expect(problems['scripts/shot.ts:1']).toMatch(/import no test file/);
  });

  it('are in the project config: eslint.config.js lints every area with them, and server/ folders one way', () => {
    const ruleIds = new Set(projectConfig.flatMap((block) => Object.keys(block.rules ?? {})));
    for (const rule of [
      'boundaries/dependencies',
      'import-x/no-cycle',
      'import-x/no-restricted-paths',
      'no-restricted-imports',
    ])
      expect(ruleIds).toContain(rule);
    expect(serverFolders?.files).toEqual(['server/**/*.ts']);
    expect(serverFolders?.rules?.['boundaries/no-unknown-files']).toBe('error');
  });
});

describe('where SQL may live (scripts/check-sql.js)', () => {
  it('finds every query on bookings outside the booking repository', () => {
    const root = repository({
      'server/bookings/repository.ts': "export const find = (db: any) => db.selectFrom('bookings');\n",
      'server/routes/list.ts': "export const list = (db: any) => db.updateTable('bookings');\n",
      'server/cli/count.ts': "export const count = (db: any) => db\n  .selectFrom( 'bookings')\n  .execute();\n",
      'server/payments/records.ts': "export const rows = (db: any) => db.selectFrom('payments');\n",
      'server/notify/budget.ts':
        "export const q = (db: any) => db.selectFrom('outbox as o').leftJoin('bookings as b');\n",
      'server/notify/raw.ts':
        'export const q = sql`select count(*)\n  from outbox o left join bookings b on b.id = o.booking_id`;\n',
      'server/db/migrations/0008_reference.ts': 'export const up = sql`select id from bookings`;\n',
    });
    try {
      expect(checkSql(root)).toEqual([
        { file: 'server/cli/count.ts', line: 2, query: "selectFrom( 'bookings')" },
        { file: 'server/notify/budget.ts', line: 1, query: "leftJoin('bookings as b')" },
        { file: 'server/notify/raw.ts', line: 2, query: 'join bookings' },
        { file: 'server/routes/list.ts', line: 1, query: "updateTable('bookings')" },
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds every query on the outbox outside notify/', () => {
    const root = repository({
      'server/notify/outboxRows.ts': "export const q = (db: any) => db.selectFrom('outbox');\n",
      'server/staffConsole/views.ts': "export const q = (db: any) => db\n  .selectFrom('outbox')\n  .execute();\n",
      'server/bookings/decide.ts': "export const q = (trx: any) => trx.updateTable( 'outbox as o');\n",
      'server/payments/raw.ts': 'export const q = sql`delete from outbox where id = 1`;\n',
      'server/db/migrations/0002_outbox.ts': 'export const up = sql`select id from outbox`;\n',
    });
    try {
      expect(checkSql(root).map(({ file, line, query }) => ({ file, line, query }))).toEqual([
        { file: 'server/bookings/decide.ts', line: 1, query: "updateTable( 'outbox as o')" },
        { file: 'server/payments/raw.ts', line: 1, query: 'from outbox' },
        { file: 'server/staffConsole/views.ts', line: 2, query: "selectFrom('outbox')" },
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('holds for this repository', () => {
    expect(checkSql(path.resolve(__dirname, '../..'))).toEqual([]);
  });
});
