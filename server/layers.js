// @ts-check
/**
 * The server's layers, written once: ESLint's boundaries block (eslint.config.js), the import
 * table (scripts/server-imports.js) and the docs' layer order (scripts/folder-map.js, rendered into
 * docs/server.md) read them from here. One element type per folder of server/, plus three groups of
 * its top files (app, config, core) and src/domain. Each layer imports only those below it, so no
 * two folders can import each other.
 */

/** The layers from the top (composition) down; each imports only itself and those below it. */
const SERVER_LAYERS = [
  'app',
  'cli',
  'routes',
  'telegram',
  'staff',
  'payments',
  'bookings',
  'availability',
  'notify',
  'telegramApi',
  'core',
  'db',
  'http',
  'config',
  'domain',
];

/** Composition roots that sit on one level and never import each other. */
const SERVER_ROOTS = ['app', 'cli', 'routes'];

/** What each layer is, in a few words (the docs' layer order prints them). */
const LAYER_DESCRIPTIONS = {
  app: 'composition: the Fastify app built from its parts, started and closed; the built site served',
  cli: 'the command-line tools (npm run bookings, backup, restore, staff, preview:emails)',
  routes: 'thin HTTP: read the request, call a module, answer',
  telegram: 'the Telegram bots: what a press or a message does, long polling and the webhook',
  staff: 'the staff console: accounts, sign-in, sessions, passkeys, its views',
  payments: 'the deposit through Payme and Click, and its fiscal receipts',
  bookings: "a booking's life, and what staff and guests read about it",
  availability: "free rooms per night, the owner's terms, the iCal export and imports",
  notify: 'the outbox: a queue that knows no feature, and its channels',
  telegramApi: 'the Bot API client',
  core: 'what every feature may use: security, idempotency, site links, shared rate limits, stored times',
  db: 'the store: SQLite or PostgreSQL, the schema and its migrations, backup and restore',
  http: "the API's error shape and the connections' limits",
  config: "the environment's one schema",
  domain: 'the rules and data the site and the server share',
};

/** The layers made of top files of server/ (every other layer but domain is the folder of its name). */
const SERVER_TOP_FILES = {
  app: ['server/app.ts', 'server/index.ts', 'server/site.ts', 'server/sitePages.ts'],
  config: ['server/config.ts'],
  core: [
    'server/security.ts',
    'server/idempotency.ts',
    'server/siteLink.ts',
    'server/sharedRateLimit.ts',
    'server/storedTimes.ts',
  ],
};

module.exports = { SERVER_LAYERS, SERVER_ROOTS, LAYER_DESCRIPTIONS, SERVER_TOP_FILES };
