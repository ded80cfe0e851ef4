/**
 * HTTP hardening and the site: API key, content type, body size, rate limit, opaque 5xx,
 * security headers with the CSP, static files with cache headers and the history fallback.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { baseEnv, buildApp, configFrom, FAST_OUTBOX, post, startApp, tempDir, validBooking } from './helpers';
import type { RunningApp } from './helpers';

// Real sockets, processes and retries: more time than jest's default 5 s, never a timing assertion.
jest.setTimeout(30_000);

const BOOK = '/api/bot/booking';

describe('API hardening', () => {
  let server: RunningApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDir();
    server = await startApp(baseEnv({ DATA_DIR: dataDir, BOOKING_API_KEY: 'k3y-for-tests', RATE_LIMIT_PER_MINUTE: '1000' }));
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('requires the configured x-api-key', async () => {
    const missing = await post(server.url, BOOK, validBooking());
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    const wrong = await post(server.url, BOOK, validBooking(), { 'x-api-key': 'k3y-for-tests-' });
    expect(wrong.status).toBe(401);
    const right = await post(server.url, BOOK, validBooking(), { 'x-api-key': 'k3y-for-tests' });
    expect(right.status).toBe(201);
  });

  it('answers 415 for a body that is not JSON and 400 for broken JSON', async () => {
    const key = { 'x-api-key': 'k3y-for-tests' };
    const text = await post(server.url, BOOK, 'roomId=1', { ...key, 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('unsupported_media_type');
    const form = await post(server.url, BOOK, 'roomId=1', { ...key, 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const broken = await post(server.url, BOOK, '{"roomId":', key);
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('invalid_json');
    const array = await post(server.url, BOOK, '[1,2]', key);
    expect(array.status).toBe(400);
    const proto = await post(server.url, BOOK, '{"__proto__":{"x":1}}', key);
    expect(proto.status).toBe(400);
  });

  it('answers 413 for a body over the limit', async () => {
    const answer = await post(server.url, BOOK, validBooking({ roomTitle: 'x'.repeat(20_000) }), { 'x-api-key': 'k3y-for-tests' });
    expect(answer.status).toBe(413);
    expect(answer.body.error.code).toBe('payload_too_large');
  });

  it('sends security headers with a strict CSP', async () => {
    const response = await fetch(`${server.url}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('frame-src https://www.openstreetmap.org;');
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past RATE_LIMIT_PER_MINUTE, on the booking routes only', async () => {
    const dataDir = tempDir();
    const server = await startApp(baseEnv({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '2' }));
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await post(server.url, BOOK, validBooking({ guests: 11 }))).status);
      expect(statuses).toEqual([400, 400, 429]);
      const limited = await post(server.url, BOOK, validBooking());
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
      // Each booking route counts per IP on its own (one submission makes one call to each);
      // the health check is not limited.
      expect((await post(server.url, '/api/booking/email', {})).status).toBe(400);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('clients behind a reverse proxy', () => {
  const fromClient = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
  const tooMany = (statuses: number[]) => statuses.filter((s) => s === 429).length;

  it('with TRUST_PROXY=1, 25 clients behind one proxy each get their own bucket of 5', async () => {
    const dataDir = tempDir();
    const server = await startApp(baseEnv({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '1' }));
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 25; i += 1) statuses.push((await post(server.url, BOOK, validBooking({ guests: 11 }), fromClient(i))).status);
      expect(tooMany(statuses)).toBe(0);
      // One client is still held to its own 5.
      for (let i = 0; i < 5; i += 1) statuses.push((await post(server.url, BOOK, validBooking({ guests: 11 }), fromClient(1))).status);
      expect(tooMany(statuses)).toBe(1);
    } finally {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('without TRUST_PROXY the header changes nothing: one bucket for the address the socket shows', async () => {
    const dataDir = tempDir();
    const server = await startApp(baseEnv({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '5' }));
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 25; i += 1) statuses.push((await post(server.url, BOOK, validBooking({ guests: 11 }), fromClient(i))).status);
      expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
      expect(tooMany(statuses)).toBe(20);
    } finally {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a ceiling across all clients holds however many addresses ask', async () => {
    const dataDir = tempDir();
    const server = await startApp(baseEnv({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_GLOBAL_PER_MINUTE: '10', TRUST_PROXY: '127.0.0.1' }));
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 15; i += 1) statuses.push((await post(server.url, BOOK, validBooking({ guests: 11 }), fromClient(i))).status);
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(tooMany(statuses)).toBe(5);
      const limited = await post(server.url, BOOK, validBooking(), fromClient(99));
      expect(limited.body).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('every wrong x-api-key counts against the rate limit', async () => {
    const dataDir = tempDir();
    const server = await startApp(baseEnv({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '3', BOOKING_API_KEY: 'k3y-for-tests' }));
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await post(server.url, BOOK, validBooking(), { 'x-api-key': `guess-${i}` })).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('server errors', () => {
  it('never leaks a 5xx message or stack', async () => {
    const dataDir = tempDir();
    const app = await buildApp(configFrom(baseEnv({ DATA_DIR: dataDir })), { logger: false, outbox: FAST_OUTBOX, distDir: tempDir('no-dist-') });
    app.get('/api/boom', async () => {
      throw new Error('secret detail at /srv/app/db.ts');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/boom`);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: { code: 'internal_error', message: 'Internal server error.' } });
      expect(text).not.toContain('secret');
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('site', () => {
  let server: RunningApp;
  let dataDir: string;
  const dist = tempDir('dist-');

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'static/js'), { recursive: true });
    fs.mkdirSync(path.join(dist, 'img'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Hotel</title><div id=root></div>');
    fs.writeFileSync(path.join(dist, 'static/js/main.0a1b2c3d.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'img/lobby.9f8e7d6c.jpg'), 'jpeg');
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    fs.writeFileSync(path.join(dist, 'img/.sources.json'), '{"lobby":"/home/build/photos/lobby.jpg"}');
    dataDir = tempDir();
    server = await startApp(baseEnv({ DATA_DIR: dataDir }), { distDir: dist });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html with no-cache at / and for any client route', async () => {
    for (const route of ['/', '/rooms/3', '/services/sauna?x=1', '/no/such/page']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id=root>');
    }
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const script = await fetch(`${server.url}/static/js/main.0a1b2c3d.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const image = await fetch(`${server.url}/img/lobby.9f8e7d6c.jpg`);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps 404 for a missing asset and JSON errors under /api', async () => {
    const asset = await fetch(`${server.url}/static/js/missing.js`);
    expect(asset.status).toBe(404);
    const api = await fetch(`${server.url}/api/nothing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    const postUnknown = await post(server.url, '/rooms', {});
    expect(postUnknown.status).toBe(404);
    // Dotfiles of the build are not served.
    const dotfile = await fetch(`${server.url}/img/.sources.json`);
    expect(dotfile.status).toBe(404);
    expect(await dotfile.text()).not.toContain('photos');
  });

  it('still serves the API when dist/ does not exist', async () => {
    const otherData = tempDir();
    const bare = await startApp(baseEnv({ DATA_DIR: otherData }), { distDir: path.join(dist, 'absent') });
    try {
      expect((await fetch(`${bare.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${bare.url}/`)).status).toBe(404);
      expect((await post(bare.url, BOOK, validBooking())).status).toBe(201);
    } finally {
      await bare.close();
      fs.rmSync(otherData, { recursive: true, force: true });
    }
  });
});

describe('prerendered site', () => {
  it('serves each prerendered page with 200 and the app shell with 404 elsewhere', async () => {
    const dist = tempDir('dist-pre-');
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dist, 'ru/rooms/3'), { recursive: true });
    fs.mkdirSync(path.join(dist, 'static/js'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<title>home</title>');
    fs.writeFileSync(path.join(dist, 'app.html'), '<title>shell</title>');
    fs.writeFileSync(path.join(dist, 'ru/rooms/3/index.html'), '<title>room 3</title>');
    const server = await startApp(baseEnv({ DATA_DIR: dataDir }), { distDir: dist });
    try {
      const home = await fetch(`${server.url}/`);
      expect([home.status, await home.text()]).toEqual([200, '<title>home</title>']);
      const room = await fetch(`${server.url}/ru/rooms/3/?from=bar`);
      expect([room.status, await room.text()]).toEqual([200, '<title>room 3</title>']);
      expect(room.headers.get('cache-control')).toBe('no-cache');
      const unknown = await fetch(`${server.url}/ru/rooms/99`);
      expect([unknown.status, await unknown.text()]).toEqual([404, '<title>shell</title>']);
      expect((await fetch(`${server.url}/static/js/none.js`)).status).toBe(404);
    } finally {
      await server.close();
      fs.rmSync(dist, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
