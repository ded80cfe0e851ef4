/**
 * The site's build variables (server/config/build.ts): their schema takes good values and refuses
 * bad ones naming the variable and never its value; each is public, none a secret, and a name the
 * server reads too follows the server's rule; webpack.config.ts gets them only through it, so a
 * bad value stops the build; the documents list them in their own section.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, siteOrigin } from '../../server/config';
import { BUILD_NAMES, BUILD_SCHEMA, bundleDefines, readBuildEnv } from '../../server/config/build';
import { BUILD_SECTION, configurationTable, envExample } from '../../server/config/docs';
import { ConfigError } from '../../server/config/env';
import { ENV_NAMES, declarationIn, declarationOf } from '../../server/config/schema';
import type { EnvName } from '../../server/config/schema';
import { EXAMPLE_ORIGIN } from '../../src/seo/site';
import { siteDefines } from '../../webpack.config';

const ROOT = path.resolve(__dirname, '../..');

function buildError(env: Record<string, string>): ConfigError {
  try {
    readBuildEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected a ConfigError for ${Object.keys(env).join(', ')}`);
}

describe('the build variables’ schema', () => {
  it('leaves the site on its own origin, with no key and the example origin, when nothing is set', () => {
    expect(readBuildEnv({})).toEqual({
      API_BASE_URL: '',
      EMAIL_API_BASE_URL: '',
      BOOKING_API_KEY: '',
      // The server's default, and the one the site's own code falls back to.
      SITE_ORIGIN: EXAMPLE_ORIGIN,
    });
    expect(readBuildEnv({ API_BASE_URL: ' ', BOOKING_API_KEY: '', SITE_ORIGIN: '  ' })).toEqual(readBuildEnv({}));
  });

  it('takes good values, as the site uses them: addresses without a trailing slash, an origin', () => {
    expect(
      readBuildEnv({
        API_BASE_URL: 'https://api.hotel.uz/',
        EMAIL_API_BASE_URL: 'https://hotel.uz/mail-api/',
        BOOKING_API_KEY: 'site-key_0123~!',
        SITE_ORIGIN: 'HTTPS://WWW.Hotel.UZ/',
      }),
    ).toEqual({
      API_BASE_URL: 'https://api.hotel.uz',
      EMAIL_API_BASE_URL: 'https://hotel.uz/mail-api',
      BOOKING_API_KEY: 'site-key_0123~!',
      SITE_ORIGIN: 'https://www.hotel.uz',
    });
    // A server on this machine may be plain http (a test's), on any port; so may the site.
    expect(readBuildEnv({ API_BASE_URL: 'http://127.0.0.1:3001', SITE_ORIGIN: 'http://localhost:3000' })).toEqual(
      expect.objectContaining({ API_BASE_URL: 'http://127.0.0.1:3001', SITE_ORIGIN: 'http://localhost:3000' }),
    );
    expect(readBuildEnv({ BOOKING_API_KEY: 'k'.repeat(512) }).BOOKING_API_KEY).toHaveLength(512);
  });

  it.each([
    ['API_BASE_URL', 'api.hotel.uz/hunter2', 'must be a URL'],
    ['API_BASE_URL', 'ftp://api.hotel.uz/hunter2', 'must be a URL starting with https:// or http://'],
    ['API_BASE_URL', 'http://api.hotel.uz/hunter2', 'must be an https:// URL'],
    ['API_BASE_URL', 'https://site:hunter2@api.hotel.uz', 'must not carry a user name or password'],
    ['API_BASE_URL', 'https://api.hotel.uz/?key=hunter2', 'no query or fragment'],
    ['API_BASE_URL', 'https://api.hotel.uz/hunter2?', 'no query or fragment'],
    ['EMAIL_API_BASE_URL', 'http://mail.hotel.uz/hunter2', 'must be an https:// URL'],
    ['EMAIL_API_BASE_URL', 'https://mail.hotel.uz/#hunter2', 'no query or fragment'],
    ['BOOKING_API_KEY', 'hunter2 with spaces', 'printable ASCII characters without spaces'],
    ['BOOKING_API_KEY', 'hunter2-ключ', 'printable ASCII characters without spaces'],
    ['BOOKING_API_KEY', `hunter2${'k'.repeat(506)}`, '1 to 512'],
    ['SITE_ORIGIN', 'hotel.uz/hunter2', 'must be a URL'],
    ['SITE_ORIGIN', 'https://hotel.uz/hunter2', 'must be an origin only'],
    ['SITE_ORIGIN', 'https://hotel.uz/?hunter2', 'must be an origin only'],
    ['SITE_ORIGIN', 'https://hotel.uz#hunter2', 'must be an origin only'],
    ['SITE_ORIGIN', 'https://admin:hunter2@hotel.uz', 'must not carry a user name or password'],
  ])('refuses %s=%s, naming the variable and not the value', (name, value, problem) => {
    const error = buildError({ [name]: value });
    expect(error.variable).toBe(name);
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${name} must `));
    expect(error.message).toContain(problem);
    expect(error.message).not.toContain('hunter2');
  });

  it('names the first bad variable in the schema’s order when several are wrong', () => {
    expect(buildError({ SITE_ORIGIN: 'https://hotel.uz/ru', API_BASE_URL: 'http://api.example' }).variable).toBe(
      'API_BASE_URL',
    );
  });
});

describe('public by declaration', () => {
  it('declares every build variable public, none secret, each with a meaning', () => {
    for (const name of BUILD_NAMES) {
      const declaration = declarationIn(BUILD_SCHEMA, name);
      expect([name, declaration.public, declaration.secret, Boolean(declaration.description)]).toEqual([
        name,
        true,
        undefined,
        true,
      ]);
    }
  });

  it('a variable the server reads too is public there as well, with the same rule and default', () => {
    const shared = BUILD_NAMES.filter((name) => (ENV_NAMES as string[]).includes(name)) as EnvName[];
    expect(shared.sort()).toEqual(['BOOKING_API_KEY', 'SITE_ORIGIN']);
    for (const name of shared) {
      const server = declarationOf(name);
      const build = declarationIn(BUILD_SCHEMA, name);
      expect([name, server.secret ?? false, server.public]).toEqual([name, false, true]);
      expect([name, build.pattern, build.url, build.default]).toEqual([
        name,
        server.pattern,
        server.url,
        server.default,
      ]);
    }
  });

  it('the server and the build take and refuse the same values of a shared variable', () => {
    const accepts = {
      server: (env: Record<string, string>): boolean => {
        try {
          loadConfig(env, '/srv');
          return true;
        } catch {
          return false;
        }
      },
      build: (env: Record<string, string>): boolean => {
        try {
          readBuildEnv(env);
          return true;
        } catch {
          return false;
        }
      },
    };
    const samples: Array<[string, string]> = [
      ['SITE_ORIGIN', 'https://hotel.uz'],
      ['SITE_ORIGIN', 'https://hotel.uz/'],
      ['SITE_ORIGIN', 'http://hotel.uz'],
      ['SITE_ORIGIN', 'https://hotel.uz/ru'],
      ['SITE_ORIGIN', 'https://hotel.uz/?a=1'],
      ['SITE_ORIGIN', 'https://u:p@hotel.uz'],
      ['SITE_ORIGIN', 'hotel.uz'],
      ['BOOKING_API_KEY', 'abc123'],
      ['BOOKING_API_KEY', 'a b'],
      ['BOOKING_API_KEY', 'k'.repeat(512)],
      ['BOOKING_API_KEY', 'k'.repeat(513)],
    ];
    for (const [name, value] of samples) {
      const env = { [name]: value };
      expect([name, value, accepts.build(env)]).toEqual([name, value, accepts.server(env)]);
    }
    // One origin for both: the server's links and the site's canonical links agree.
    const env = { SITE_ORIGIN: 'https://Hotel.uz/' };
    expect(loadConfig(env, '/srv').siteOrigin).toBe(readBuildEnv(env).SITE_ORIGIN);
    expect(siteOrigin(env)).toBe(readBuildEnv(env).SITE_ORIGIN);
    // Blank is unset for both: the build's default, and the console's own fallback (not the example origin).
    expect(readBuildEnv({ SITE_ORIGIN: ' ' }).SITE_ORIGIN).toBe(EXAMPLE_ORIGIN);
    expect(loadConfig({ SITE_ORIGIN: ' ' }, '/srv').siteOrigin).toBeNull();
  });
});

describe('the build reads them only through the schema', () => {
  it('defines process.env.<NAME> for each build variable and nothing else from the environment', () => {
    const env = {
      API_BASE_URL: 'https://api.hotel.uz/',
      BOOKING_API_KEY: 'site-key',
      SITE_ORIGIN: 'https://hotel.uz',
      // The server's secrets, in the same environment, never reach the bundle.
      DATABASE_URL: 'postgres://app:db-password-1@db/hotel',
      SMTP_URL: 'smtps://mail:smtp-password-2@mail.hotel.uz',
      TELEGRAM_BOT_TOKEN: '123:bot-token-3',
    };
    const defines = bundleDefines(env);
    expect(defines).toEqual({
      'process.env.API_BASE_URL': '"https://api.hotel.uz"',
      'process.env.EMAIL_API_BASE_URL': '""',
      'process.env.BOOKING_API_KEY': '"site-key"',
      'process.env.SITE_ORIGIN': '"https://hotel.uz"',
    });
    const all = JSON.stringify(siteDefines('production', false, env));
    for (const secret of ['db-password-1', 'smtp-password-2', 'bot-token-3']) expect(all).not.toContain(secret);
    expect(siteDefines('production', false, env)).toEqual(expect.objectContaining(defines));
  });

  it('a bad value stops the build (webpack.config.ts) with one line naming the variable, never its value', () => {
    for (const [name, value] of [
      ['SITE_ORIGIN', 'https://hotel.uz/hunter2'],
      ['BOOKING_API_KEY', 'hunter2 key'],
      ['API_BASE_URL', 'http://api.hotel.uz/hunter2'],
    ] as const) {
      let message = '';
      let stack: string | undefined = '';
      try {
        siteDefines('production', false, { [name]: value });
      } catch (error) {
        message = (error as Error).message;
        stack = (error as Error).stack;
      }
      expect(message).toMatch(new RegExp(`^The site's build: Invalid configuration: ${name} must `));
      expect(message).not.toContain('hunter2');
      // webpack-cli prints the stack: it is the message alone, with no file paths.
      expect(stack).toBe(message);
    }
  });

  it('the site reads no build-time variable the schema does not declare', () => {
    const read = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name))
          for (const match of fs.readFileSync(full, 'utf8').matchAll(/process\.env\.([A-Z_][A-Z0-9_]*)/g))
            read.add(match[1]!);
      }
    };
    walk(path.join(ROOT, 'src'));
    read.delete('NODE_ENV'); // from --mode, not from the environment
    expect([...read].sort()).toEqual([...BUILD_NAMES].sort());
  });
});

describe('the build variables in the generated documents', () => {
  const section = (text: string, heading: string): string => text.slice(text.indexOf(heading));

  it('docs/configuration.md has their table after the server’s, saying they are public', () => {
    const table = section(configurationTable(), `### ${BUILD_SECTION}`);
    expect(table).toContain("written into the site's JavaScript, which anyone can read: never put a secret here");
    for (const name of BUILD_NAMES) expect(table).toContain(`| \`${name}\` |`);
    expect(fs.readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8')).toContain(table);
  });

  it('.env.example lists them in their own section, one line per variable in the whole file', () => {
    const example = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');
    expect(example).toBe(envExample());
    const build = section(example, `## ${BUILD_SECTION}`);
    let shared = 0;
    for (const name of BUILD_NAMES) {
      expect([name, example.match(new RegExp(`^#${name}=`, 'gm'))?.length]).toEqual([name, 1]);
      // Shared with the server: its line is the server's (a second would override it), and the build's section says so.
      const server = (ENV_NAMES as string[]).includes(name);
      if (server) shared += 1;
      expect([name, new RegExp(`^#${name}=`, 'm').test(build)]).toEqual([name, !server]);
    }
    const comments = build.replace(/\n# /g, ' ');
    expect(comments.match(/The server reads it too: set it once, on its line above\./g)).toHaveLength(shared);
    expect(build).toContain("Public: in the site's JavaScript.");
    expect(build).not.toContain('Secret.');
  });
});
