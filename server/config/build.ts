/**
 * The site's build variables, declared once like the server's (schema.ts): webpack.config.ts
 * (and webpack.ssr.config.ts through it) reads them only through bundleDefines() below, which
 * checks them with the server's validator (env.ts) and stops the build naming the variable at
 * fault; docs.ts lists them in docs/configuration.md and .env.example, in their own section.
 *
 * Every one of them is written into the site's JavaScript, which anyone can read: each is
 * declared `public`, none may be a secret (a name the server reads as well must be public in its
 * schema too; __tests__/server/configBuild.test.ts checks both). The rules of a value the server
 * also reads (SITE_ORIGIN, BOOKING_API_KEY) are taken from its declaration there, so the two
 * readings cannot drift apart.
 *
 * It lives beside the server's schema, not in a top-level config/, because it shares the
 * validator, the URL rules, the documents' generator and two variables with it; the config layer
 * imports nothing but src/domain, so the build loads none of the server's code through it.
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { validateEnv } from './env';
import type { RawEnv } from './env';
import { API_KEY_RULE, declarationOf } from './schema';
import type { UrlRule } from './schema';

/** What a build declaration carries: no group (they are one section), no `secret` (a build value is public). */
interface BuildMeta {
  description: string;
  public: true;
  /** What leaving it unset means, when it has no default value. */
  unset?: string;
  problem?: string;
  pattern?: string;
  url?: UrlRule;
  secret?: never;
}

function optional(meta: BuildMeta) {
  return Type.Optional(Type.String(meta));
}

function text(meta: BuildMeta & { default: string }) {
  return Type.String(meta);
}

/**
 * Where the site sends its calls: `https://`, plain `http://` only to this machine (a test's
 * server; a guest's name and phone travel there, and an https page may not call http anyway); a
 * path is kept as a prefix of `/api/…`, a trailing slash dropped.
 */
const API_ADDRESS: UrlRule = {
  protocols: ['https:', 'http:'],
  localHttp: true,
  localProblem: "must be an https:// URL (http:// only for a server on this machine): guests' details travel to it.",
  base: true,
};

const SERVER_SITE_ORIGIN = declarationOf('SITE_ORIGIN');

export const BUILD_SCHEMA = Type.Object({
  API_BASE_URL: optional({
    public: true,
    unset: "the page's own origin",
    url: API_ADDRESS,
    description:
      "Where the site calls the booking API (booking, status, cancel, availability, rates), e.g. `https://api.hotel.uz`; a path is kept as a prefix of `/api/…`. Unset when the booking server serves the site (the usual set-up): the page's own origin.",
  }),
  EMAIL_API_BASE_URL: optional({
    public: true,
    unset: '`API_BASE_URL`',
    url: API_ADDRESS,
    description:
      'Where the site sends `POST /api/booking/email` (the request by email), when another server than the booking API takes it.',
  }),
  BOOKING_API_KEY: optional({
    public: true,
    unset: 'no `x-api-key` header',
    ...API_KEY_RULE,
    description:
      "The `x-api-key` header the site sends on its booking calls: the server's `BOOKING_API_KEY`, with the same value. It is in the site's JavaScript for anyone to read: a speed bump against casual scripts, not a secret.",
  }),
  SITE_ORIGIN: text({
    public: true,
    default: String(SERVER_SITE_ORIGIN.default),
    ...(SERVER_SITE_ORIGIN.url ? { url: SERVER_SITE_ORIGIN.url } : {}),
    description:
      "The site's address in canonical links, hreflang links, the sitemap and Open Graph images (`src/seo/site.ts`): set it to the real domain. The server's `SITE_ORIGIN` is the same address. An origin only (no path).",
  }),
});

export type BuildName = keyof Static<typeof BUILD_SCHEMA>;
export const BUILD_NAMES = Object.keys(BUILD_SCHEMA.properties) as BuildName[];

/** The address as the site uses it: origin and path, no trailing slash; '' when unset. */
function addressOf(value: string | undefined): string {
  if (value === undefined) return '';
  const url = new URL(value);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * The build's values, checked against BUILD_SCHEMA ('' for a variable left unset: the site then
 * uses what its own code says, src/store/config.ts). Throws ConfigError naming the first bad
 * variable, never its value.
 */
export function readBuildEnv(env: RawEnv = process.env): Record<BuildName, string> {
  const values = validateEnv(BUILD_SCHEMA, env);
  return {
    API_BASE_URL: addressOf(values.API_BASE_URL),
    EMAIL_API_BASE_URL: addressOf(values.EMAIL_API_BASE_URL),
    BOOKING_API_KEY: values.BOOKING_API_KEY ?? '',
    SITE_ORIGIN: new URL(values.SITE_ORIGIN).origin,
  };
}

/**
 * What webpack's DefinePlugin writes into the bundle for the build variables: each
 * `process.env.<NAME>` of the schema as a JSON string. Nothing else from the environment reaches
 * the site. Throws ConfigError as readBuildEnv does.
 */
export function bundleDefines(env: RawEnv = process.env): Record<string, string> {
  const values = readBuildEnv(env);
  return Object.fromEntries(BUILD_NAMES.map((name) => [`process.env.${name}`, JSON.stringify(values[name])]));
}
