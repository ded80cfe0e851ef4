import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { ConfigError, isStrongToken, loadBackupConfig, loadConfig, loadStorageConfig } from '../../server/config';
import { HOTEL } from '../../src/domain/hotel';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, '/srv/hotel');
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has working defaults and no fallback secrets', () => {
    const config = loadConfig({}, '/srv/hotel');
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/hotel/data'),
      databaseUrl: null,
      bookingApiKey: null,
      // The booking address the site shows, so the site's email call works on the default set-up.
      hotelEmail: HOTEL.emails.booking,
      rateLimitPerMinute: 20,
      readRateLimitPerMinute: 240,
      globalRateLimitPerMinute: 120,
      // Behind no proxy unless told: X-Forwarded-For is anyone's to write.
      trustProxy: false,
      guestEmailsPerHour: 30,
      guestEmailsPerDay: 200,
      // Staff read Uzbek unless STAFF_LANG says otherwise.
      staffLang: 'uz',
      staffMessageDetail: 'full',
      healthToken: null,
      telegram: null,
      smtpUrl: null,
      maxConnections: 1000,
      maxConnectionsPerAddress: 64,
      // Personal data kept a year after a request is over, unless RETENTION_DAYS says otherwise.
      retentionDays: 365,
      // No calendar export without its token, and no other channel's calendar to import.
      calendarToken: null,
      icalImports: [],
      // No deposit without a gateway: the site and server behave as before payments existed.
      payments: null,
      // Where `npm run backup` writes by default, and so where health looks for the last one.
      backupDir: path.resolve('/srv/hotel/data/backups'),
      // The staff console's origin falls back to http://localhost:<PORT>.
      siteOrigin: null,
    });
    expect(loadConfig({ SITE_ORIGIN: 'https://hotel.example/' }, '/srv').siteOrigin).toBe('https://hotel.example');
    expect(() => loadConfig({ SITE_ORIGIN: 'https://hotel.example/staff' }, '/srv')).toThrow('SITE_ORIGIN');
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/hotel',
        DATABASE_URL: 'postgres://app@db.local/hotel',
        BOOKING_API_KEY: 'abc123',
        HOTEL_EMAIL: 'reception@hotel.uz',
        RATE_LIMIT_PER_MINUTE: '5',
        TELEGRAM_BOT_TOKEN: '123:AA-bb_cc',
        TELEGRAM_CHAT_ID: '-1001234',
        TELEGRAM_API_BASE: 'http://127.0.0.1:9/',
        TELEGRAM_STAFF_IDS: '111, 222',
        TELEGRAM_WEBHOOK_URL: 'https://hotel.example/api/telegram/webhook',
        TELEGRAM_WEBHOOK_SECRET: 'a-long-secret_0123456789',
        STAFF_LANG: 'ru',
        SMTP_URL: 'smtps://user:pass@mail.hotel.uz',
      },
      '/srv/hotel',
    );
    expect(config.telegram).toEqual({
      botToken: '123:AA-bb_cc',
      chatId: '-1001234',
      apiBase: 'http://127.0.0.1:9',
      staffIds: [111, 222],
      webhookUrl: 'https://hotel.example/api/telegram/webhook',
      webhookSecret: 'a-long-secret_0123456789',
    });
    expect(config).toEqual(
      expect.objectContaining({
        staffLang: 'ru',
        port: 8080,
        dataDir: '/var/lib/hotel',
        rateLimitPerMinute: 5,
        bookingApiKey: 'abc123',
        hotelEmail: 'reception@hotel.uz',
      }),
    );
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and ranges; plain http to Telegram only on this machine', () => {
    expect(loadConfig({ TRUST_PROXY: '1', HOST: '127.0.0.1' }, '/srv/hotel').trustProxy).toBe(1);
    // A hop count on an address others reach would let anyone forge X-Forwarded-For: refused, saying what to set.
    expect(() => loadConfig({ TRUST_PROXY: '1' }, '/srv/hotel')).toThrow(
      /TRUST_PROXY.*HOST=0\.0\.0\.0.*Set HOST=127\.0\.0\.1/,
    );
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }, '/srv/hotel').trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({ RATE_LIMIT_GLOBAL_PER_MINUTE: '30' }, '/srv/hotel').globalRateLimitPerMinute).toBe(30);
    const local = { TELEGRAM_BOT_TOKEN: '1:a', TELEGRAM_CHAT_ID: '-1' };
    expect(loadConfig({ ...local, TELEGRAM_API_BASE: 'http://127.0.0.1:8081' }, '/srv/hotel').telegram?.apiBase).toBe(
      'http://127.0.0.1:8081',
    );
    expect(loadConfig({ ...local, TELEGRAM_API_BASE: 'http://localhost:8081' }, '/srv/hotel').telegram?.apiBase).toBe(
      'http://localhost:8081',
    );
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, 'RATE_LIMIT_PER_MINUTE'],
    [{ DATABASE_URL: 'mysql://root:hunter2@db/hotel' }, 'DATABASE_URL'],
    [{ HOTEL_EMAIL: 'reception' }, 'HOTEL_EMAIL'],
    [{ TELEGRAM_BOT_TOKEN: '123:abc' }, 'TELEGRAM_CHAT_ID'],
    [{ TELEGRAM_CHAT_ID: '-100' }, 'TELEGRAM_BOT_TOKEN'],
    [{ TELEGRAM_BOT_TOKEN: 'hunter2', TELEGRAM_CHAT_ID: '-100' }, 'TELEGRAM_BOT_TOKEN'],
    [{ TELEGRAM_API_BASE: 'ftp://x' }, 'TELEGRAM_API_BASE'],
    [{ TELEGRAM_API_BASE: 'http://api.telegram.org' }, 'TELEGRAM_API_BASE'],
    [{ TRUST_PROXY: '0' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'nginx' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ RATE_LIMIT_GLOBAL_PER_MINUTE: 'many' }, 'RATE_LIMIT_GLOBAL_PER_MINUTE'],
    [{ SMTP_URL: 'http://mail', HOTEL_EMAIL: 'a@b.uz' }, 'SMTP_URL'],
    [{ BOOKING_API_KEY: 'hunter2 with spaces' }, 'BOOKING_API_KEY'],
    [{ RETENTION_DAYS: '0' }, 'RETENTION_DAYS'],
    [{ RETENTION_DAYS: '-3' }, 'RETENTION_DAYS'],
    [{ RETENTION_DAYS: '1.5' }, 'RETENTION_DAYS'],
    [{ RETENTION_DAYS: 'a month' }, 'RETENTION_DAYS'],
    [{ MAX_CONNECTIONS: '0' }, 'MAX_CONNECTIONS'],
    [{ MAX_CONNECTIONS_PER_ADDRESS: 'some' }, 'MAX_CONNECTIONS_PER_ADDRESS'],
    [{ STAFF_LANG: 'de' }, 'STAFF_LANG'],
    [{ TELEGRAM_BOT_TOKEN: '1:a', TELEGRAM_CHAT_ID: '-1', TELEGRAM_STAFF_IDS: 'boss' }, 'TELEGRAM_STAFF_IDS'],
    [
      {
        TELEGRAM_BOT_TOKEN: '1:a',
        TELEGRAM_CHAT_ID: '-1',
        TELEGRAM_WEBHOOK_URL: 'http://hotel.example/hook',
        TELEGRAM_WEBHOOK_SECRET: 'hunter2hunter2hunter2',
      },
      'TELEGRAM_WEBHOOK_URL',
    ],
    [
      { TELEGRAM_BOT_TOKEN: '1:a', TELEGRAM_CHAT_ID: '-1', TELEGRAM_WEBHOOK_URL: 'https://hotel.example/hook' },
      'TELEGRAM_WEBHOOK_SECRET',
    ],
    [
      {
        TELEGRAM_BOT_TOKEN: '1:a',
        TELEGRAM_CHAT_ID: '-1',
        TELEGRAM_WEBHOOK_URL: 'https://hotel.example/hook',
        TELEGRAM_WEBHOOK_SECRET: 'hunter2',
      },
      'TELEGRAM_WEBHOOK_SECRET',
    ],
    [{ CALENDAR_TOKEN: 'short' }, 'CALENDAR_TOKEN'],
    [{ CALENDAR_TOKEN: 'hunter2hunter2hunter2hunter2hunter2' }, 'CALENDAR_TOKEN'],
    [{ TELEGRAM_BOT_TOKEN: '1:a', TELEGRAM_CHAT_ID: '@hotel_staff' }, 'TELEGRAM_STAFF_IDS'],
  ])('names the bad variable without echoing its value: %j', (env, variable) => {
    const error = errorOf(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
    expect(error.message).not.toContain('hunter2');
  });

  it('reads BACKUP_DIR (default DATA_DIR/backups) and BACKUP_KEEP (default 14)', () => {
    expect(loadBackupConfig({ DATA_DIR: 'data' }, '/srv')).toEqual({
      dataDir: '/srv/data',
      databaseUrl: null,
      backupDir: '/srv/data/backups',
      backupKeep: 14,
    });
    expect(loadBackupConfig({ BACKUP_DIR: '/mnt/copies', BACKUP_KEEP: '30' }, '/srv')).toEqual(
      expect.objectContaining({ backupDir: '/mnt/copies', backupKeep: 30 }),
    );
    // The server reads it too: health shows the newest backup there.
    expect(loadConfig({ BACKUP_DIR: 'copies' }, '/srv').backupDir).toBe('/srv/copies');
    for (const keep of ['0', '-1', 'all', '2.5']) {
      expect(() => loadBackupConfig({ BACKUP_KEEP: keep }, '/srv')).toThrow(
        /BACKUP_KEEP must be a whole number between 1 and 10000/,
      );
    }
  });

  it('reads RETENTION_DAYS (unset: 365, a year after a request is over) and MAX_CONNECTIONS', () => {
    expect(loadConfig({}, '/srv').retentionDays).toBe(365);
    expect(
      loadConfig({ RETENTION_DAYS: '400', MAX_CONNECTIONS: '50', MAX_CONNECTIONS_PER_ADDRESS: '8' }, '/srv'),
    ).toEqual(expect.objectContaining({ retentionDays: 400, maxConnections: 50, maxConnectionsPerAddress: 8 }));
  });

  it('refuses a public @name as the staff chat without TELEGRAM_STAFF_IDS, naming that variable', () => {
    const telegram = { TELEGRAM_BOT_TOKEN: '1:a', TELEGRAM_CHAT_ID: '@namangan_hotel' };
    const error = errorOf(telegram);
    expect(error.message).toMatch(
      /^Invalid configuration: TELEGRAM_STAFF_IDS must be set when TELEGRAM_CHAT_ID is a public @name/,
    );
    // Staff ids say whose presses count; a numeric (private) chat is trusted as it was.
    expect(loadConfig({ ...telegram, TELEGRAM_STAFF_IDS: '111,222' }, '/srv').telegram).toEqual(
      expect.objectContaining({ chatId: '@namangan_hotel', staffIds: [111, 222] }),
    );
    expect(loadConfig({ ...telegram, TELEGRAM_CHAT_ID: '-100123456' }, '/srv').telegram).toEqual(
      expect.objectContaining({ staffIds: null }),
    );
  });

  it('takes a CALENDAR_TOKEN only when it is long and random, and says the rule', () => {
    const weak = [
      'calendar-token-0123456789', // under 32 characters
      'a'.repeat(40), // one character
      'abcdefghijklmnopqrstuvwxyz012345', // a staircase
      'abababababababababababababababababab', // two characters
      '0123456789aaaaaaaaaaaaaaaaaaaaaa', // ten characters, but mostly one: about 62 bits
      'hotel-namangan-calendar-2024-secret', // words
      'Password1Password1Password1Password1', // a repeated word
      `${'x'.repeat(20)}/${'y'.repeat(20)}`, // a character a URL would mangle
      randomBytes(80).toString('hex').slice(0, 129), // over 128 characters
    ];
    for (const token of weak) {
      const error = errorOf({ CALENDAR_TOKEN: token });
      expect([token, error.variable]).toEqual([token, 'CALENDAR_TOKEN']);
      expect(error.message).toContain('32 to 128 characters');
      expect(error.message).toContain('at least 10 different characters');
      expect(error.message).not.toContain(token);
    }
    // What the README suggests, and other tokens from a random source.
    const strong = [
      'f3c1e0a94b7d25e8c6a1907fd3b2e4c58a9d1f0e6b7c3a2d4e5f60718293a4b5',
      '9GZ-kq2Wm_xR4vTt7LpB8sYc3NhD5jFe',
      randomUUID(),
      ...Array.from({ length: 20 }, () => randomBytes(32).toString('hex')),
      ...Array.from({ length: 20 }, () => randomBytes(32).toString('base64url')),
    ];
    for (const token of strong) expect([token, isStrongToken(token)]).toEqual([token, true]);
    expect(loadConfig({ CALENDAR_TOKEN: strong[0]! }, '/srv').calendarToken).toBe(strong[0]);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: ' ', BOOKING_API_KEY: '' }, '/srv').bookingApiKey).toBeNull();
  });

  it('gives the CLI the same storage settings', () => {
    expect(loadStorageConfig({ DATA_DIR: 'store' }, '/srv/hotel')).toEqual({
      dataDir: '/srv/hotel/store',
      databaseUrl: null,
    });
  });
});

describe('deposit and gateways', () => {
  // Every gateway needs the receipt items' codes; Click also its merchant API user.
  const fiscal = { FISCAL_IKPU: '10899002001000000', FISCAL_PACKAGE_CODE: '1545643', FISCAL_VAT_PERCENT: '12' };
  const payme = { PAYME_MERCHANT_ID: '587f72c72cac0d162c722ae2', PAYME_KEY: 'pAy-Me_k3y%secret', ...fiscal };
  const click = {
    CLICK_SERVICE_ID: '12345',
    CLICK_MERCHANT_ID: '6789',
    CLICK_SECRET_KEY: 'cl1ck-secret-key',
    CLICK_MERCHANT_USER_ID: '2468',
    ...fiscal,
  };
  const receipts = { ikpu: '10899002001000000', packageCode: '1545643', vatPercent: 12 };

  it('turns on a gateway only with all of its variables, with the published checkout addresses', () => {
    expect(loadConfig({ ...payme }).payments).toEqual({
      deposit: { kind: 'first_night' },
      payme: { merchantId: payme.PAYME_MERCHANT_ID, key: payme.PAYME_KEY, checkoutUrl: 'https://checkout.paycom.uz' },
      click: null,
      fiscal: receipts,
    });
    expect(loadConfig({ ...click, DEPOSIT: '30%' }).payments).toEqual({
      deposit: { kind: 'percent', percent: 30 },
      payme: null,
      click: {
        serviceId: '12345',
        merchantId: '6789',
        secretKey: click.CLICK_SECRET_KEY,
        checkoutUrl: 'https://my.click.uz/services/pay',
        merchantUserId: '2468',
        apiBase: 'https://api.click.uz/v2/merchant',
      },
      fiscal: receipts,
    });
    expect(loadConfig({ DEPOSIT: '30%' }).payments).toBeNull();
  });

  it('requires the fiscal receipt settings with either gateway, and Click its merchant API user; errors name the variable, never the value', () => {
    const message = (env: Record<string, string>): string => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    const without = (env: Record<string, string>, name: string) =>
      Object.fromEntries(Object.entries(env).filter(([key]) => key !== name));
    expect(message(without(payme, 'FISCAL_IKPU'))).toMatch(
      /^Invalid configuration: FISCAL_IKPU must be set when a payment gateway \(Payme or Click\) is on/,
    );
    expect(message(without(click, 'FISCAL_PACKAGE_CODE'))).toMatch(
      /^Invalid configuration: FISCAL_PACKAGE_CODE must be set/,
    );
    expect(message(without(payme, 'FISCAL_VAT_PERCENT'))).toMatch(
      /^Invalid configuration: FISCAL_VAT_PERCENT must be set/,
    );
    expect(message(without(click, 'CLICK_MERCHANT_USER_ID'))).toMatch(
      /^Invalid configuration: CLICK_MERCHANT_USER_ID must be set when Click is on/,
    );
    for (const [env, variable, value] of [
      [{ ...payme, FISCAL_IKPU: '1010500100100000' }, 'FISCAL_IKPU', '1010500100100000'],
      [{ ...payme, FISCAL_IKPU: '10105001001000000x' }, 'FISCAL_IKPU', '10105001001000000x'],
      [{ ...payme, FISCAL_PACKAGE_CODE: 'pkg-150133' }, 'FISCAL_PACKAGE_CODE', 'pkg-150133'],
      [{ ...payme, FISCAL_VAT_PERCENT: '101' }, 'FISCAL_VAT_PERCENT', '101'],
      [{ ...payme, FISCAL_VAT_PERCENT: '12.5' }, 'FISCAL_VAT_PERCENT', '12.5'],
      [{ ...click, CLICK_MERCHANT_USER_ID: 'user-4242' }, 'CLICK_MERCHANT_USER_ID', 'user-4242'],
      [
        { ...click, CLICK_API_BASE: 'http://api.click.uz/v2/merchant' },
        'CLICK_API_BASE',
        'http://api.click.uz/v2/merchant',
      ],
    ] as const) {
      const text = message(env);
      expect(text.startsWith(`Invalid configuration: ${variable} `)).toBe(true);
      expect(text).not.toContain(value);
    }
    // 0 is a hotel on turnover tax; a fake merchant API on this machine may be plain http.
    expect(loadConfig({ ...payme, FISCAL_VAT_PERCENT: '0' }).payments?.fiscal.vatPercent).toBe(0);
    expect(
      loadConfig({ ...click, CLICK_API_BASE: 'http://127.0.0.1:4501/v2/merchant/' }).payments?.click?.apiBase,
    ).toBe('http://127.0.0.1:4501/v2/merchant');
    // Without a gateway the fiscal settings are not needed.
    expect(loadConfig({}).payments).toBeNull();
  });

  it('names the missing partner variable, never a value', () => {
    expect(() => loadConfig({ PAYME_KEY: payme.PAYME_KEY })).toThrow(
      'PAYME_MERCHANT_ID must be set together with PAYME_KEY.',
    );
    expect(() => loadConfig({ CLICK_SERVICE_ID: '1', CLICK_SECRET_KEY: click.CLICK_SECRET_KEY })).toThrow(
      'CLICK_MERCHANT_ID must be set together with CLICK_SERVICE_ID and CLICK_SECRET_KEY.',
    );
    for (const env of [
      { ...payme, PAYME_KEY: 'short' },
      { ...payme, PAYME_MERCHANT_ID: 'has space' },
      { ...click, CLICK_SERVICE_ID: 'abc' },
      { ...click, CLICK_SECRET_KEY: 'with space inside' },
    ]) {
      let message = '';
      try {
        loadConfig(env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^Invalid configuration: (PAYME|CLICK)_/);
      for (const value of Object.values(env)) if (value.length > 6) expect(message).not.toContain(value);
    }
  });

  it('needs the fiscal settings when a gateway is on, and CLICK_MERCHANT_USER_ID with Click, naming the missing one', () => {
    expect(() => loadConfig({ ...payme, FISCAL_IKPU: '' })).toThrow(
      /^Invalid configuration: FISCAL_IKPU must be set when a payment gateway \(Payme or Click\) is on/,
    );
    expect(() => loadConfig({ ...click, FISCAL_VAT_PERCENT: ' ' })).toThrow(
      /^Invalid configuration: FISCAL_VAT_PERCENT must be set/,
    );
    expect(() => loadConfig({ ...click, CLICK_MERCHANT_USER_ID: '' })).toThrow(
      /^Invalid configuration: CLICK_MERCHANT_USER_ID must be set when Click is on/,
    );
    // Without a gateway they are not needed, and a zero VAT rate is a rate.
    expect(loadConfig({}).payments).toBeNull();
    expect(loadConfig({ ...payme, FISCAL_VAT_PERCENT: '0' }).payments?.fiscal.vatPercent).toBe(0);
    expect(
      loadConfig({ ...click, CLICK_API_BASE: 'http://127.0.0.1:4510/v2/merchant/' }).payments?.click?.apiBase,
    ).toBe('http://127.0.0.1:4510/v2/merchant');
    for (const [name, value] of [
      ['FISCAL_IKPU', '1089900200100000'],
      ['FISCAL_IKPU', '10899002001000000x'],
      ['FISCAL_PACKAGE_CODE', 'box'],
      ['FISCAL_VAT_PERCENT', '101'],
      ['FISCAL_VAT_PERCENT', '12.5'],
      ['CLICK_MERCHANT_USER_ID', 'user'],
      ['CLICK_API_BASE', 'http://api.click.uz/v2/merchant'],
    ] as const) {
      expect(() => loadConfig({ ...click, [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name} `));
    }
  });

  it('takes first_night or a percentage from 1% to 100%', () => {
    expect(loadConfig({ ...payme, DEPOSIT: 'first_night' }).payments?.deposit).toEqual({ kind: 'first_night' });
    expect(loadConfig({ ...payme, DEPOSIT: '100%' }).payments?.deposit).toEqual({ kind: 'percent', percent: 100 });
    for (const bad of ['0%', '101%', '30', 'half', '12.5%']) {
      expect(() => loadConfig({ ...payme, DEPOSIT: bad })).toThrow('DEPOSIT must be first_night or a percentage');
    }
  });

  it('allows a plain-http gateway address on this machine only', () => {
    expect(loadConfig({ ...payme, PAYME_CHECKOUT_URL: 'http://127.0.0.1:4500/' }).payments?.payme?.checkoutUrl).toBe(
      'http://127.0.0.1:4500',
    );
    expect(() => loadConfig({ ...click, CLICK_CHECKOUT_URL: 'http://pay.example.com/' })).toThrow(
      'CLICK_CHECKOUT_URL must be an https:// URL',
    );
  });
});
