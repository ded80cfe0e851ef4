import type { Config } from 'jest';

const tsJest: Config['transform'] = {
  '^.+\\.tsx?$': [
    'ts-jest',
    {
      tsconfig: {
        jsx: 'react-jsx',
        module: 'CommonJS',
        moduleResolution: 'node10',
        ignoreDeprecations: '6.0',
        esModuleInterop: true,
        resolveJsonModule: true,
        isolatedModules: true,
      },
      diagnostics: false,
    },
  ],
};

// MSW's own dependencies ship as ES modules only; ts-jest turns them into CommonJS for jest.
const esmOnly = ['rettime', 'until-async', 'headers-polyfill', '@open-draft', 'tough-cookie', 'tldts', 'tldts-core'];
// The server's: light-my-request (behind app.inject) needs cookie 2, @fastify/static content-disposition 3.
const serverEsmOnly = ['cookie', 'content-disposition'];
const esmTransform: Config['transform'] = {
  '^.+\\.m?js$': [
    'ts-jest',
    {
      tsconfig: {
        allowJs: true,
        module: 'CommonJS',
        moduleResolution: 'node10',
        ignoreDeprecations: '6.0',
        isolatedModules: true,
      },
      diagnostics: false,
    },
  ],
};

/**
 * The slow tier: suites that start other processes (ts-node children: the server, the CLIs, a
 * backup or restore), hold many real sockets, or soak the app with hundreds of operations.
 * `npm run test:fast` leaves them out (jest --selectProjects client server); `npm run test:slow`
 * runs only them; `npm test` runs every project. A suite that spawns a process, waits on real
 * time, or takes more than about 8 s of CPU alone belongs here.
 */
const SLOW_CLIENT = [
  'seo/node.test.ts', // loads the SEO modules in a plain ts-node child
  'qa/replayCli.test.ts', // `npm run replay` in ts-node children
  'booking/fields/nationalityCombobox.test.tsx', // 250 countries re-filtered at each key, in three languages (8-9 s alone)
];
const SLOW_SERVER = [
  'server/process.test.ts', // the server as a child process: signals, graceful close, exit codes
  'server/restore.test.ts', // backup and restore CLIs in child processes, live-store refusal
  'server/durability.test.ts', // child processes killed mid-write, then the store reopened
  'server/backup.test.ts', // the backup CLI in child processes
  'server/bookingsJson.test.ts', // the bookings CLI in child processes
  'server/staffLoop.test.ts', // the bookings CLI and two server processes in children
  'server/health.test.ts', // `npm run backup` in another process
  'server/connections.test.ts', // 1,100 real sockets from several loopback addresses
  'server/delivery.test.ts', // Telegram paced at its real one message a second, deadlines cut on real sockets
  'server/paymentJunk.test.ts', // 600 gateway calls near the body limit over real sockets
  'server/calendarImport.test.ts', // a feed parsed in a worker thread while health answers within real time
  'server/guestTelegram.test.ts', // the app listening, a fake Bot API long-polled over loopback
  'server/staffChat.test.ts', // the staff chat's minute windows in real time (a 3 s minute)
  'server/paymentRules.test.ts', // gateway transactions waited out in real seconds
  'server/fairness.test.ts', // limits over real sockets from several loopback addresses
  'server/paymentRace.test.ts', // payments racing cancels over real sockets
  'server/fiscal.test.ts', // the app listening, a fake Click merchant API over loopback
  'server/sitePages.test.ts', // the pages' render debounce (1.5 s) waited out, three times
  'server/instances.test.ts', // two servers on one PostgreSQL, the staff chat's lane over a fake Bot API
  'server/abuse.test.ts', // 40 bookings' emails through a real SMTP server, hour by hour of budgets (10 s alone)
  'server/countsAgree.test.ts', // 300 seeded operations, every count compared after each: a soak (8–40 s alone)
];
const under = (files: string[]): string[] => files.map((file) => `<rootDir>/__tests__/${file}`);
const escaped = (files: string[]): string[] => under(files).map((file) => file.replace(/\./g, '\\.'));

const client: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/__tests__'],
  transform: { ...tsJest, ...esmTransform },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: { '\\.(css|woff2)$': '<rootDir>/__tests__/support/styleStub.js' },
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
};
const server: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  transform: { ...tsJest, ...esmTransform },
  transformIgnorePatterns: [`/node_modules/(?!(${serverEsmOnly.join('|')})/)`],
};

const config: Config = {
  // A guard against a hang, not a measure: a lazy page, its chunk and its data arrive on later ticks,
  // and on a busy two-core runner (a worker per core, two other CPU-bound processes beside them:
  // `npm run test:busy`) a test that walks several pages or starts a process takes many times its
  // quiet time. A broken test still fails, only later. (A global option: jest reads no test
  // timeout from a project.)
  testTimeout: 60_000,
  projects: [
    {
      ...client,
      displayName: 'client',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['<rootDir>/__tests__/server/', ...escaped(SLOW_CLIENT)],
    },
    {
      ...server,
      displayName: 'server',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      testPathIgnorePatterns: escaped(SLOW_SERVER),
    },
    { ...client, displayName: 'client-slow', testMatch: under(SLOW_CLIENT) },
    { ...server, displayName: 'server-slow', testMatch: under(SLOW_SERVER) },
  ],
};

export default config;
