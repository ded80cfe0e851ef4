/**
 * HTTP hardening and the site, called in-process with `app.inject()`: API key, content type,
 * body size, rate limits per client (the address the socket would show is inject's
 * remoteAddress, 127.0.0.1), opaque 5xx, security headers with the CSP, static files with cache
 * headers and the history fallback.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BOOK, EMAIL, injectApp, validBooking } from './support/app';
import type { TestApp } from './support/app';
import { removeDir, tempDir } from './support/store';

describe('API hardening', () => {
  let server: TestApp;
  const key = { 'x-api-key': 'k3y-for-tests' };

  beforeAll(async () => {
    server = await injectApp({ BOOKING_API_KEY: 'k3y-for-tests', RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('requires the configured x-api-key', async () => {
    const missing = await server.post(BOOK, validBooking());
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    const wrong = await server.post(BOOK, validBooking(), { 'x-api-key': 'k3y-for-tests-' });
    expect(wrong.status).toBe(401);
    const right = await server.post(BOOK, validBooking(), key);
    expect(right.status).toBe(201);
  });

  it('answers 415 for a body that is not JSON and 400 for broken JSON', async () => {
    const text = await server.post(BOOK, 'roomId=1', { ...key, 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('unsupported_media_type');
    const form = await server.post(BOOK, 'roomId=1', { ...key, 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const broken = await server.post(BOOK, '{"roomId":', key);
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('invalid_json');
    const array = await server.post(BOOK, '[1,2]', key);
    expect(array.status).toBe(400);
    const proto = await server.post(BOOK, '{"__proto__":{"x":1}}', key);
    expect(proto.status).toBe(400);
  });

  it('answers what the router and the parser refuse in the API error shape, echoing nothing', async () => {
    for (const url of ['/api/%E0%A4%A', '/api/bookings/%E0%A4%Aprobe-text?token=probe-text', '/%E0%A4%Aprobe-text']) {
      const bad = await server.get(url, key);
      expect([url, bad.status, bad.body]).toEqual([
        url,
        400,
        { error: { code: 'invalid_url', message: 'The address is not valid.' } },
      ]);
      expect(bad.text).not.toContain('probe-text');
      expect(bad.text).not.toContain('%E0');
    }
    const long = await server.get(`/api/bookings/${'a'.repeat(120)}?token=x`, key);
    expect([long.status, long.body.error.code]).toEqual([414, 'uri_too_long']);
    const broken = await server.post(BOOK, '{"guestName": "probe-text', key);
    expect(broken.body).toEqual({ error: { code: 'invalid_json', message: 'The body is not valid JSON.' } });
    const html = await server.post(BOOK, '<b>probe-text</b>', { ...key, 'content-type': 'text/html; probe-text' });
    expect(html.body).toEqual({
      error: { code: 'unsupported_media_type', message: 'Send the body as application/json.' },
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const answer = await server.post(BOOK, validBooking({ roomTitle: 'x'.repeat(20_000) }), key);
    expect(answer.status).toBe(413);
    expect(answer.body.error.code).toBe('payload_too_large');
  });

  it('sends security headers with a strict CSP', async () => {
    const response = await server.get('/api/health');
    const csp = response.headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('frame-src https://www.openstreetmap.org;');
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets the staff console’s pages, and only them, use passkeys for the site itself', async () => {
    for (const path of ['/staff', '/staff/sign-in', '/staff/settings?x=1']) {
      const policy = (await server.get(path)).headers['permissions-policy'] ?? '';
      expect(policy).toContain('publickey-credentials-create=(self)');
      expect(policy).toContain('publickey-credentials-get=(self)');
      expect(policy).toContain('camera=()');
    }
    for (const path of ['/', '/en/rooms', '/staffing', '/api/health']) {
      const policy = (await server.get(path)).headers['permissions-policy'] ?? '';
      expect(policy).toContain('publickey-credentials-create=()');
      expect(policy).toContain('publickey-credentials-get=()');
    }
  });

  it('sends a Permissions-Policy denying every feature the site never uses, on every answer', async () => {
    const answers = [
      await server.get('/api/health'),
      await server.get('/api/no-such-route'),
      await server.post(BOOK, validBooking()),
    ];
    for (const answer of answers) {
      const policy = answer.headers['permissions-policy'] ?? '';
      for (const feature of [
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'fullscreen',
        'browsing-topics',
        'interest-cohort',
      ]) {
        expect(policy).toContain(`${feature}=()`);
      }
      // No feature is allowed to anyone: every allowlist is empty.
      expect(policy.split(', ').every((entry) => entry.endsWith('=()'))).toBe(true);
    }
  });
});

/** Runs `test` against an app built for `env`, and closes it. */
async function withApp(
  env: Record<string, string>,
  test: (server: TestApp) => Promise<void>,
  distDir?: string,
): Promise<void> {
  const server = await injectApp(env, distDir ? { distDir } : {});
  try {
    await test(server);
  } finally {
    await server.close();
  }
}

/** POSTs a refused booking (11 guests: 400) `count` times and returns the statuses. */
async function refusedBookings(
  server: TestApp,
  count: number,
  headers: (i: number) => Record<string, string> = () => ({}),
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= count; i += 1)
    statuses.push((await server.post(BOOK, validBooking({ guests: 11 }), headers(i))).status);
  return statuses;
}

const tooMany = (statuses: number[]) => statuses.filter((s) => s === 429).length;

describe('rate limit', () => {
  it('answers 429 with Retry-After past RATE_LIMIT_PER_MINUTE, on the booking routes only', () =>
    withApp({ RATE_LIMIT_PER_MINUTE: '2' }, async (server) => {
      expect(await refusedBookings(server, 3)).toEqual([400, 400, 429]);
      const limited = await server.post(BOOK, validBooking());
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.body).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
      // Each booking route counts per IP on its own (one submission makes one call to each);
      // the health check is not limited.
      expect((await server.post(EMAIL, {})).status).toBe(400);
      expect((await server.get('/api/health')).status).toBe(200);
    }));
});

describe('clients behind a reverse proxy', () => {
  const fromClient = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

  it('with TRUST_PROXY=1, 25 clients behind one proxy each get their own bucket of 5', () =>
    withApp({ RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '1' }, async (server) => {
      const statuses = await refusedBookings(server, 25, fromClient);
      expect(tooMany(statuses)).toBe(0);
      // One client is still held to its own 5.
      statuses.push(...(await refusedBookings(server, 5, () => fromClient(1))));
      expect(tooMany(statuses)).toBe(1);
    }));

  it('without TRUST_PROXY the header changes nothing: one bucket for the address the socket shows', () =>
    withApp({ RATE_LIMIT_PER_MINUTE: '5' }, async (server) => {
      const statuses = await refusedBookings(server, 25, fromClient);
      expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
      expect(tooMany(statuses)).toBe(20);
    }));

  it('requests refused by validation or their own limit never spend the shared budget of stored bookings', () =>
    withApp(
      { RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_GLOBAL_PER_MINUTE: '10', TRUST_PROXY: '127.0.0.1' },
      async (server) => {
        // Fifteen clients refused by validation, and one of them far past its own limit.
        const statuses = await refusedBookings(server, 15, fromClient);
        statuses.push(...(await refusedBookings(server, 20, () => fromClient(1))));
        expect(statuses.filter((s) => s === 400)).toHaveLength(19);
        expect(tooMany(statuses)).toBe(16);
        // The shared budget is untouched: ten clients store ten bookings, the whole budget.
        for (let n = 20; n < 30; n += 1)
          expect((await server.post(BOOK, validBooking(), fromClient(n))).status).toBe(201);
      },
    ));

  it('every wrong x-api-key counts against the rate limit', () =>
    withApp({ RATE_LIMIT_PER_MINUTE: '3', BOOKING_API_KEY: 'k3y-for-tests' }, async (server) => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push((await server.post(BOOK, validBooking(), { 'x-api-key': `guess-${i}` })).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    }));
});

describe('server errors', () => {
  it('never leaks a 5xx message or stack', async () => {
    const server = await injectApp(
      {},
      {
        extend: (app) =>
          app.get('/api/boom', async () => {
            throw new Error('secret detail at /srv/app/db.ts');
          }),
      },
    );
    try {
      const response = await server.get('/api/boom');
      expect(response.status).toBe(500);
      expect(JSON.parse(response.text)).toEqual({
        error: { code: 'internal_error', message: 'Internal server error.' },
      });
      expect(response.text).not.toContain('secret');
    } finally {
      await server.close();
    }
  });
});

/** A built site in a temporary folder: path → content. */
function writeDist(files: Record<string, string>): string {
  const dist = tempDir('dist-');
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  }
  return dist;
}

describe('site', () => {
  let server: TestApp;
  const dist = writeDist({
    'index.html': '<!doctype html><title>Hotel</title><div id=root></div>',
    'static/js/main.0a1b2c3d.js': 'console.log(1)',
    'img/lobby.9f8e7d6c.jpg': 'jpeg',
    'robots.txt': 'User-agent: *',
    'img/.sources.json': '{"lobby":"/home/build/photos/lobby.jpg"}',
  });

  beforeAll(async () => {
    server = await injectApp({}, { distDir: dist });
  });
  afterAll(async () => {
    await server.close();
    removeDir(dist);
  });

  it('serves index.html with no-cache at / and for any client route', async () => {
    for (const route of ['/', '/rooms/3', '/services/sauna?x=1', '/no/such/page']) {
      const response = await server.get(route);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toContain('<div id=root>');
    }
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const script = await server.get('/static/js/main.0a1b2c3d.js');
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await server.get('/img/lobby.9f8e7d6c.jpg');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await server.get('/robots.txt');
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('keeps 404 for a missing asset and JSON errors under /api', async () => {
    const asset = await server.get('/static/js/missing.js');
    expect(asset.status).toBe(404);
    const api = await server.get('/api/nothing');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    const postUnknown = await server.post('/rooms', {});
    expect(postUnknown.status).toBe(404);
    // Dotfiles of the build are not served.
    const dotfile = await server.get('/img/.sources.json');
    expect(dotfile.status).toBe(404);
    expect(dotfile.text).not.toContain('photos');
  });

  it('still serves the API when dist/ does not exist', () =>
    withApp(
      {},
      async (bare) => {
        expect((await bare.get('/api/health')).status).toBe(200);
        expect((await bare.get('/')).status).toBe(404);
        expect((await bare.post(BOOK, validBooking())).status).toBe(201);
      },
      path.join(dist, 'absent'),
    ));
});

describe('prerendered site', () => {
  it('serves each prerendered page with 200 and the app shell with 404 elsewhere', async () => {
    const dist = writeDist({
      'index.html': '<title>home</title>',
      'app.html': '<title>shell</title>',
      'ru/rooms/3/index.html': '<title>room 3</title>',
      'static/js/.keep': '',
    });
    try {
      await withApp(
        {},
        async (server) => {
          const home = await server.get('/');
          expect([home.status, home.text]).toEqual([200, '<title>home</title>']);
          const room = await server.get('/ru/rooms/3/?from=bar');
          expect([room.status, room.text]).toEqual([200, '<title>room 3</title>']);
          expect(room.headers['cache-control']).toBe('no-cache');
          const unknown = await server.get('/ru/rooms/99');
          expect([unknown.status, unknown.text]).toEqual([404, '<title>shell</title>']);
          expect((await server.get('/static/js/none.js')).status).toBe(404);
        },
        dist,
      );
    } finally {
      removeDir(dist);
    }
  });

  it("moves another spelling of a page's address (any case, leading zeros, an unknown language) to the page's address, query kept", async () => {
    const dist = writeDist({
      'index.html': '<title>home</title>',
      'app.html': '<title>shell</title>',
      'ru/index.html': '<title>ru</title>',
      'en/rooms/3/index.html': '<title>room 3</title>',
      'uz/gallery/index.html': '<title>gallery</title>',
      'uz/rooms/index.html': '<title>rooms</title>',
      'rooms/1/index.html': '<title>room 1</title>',
    });
    try {
      await withApp(
        {},
        async (server) => {
          for (const [from, to] of [
            ['/RU', '/ru'],
            ['/En/rooms/3', '/en/rooms/3'],
            ['/uZ/gallery/', '/uz/gallery'],
            ['/EN/ROOMS/3?from=bar&x=Y', '/en/rooms/3?from=bar&x=Y'],
            // A number with leading zeros names the same room; an unknown language code shows Uzbek.
            ['/rooms/01', '/rooms/1'],
            ['/en/rooms/003', '/en/rooms/3'],
            ['/xx/rooms', '/uz/rooms'],
            ['/XX/Gallery?a=1', '/uz/gallery?a=1'],
          ] as const) {
            const moved = await server.get(from);
            expect([from, moved.status, moved.headers.location]).toEqual([from, 301, to]);
          }
          // Only a page that exists is a target: anything else stays the not-found shell.
          for (const missing of ['/RU/rooms/99', '/xx/about', '/rooms/0', '/rooms/1x']) {
            const unknown = await server.get(missing);
            expect([missing, unknown.status, unknown.text]).toEqual([missing, 404, '<title>shell</title>']);
          }
        },
        dist,
      );
    } finally {
      removeDir(dist);
    }
  });
});
