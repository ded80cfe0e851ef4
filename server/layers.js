// @ts-check
/**
 * The server's layers, written once: ESLint's boundaries block (eslint.config.js), the import
 * table (scripts/server-imports.js) and the docs' layer order (scripts/folder-map.js, rendered into
 * docs/server.md) read them from here. One element type per folder of server/, plus the groups of
 * its top files (app, core) and src/domain. Each layer imports only those below it, so no two
 * folders can import each other, and another folder only through its entry file (index.ts).
 */

/** The layers from the top (composition) down; each imports only itself and those below it. */
const SERVER_LAYERS = [
  'app',
  'cli',
  'routes',
  'telegram',
  'staffChat',
  'guestTelegram',
  'staffConsole',
  'payments',
  'guestEmail',
  'bookings',
  'availability',
  'rooms',
  'terms',
  'notify',
  'telegramApi',
  'core',
  'db',
  'http',
  'config',
  'domain',
];

/**
 * A feature's own HTTP routes live in its folder as `<name>Routes.ts` (terms/siteRoutes.ts,
 * terms/consoleRoutes.ts) but sit on the routes layer: they may use any layer below it, and the
 * feature's lower files never import them.
 */
const FEATURE_ROUTES = 'server/*/*Routes.ts';

/** Composition roots that sit on one level and never import each other. */
const SERVER_ROOTS = ['app', 'cli', 'routes'];

/**
 * What each layer without an entry file is, in a few words (the docs' layer order prints them). A
 * folder with an entry file says what it is in that file's leading comment, and only there.
 */
const LAYER_DESCRIPTIONS = {
  app: 'composition: the Fastify app built from its parts, started and closed; the built site served',
  cli: 'the command-line tools (npm run bookings, backup, restore, staff, preview:emails)',
  routes:
    "thin HTTP: read the request, call a module, answer (a feature's own routes sit in its folder as <name>Routes.ts)",
  core: 'what every feature may use: security, idempotency, site links, shared rate limits, stored times',
  domain: 'src/domain: the rules and data the site and the server share',
};

/** The layers made of top files of server/ (every other layer but domain is the folder of its name). */
const SERVER_TOP_FILES = {
  app: ['server/app.ts', 'server/index.ts', 'server/site.ts', 'server/sitePages.ts'],
  core: [
    'server/security.ts',
    'server/idempotency.ts',
    'server/siteLink.ts',
    'server/sharedRateLimit.ts',
    'server/storedTimes.ts',
  ],
};

module.exports = { SERVER_LAYERS, SERVER_ROOTS, LAYER_DESCRIPTIONS, SERVER_TOP_FILES, FEATURE_ROUTES };
