/**
 * Builds the booking server: security headers, rate limit, storage, the notification outbox,
 * the API routes and the built site. `buildApp(config)` returns a ready-to-listen instance, so
 * tests can build one on a temporary DATA_DIR and an ephemeral port; index.ts only starts it.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { DEFAULT_ICAL_IMPORT_OPTIONS, IcalImporter } from './availability';
import type { IcalImportOptions } from './availability';
import {
  walSyncer,
  openMigratedStore,
  retryingTransact,
  GroupCommitter,
  DEFAULT_WRITE_HEALTH_OPTIONS,
  WriteHealth,
  StoreUnavailableError,
} from './db';
import type { WalFlush, Store, Transact, WriteHealthOptions } from './db';
import { BookingHooks, bookingSubjects, purgePersonalData, fillSearchKeys, assignStoredStays } from './bookings';
import { registerGuestEmails } from './guestEmail';
import { registerStaffMessages, createStaffBot } from './staffChat';
import { todayInHotel } from '../src/domain/dates';
import { purgeCallRecords, registerPaymentMessages } from './payments';
import {
  capConnectionsPerAddress,
  HTTP_LIMITS,
  proxyExemption,
  answerClientError,
  answerFrameworkError,
  ApiError,
  installErrorHandler,
} from './http';
import type { HttpLimits } from './http';
import { IdempotencyStore } from './idempotency';
import { purgeRateLimits, sharedRateLimitStore } from './sharedRateLimit';
import { Mailer, DEFAULT_OUTBOX_OPTIONS, OutboxWorker, MessageKinds } from './notify';
import type { LaneLease, OutboxOptions } from './notify';
import { availabilityRoutes } from './routes/availability';
import { calendarRoutes } from './routes/calendar';
import { bookingRoutes } from './routes/booking';
import { bookingStatusRoutes } from './routes/bookingStatus';
import { healthRoutes } from './routes/health';
import { paymentRoutes } from './routes/payments';
import { quoteRoutes } from './terms/siteRoutes';
import { staffRoutes } from './routes/staff';
import { requestPage } from './staffConsole';
import { clientKey, registerSecurityHeaders } from './security';
import { publishCommands, registerGuestChatMessages, registerBotReplies } from './guestTelegram';
import { DEFAULT_UPDATES_OPTIONS, TelegramUpdates, telegramWebhookRoutes, releaseLease, takeLease } from './telegram';
import type { UpdatesOptions } from './telegram';
import { registerSite } from './site';
import { SitePages } from './sitePages';
import { loadPolicy, loadRatePlan } from './terms';

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
    outbox: OutboxWorker;
    /** The staff bot's updates (polling or webhook); null without Telegram. */
    telegramUpdates: TelegramUpdates | null;
    /** Other channels' calendars (ICAL_IMPORTS). */
    icalImporter: IcalImporter;
    idempotency: IdempotencyStore;
    /** A durable transaction: SQLite's group commit (WAL flushed) or a plain PostgreSQL one. */
    transact: Transact;
    /** Whether the store can write (a full disk, an I/O error), for the health check. */
    writeHealth: WriteHealth;
    /** The prerendered pages that show the owner's prices, rendered again when they change. */
    sitePages: SitePages;
  }
}

export interface BuildOptions {
  /** Pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built site; defaults to dist/ at the repository root. */
  distDir?: string;
  /** The build's server renderer (ssr.js, page.html); defaults to dist-ssr/ beside distDir. */
  ssrDir?: string;
  /** How long after the last change of a burst the priced pages are rendered (tests lengthen it). */
  renderDebounceMs?: number;
  /** Tests: how often the site pages look at the store's terms (another server may change them). */
  renderCheckMs?: number;
  /** The deadlines of a request (HTTP_LIMITS by default; tests shorten them instead of waiting them out). */
  httpLimits?: Partial<HttpLimits>;
  /** Outbox tuning (tests shorten the back-off). */
  outbox?: Partial<OutboxOptions>;
  /** Telegram updates tuning (tests shorten the long poll and the lease). */
  telegramUpdates?: Partial<UpdatesOptions>;
  /** Calendar import tuning (tests fetch more often). */
  icalImports?: Partial<IcalImportOptions>;
  /** How long health reuses the newest backup's time before reading BACKUP_DIR again (60 s). */
  backupReadMs?: number;
  /** How often the health check probes a store write (tests probe at once). */
  writeHealth?: Partial<WriteHealthOptions>;
  /** The clock of the periodic purges and of the staff console's stay guards and undo window (tests move it ahead); the real time by default. */
  clock?: () => Date;
  /** SQLite: how the WAL file is flushed (fdatasync); tests pass one that fails or hangs. */
  syncWal?: WalFlush;
  /**
   * SQLite: a WAL flush failed. The app already refuses every API request with 503; index.ts
   * exits non-zero so that SQLite's recovery runs on the restart.
   */
  onStorageFailure?: (error: unknown) => void;
}

/** Largest accepted request body; a booking is well under 2 KiB. */
export const BODY_LIMIT_BYTES = 16 * 1024;

const REPO_ROOT = path.resolve(__dirname, '..');

/** This server's hold on the outbox's Telegram lane (notify/outbox.ts LaneLease), in bot_state. */
function telegramLaneLease(store: Store): LaneLease {
  const holder = randomUUID();
  return {
    take: (now, until) => takeLease(store, holder, now, until, 'telegram_lane'),
    release: () => releaseLease(store, holder, 'telegram_lane'),
  };
}
const HOURLY = 60 * 60 * 1000;

/** Logs carry no personal data: no client address, no query string, no bodies. */
export const defaultLogger: FastifyServerOptions['logger'] = {
  level: 'info',
  serializers: {
    req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  },
};

/** Trusts the nearest `hops` proxies (proxy-addr's hop count, which Fastify's types leave out). */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Builds the Fastify instance for `config`; opens and migrates the store first. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // SQLite's failed statements tell the health check whether the store can still write.
  let writeHealth: WriteHealth | undefined;
  const store = await openMigratedStore(config, (error) => writeHealth?.failed(error, 'SQLite statement'));
  // The built site: its files are served, and its pages' inline scripts are what the CSP allows.
  const distDir = options.distDir ?? path.join(REPO_ROOT, 'dist');
  const limits: HttpLimits = { ...HTTP_LIMITS, ...options.httpLimits };
  const app = Fastify({
    logger: options.logger ?? defaultLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    // Every phase of a request has a deadline (http/connections.ts, server/README.md "Connections").
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    return503OnClosing: true,
    // Behind nginx or Caddy every guest arrives from the proxy's address: TRUST_PROXY names it.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // What the router and the HTTP parser refuse is answered in the API's shape, never echoed.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  // Slow clients each hold a socket until the deadlines above; beyond this many the rest are
  // dropped, and no one address may take more than its share of them.
  app.server.maxConnections = config.maxConnections;
  capConnectionsPerAddress(app.server, config.maxConnectionsPerAddress, proxyExemption(config.trustProxy));
  try {
    // The staff search's folded names of rows stored before migration 0019 (repository.ts fillSearchKeys).
    await fillSearchKeys(store);
    // Rooms for the stays confirmed before rooms had numbers (migration 0020), from today on.
    await assignStoredStays(store, todayInHotel());
    const mailer = new Mailer(config);
    const load = { bookingsInFlight: 0 };
    writeHealth = new WriteHealth(store, app.log.child({ component: 'store' }), {
      ...DEFAULT_WRITE_HEALTH_OPTIONS,
      ...options.writeHealth,
    });
    const writes = writeHealth;
    // What the outbox sends, registered by the modules that own each kind of message; payments/
    // also adds to a booking's life (a cancellation's refund notice, the deposit its messages show).
    const kinds = new MessageKinds();
    const hooks = new BookingHooks();
    const subjects = bookingSubjects(store);
    registerStaffMessages(kinds, {
      subjects,
      hooks,
      config,
      db: store,
      consolePage: (reference) => requestPage(config, reference),
    });
    registerGuestEmails(kinds, { subjects, hooks, config, db: store });
    registerPaymentMessages(kinds, { subjects, hooks, config, db: store });
    registerGuestChatMessages(kinds, { subjects, hooks, config, db: store, clock: options.clock });
    registerBotReplies(kinds, { subjects, config, db: store });
    const outbox = new OutboxWorker(
      store,
      kinds,
      config.telegram?.chatId,
      mailer,
      app.log.child({ component: 'outbox' }),
      { ...DEFAULT_OUTBOX_OPTIONS, ...options.outbox },
      () => load.bookingsInFlight > 0,
      (error) => writes.failed(error, 'outbox'),
      // PostgreSQL may serve several servers: one at a time sends to Telegram, at its pace.
      config.databaseUrl ? telegramLaneLease(store) : undefined,
    );
    // SQLite: group commit, durable through an explicit WAL sync; PostgreSQL: plain transactions.
    const wal = config.databaseUrl ? undefined : walSyncer(config.dataDir, options.syncWal);
    let storageLost = false;
    const onDurabilityLost = (error: unknown): void => {
      storageLost = true;
      // No notification about a booking that may not survive the restart.
      void outbox.stop();
      app.log.fatal(
        { err: { type: (error as Error).name, code: (error as NodeJS.ErrnoException).code } },
        'WAL flush failed: refusing requests',
      );
      options.onStorageFailure?.(error);
    };
    const transact: Transact = writes.track(
      wal ? new GroupCommitter(store, wal.sync, { onDurabilityLost }).transact : retryingTransact(store),
      'transaction',
    );
    const idempotency = new IdempotencyStore(store, transact);
    // Nothing is answered from a store whose last flush failed, not even a stored replay.
    app.addHook('onRequest', async (request) => {
      if (storageLost && request.url.startsWith('/api/')) throw new StoreUnavailableError();
    });
    app.decorate('store', store);
    app.decorate('outbox', outbox);
    app.decorate('idempotency', idempotency);
    app.decorate('transact', transact);
    app.decorate('writeHealth', writes);
    const telegram = config.telegram;
    const updatesOptions = { ...DEFAULT_UPDATES_OPTIONS, ...options.telegramUpdates };
    const bot = telegram
      ? createStaffBot({
          config: { ...config, telegram },
          transact,
          onDecided: () => outbox.kick(),
          log: app.log.child({ component: 'telegram' }),
          deadlines: { pollMarginMs: updatesOptions.pollMarginMs },
          guests: { store, hooks, clock: options.clock },
        })
      : null;
    const updates =
      telegram && bot
        ? new TelegramUpdates(store, bot, telegram, app.log.child({ component: 'telegram' }), updatesOptions)
        : null;
    app.decorate('telegramUpdates', updates);
    const importer = new IcalImporter(store, config.icalImports, app.log.child({ component: 'calendars' }), {
      ...DEFAULT_ICAL_IMPORT_OPTIONS,
      ...options.icalImports,
    });
    app.decorate('icalImporter', importer);
    // The pages that show the owner's prices and policy, rendered again when they change.
    const sitePages = new SitePages({
      distDir,
      ssrDir: options.ssrDir ?? path.join(path.dirname(distDir), 'dist-ssr'),
      // Runtime state lives under DATA_DIR: the server never writes the build output.
      pagesDir: path.join(config.dataDir, 'pages'),
      loadRates: async () => {
        const [plan, policy] = await Promise.all([loadRatePlan(store), loadPolicy(store)]);
        return { ...plan, policy };
      },
      log: app.log.child({ component: 'site' }),
      debounceMs: options.renderDebounceMs,
      checkMs: options.renderCheckMs,
    });
    app.decorate('sitePages', sitePages);

    let purgeTimer: NodeJS.Timeout | undefined;
    const clock = options.clock ?? (() => new Date());
    // RETENTION_DAYS: requests over for that long lose their guest's personal data, at start and
    // hourly; the records of gateway calls go after their own retention (payments/callLog.ts).
    const purgeOld = async (): Promise<void> => {
      const now = clock();
      await purgeCallRecords(store, now);
      await purgePersonalData(store, config.dataDir, config.retentionDays, todayInHotel(now), hooks, now);
    };
    app.addHook('onReady', async () => {
      outbox.start();
      updates?.start();
      // The guests' commands in Telegram's menu, in each language; a failure costs only the menu.
      if (bot)
        void publishCommands(bot).catch((error: unknown) =>
          app.log.warn({ err: { type: (error as Error).name } }, 'telegram: the commands were not published'),
        );
      importer.start();
      // Not awaited: the build's pages are served meanwhile.
      void sitePages
        .start()
        .catch((error: unknown) =>
          app.log.error({ err: { type: (error as Error).name } }, 'site pages: the first render failed'),
        );
      await idempotency.purge();
      await purgeOld();
      purgeTimer = setInterval(() => {
        void idempotency.purge().catch(() => undefined);
        if (config.databaseUrl) void purgeRateLimits(store).catch(() => undefined);
        void purgeOld().catch((error: unknown) =>
          app.log.error({ err: { type: (error as Error).name } }, 'retention purge failed'),
        );
      }, HOURLY);
      purgeTimer.unref();
    });
    // First thing on close: abort the deliveries under way (each has a deadline anyway), so a
    // stuck mail server cannot hold the shutdown; their rows are released for the next start.
    app.addHook('preClose', async () => {
      await updates?.stop();
      await importer.stop();
      await sitePages.close();
      await outbox.stop();
    });
    app.addHook('onClose', async () => {
      clearInterval(purgeTimer);
      await outbox.stop();
      mailer.close();
      await wal?.close();
      await store.destroy();
    });

    // JSON only: without the text/plain parser any other content type is a 415.
    app.removeContentTypeParser('text/plain');
    installErrorHandler(app);
    await registerSecurityHeaders(app, distDir);
    await app.register(rateLimit, {
      global: false,
      // Several servers on one PostgreSQL count a client's requests together (one server on SQLite: in memory).
      ...(config.databaseUrl ? { store: sharedRateLimitStore(store) } : {}),
      // Per client: request.ip is the proxy's X-Forwarded-For client only when TRUST_PROXY trusts it;
      // an IPv6 client is its /64, which one household or server can rotate through.
      keyGenerator: (request) => clientKey(request.ip),
      // Refused with the API's error shape; the plugin adds Retry-After.
      errorResponseBuilder: () => new ApiError(429, 'rate_limited', 'Too many booking requests; try again later.'),
    });
    await app.register(healthRoutes, {
      backupDir: config.backupDir,
      backupReadMs: options.backupReadMs,
      healthToken: config.healthToken,
    });
    await app.register(bookingRoutes, { config, load });
    await app.register(bookingStatusRoutes, { config, hooks });
    await app.register(availabilityRoutes, { config });
    await app.register(quoteRoutes, { config });
    await app.register(calendarRoutes, { token: config.calendarToken });
    await app.register(staffRoutes, {
      config,
      hooks,
      onRatesChanged: () => sitePages.changed(),
      clock: options.clock,
    });
    // Only with a gateway configured: without one the endpoints do not exist (404).
    if (config.payments) await app.register(paymentRoutes, { config, payments: config.payments });
    if (bot && telegram?.webhookSecret && telegram.webhookUrl)
      await app.register(telegramWebhookRoutes, { bot, secret: telegram.webhookSecret });
    await registerSite(app, distDir, sitePages);
  } catch (error) {
    await store.destroy();
    throw error;
  }
  return app;
}
