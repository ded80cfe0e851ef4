/**
 * The server's folders depend one way (docs/server.md, "Code layout"): the import table has no
 * pair of folders importing each other, ESLint's boundaries block (the last of eslint.config.js)
 * refuses an import against the layers' order or past a folder's entry file while it lets one down
 * through, every folder has its entry file, and no folder grows past a fifth of the server.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ESLint } from 'eslint';
import type { Linter } from 'eslint';
import tseslint from 'typescript-eslint';

const ROOT = path.resolve(__dirname, '../..');

/** ESLint with only the server's boundaries block (no type-aware rules: the probes are not on disk). */
function serverLint(): ESLint {
  const config = createRequire(__filename)(path.join(ROOT, 'eslint.config.js')) as Linter.Config[];
  const block = config[config.length - 1]!;
  return new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, block],
  });
}

/** The boundaries messages of a file at `file` (relative to the root) with this text. */
async function problems(eslint: ESLint, file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

afterEach(() => jest.restoreAllMocks());

/** The lines of every .ts file under `dir`. */
function linesUnder(dir: string): number {
  let lines = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) lines += linesUnder(full);
    else if (entry.name.endsWith('.ts')) lines += fs.readFileSync(full, 'utf8').split('\n').length - 1;
  }
  return lines;
}

describe('server layers', () => {
  it('every folder of server/ is a layer with its entry file (composition aside), and none holds more than a fifth of the lines', () => {
    const { SERVER_LAYERS, LAYER_DESCRIPTIONS } = createRequire(__filename)(path.join(ROOT, 'server/layers.js')) as {
      SERVER_LAYERS: string[];
      LAYER_DESCRIPTIONS: Record<string, string>;
    };
    const server = path.join(ROOT, 'server');
    const folders = fs
      .readdirSync(server, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const folder of folders) {
      expect([folder, SERVER_LAYERS.includes(folder)]).toEqual([folder, true]);
      // A folder without an entry file is composition, imported file by file, and said in layers.js.
      const entry = fs.existsSync(path.join(server, folder, 'index.ts'));
      expect([folder, entry || folder in LAYER_DESCRIPTIONS]).toEqual([folder, true]);
    }
    const total = linesUnder(server);
    const shares = folders.map((folder) => [folder, linesUnder(path.join(server, folder)) / total] as const);
    expect(shares.filter(([, share]) => share > 0.2)).toEqual([]);
  });

  it('no two folders of server/ import each other', () => {
    const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/server-imports.js'), '--cycles'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.stdout).toContain('No two elements import each other.');
    expect(run.status).toBe(0);
  });

  it('ESLint refuses an import up the layers or past a folder’s entry file, and lets one down through it', async () => {
    // The plugin warns once that `mode` (used for server/'s top files) is deprecated.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const eslint = serverLint();
    const up: Array<[string, string, string]> = [
      [
        'server/notify/probe.ts',
        '../bookings/repository',
        'from elements of type "notify" to elements of type "bookings"',
      ],
      [
        'server/bookings/probe.ts',
        '../payments/repository',
        'from elements of type "bookings" to elements of type "payments"',
      ],
      [
        'server/availability/probe.ts',
        '../bookings/repository',
        'from elements of type "availability" to elements of type "bookings"',
      ],
      ['server/notify/probe.ts', '../staffChat/bot', 'from elements of type "notify" to elements of type "staffChat"'],
      ['server/db/probe.ts', '../idempotency', 'from elements of type "db" to elements of type "core"'],
    ];
    for (const [file, spec, expected] of up) {
      expect(await problems(eslint, file, `import * as probe from '${spec}';\nexport default probe;\n`)).toEqual([
        expect.stringContaining(expected),
      ]);
    }
    const down: Array<[string, string]> = [
      ['server/payments/probe.ts', '../bookings'],
      ['server/staffChat/probe.ts', '../bookings'],
      ['server/bookings/probe.ts', '../availability'],
      ['server/bookings/probe.ts', '../notify'],
      ['server/notify/probe.ts', '../telegramApi'],
      // Inside its own folder a file imports any other.
      ['server/bookings/probe.ts', './repository'],
      // A feature's routes file is of the routes layer: it may use the console above its folder.
      ['server/terms/probeRoutes.ts', '../staffConsole'],
    ];
    for (const [file, spec] of down)
      expect(await problems(eslint, file, `import * as probe from '${spec}';\nexport default probe;\n`)).toEqual([]);
    // Down, but past another folder's entry file (index.ts): refused too.
    const pastEntry: Array<[string, string, string]> = [
      ['server/payments/probe.ts', '../bookings/repository', '"payments" to elements of type "bookings"'],
      ['server/staffChat/probe.ts', '../notify/outboxRows', '"staffChat" to elements of type "notify"'],
    ];
    for (const [file, spec, types] of pastEntry)
      expect(await problems(eslint, file, `import * as probe from '${spec}';\nexport default probe;\n`)).toEqual([
        expect.stringContaining(types),
      ]);
    // A new file at the top of server/ belongs to no layer until the config names it.
    expect(await problems(eslint, 'server/stray.ts', 'export const stray = 1;\n')).toEqual([
      expect.stringContaining('boundaries/no-unknown-files'),
    ]);
  });
});
