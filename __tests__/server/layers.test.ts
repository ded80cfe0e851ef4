/**
 * The server's folders depend one way (server/README.md, "Code layout"): the import table has no
 * pair of folders importing each other, and ESLint's boundaries block (the last of
 * eslint.config.js) refuses an import against the layers' order while it lets one down through.
 */
import { spawnSync } from 'node:child_process';
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

describe('server layers', () => {
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
