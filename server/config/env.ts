/**
 * The first step of reading the configuration: the environment checked against the schema by
 * env-schema (Ajv), each declared default filled in. Errors name the variable, never its value.
 */
import Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import envSchema from 'env-schema';
import type { TObject, TProperties, Static } from '@sinclair/typebox';
import { ANNOTATIONS, declarationIn } from './schema';
import type { Declaration, UrlRule } from './schema';

/** A configuration problem; `variable` is the environment variable at fault. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

export type RawEnv = Record<string, string | undefined>;

/** Whether `hostname` is this machine (plain http is allowed there only: a test's fake server). */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** What is wrong with `value` as the address `rule` describes, or null when nothing is. */
function urlProblem(value: string, rule: UrlRule): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `must be a URL (${rule.protocols.join(' or ')}).`;
  }
  if (!rule.protocols.includes(url.protocol) || url.hostname === '') {
    return `must be a URL starting with ${rule.protocols.map((p) => `${p}//`).join(' or ')}.`;
  }
  if (rule.localHttp && url.protocol === 'http:' && !isLoopback(url.hostname)) {
    return rule.localProblem ?? 'must be an https:// URL (http:// only for a server on this machine).';
  }
  if ((rule.originOnly || rule.base) && (url.username !== '' || url.password !== '')) {
    return 'must not carry a user name or password.';
  }
  // What follows the host as written: `https://x/?` and `https://x/#` parse to an empty search and hash.
  const rest = value.replace(/^[^:]*:\/\/[^/\\?#]*/, '');
  if (rule.originOnly && (url.pathname.replace(/\/+$/, '') !== '' || /[?#]/.test(rest))) {
    return 'must be an origin only, e.g. https://hotel.uz (no path, query or fragment).';
  }
  if (rule.base && /[?#]/.test(rest)) {
    return 'must be an address the paths are added to, e.g. https://api.hotel.uz (no query or fragment).';
  }
  return null;
}

// One Ajv for every read: env-schema's options, except that strings are not coerced (a whole
// number is digits only, read below), unknown keywords are refused and the schema's annotations known.
const ajv = new Ajv({ allErrors: true, removeAdditional: true, useDefaults: true, coerceTypes: false, strict: true });
ajv.addVocabulary([...ANNOTATIONS]);
ajv.addKeyword({
  keyword: 'url',
  type: 'string',
  schemaType: 'object',
  errors: false,
  validate: (rule: UrlRule, value: string) => urlProblem(value, rule) === null,
});

/** The error's text for a declaration, computed again from the value (Ajv's own messages are not shown). */
function problemOf(declaration: Declaration, value: unknown): string {
  if (declaration.url && typeof value === 'string') {
    const problem = urlProblem(value, declaration.url);
    if (problem) return problem;
  }
  return declaration.problem ?? 'has a value that is not allowed.';
}

/**
 * Checks `env` against `schema` (the server's, a part of it, or the build's) and returns the typed values,
 * defaults filled in. Values are trimmed; empty or blank counts as unset; a whole number is
 * digits only. Throws ConfigError for the first variable in the schema's order that is wrong.
 */
export function validateEnv<T extends TObject<TProperties>>(schema: T, env: RawEnv): Static<T> {
  const data: Record<string, string | number> = {};
  for (const name of Object.keys(schema.properties)) {
    const value = env[name]?.trim();
    if (value === undefined || value === '') continue;
    data[name] = declarationIn(schema, name).type === 'integer' && /^\d+$/.test(value) ? Number(value) : value;
  }
  try {
    return envSchema<Static<T>>({ schema, data, env: false, ajv });
  } catch (error) {
    const errors = (error as { errors?: ErrorObject[] }).errors;
    if (!errors) throw error;
    const names = new Set(errors.map((e) => e.instancePath.split('/')[1] ?? ''));
    const name = Object.keys(schema.properties).find((key) => names.has(key));
    // Ajv's own messages are left out: some quote the schema, and none is needed to fix the variable.
    if (name === undefined) throw new Error('Invalid configuration.', { cause: error });
    throw new ConfigError(name, problemOf(declarationIn(schema, name), data[name]));
  }
}
