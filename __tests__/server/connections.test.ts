/**
 * Connections over real sockets on loopback, each client its own source address (127.0.0.x):
 * one address holding 1,100 idle sockets does not keep another from the site or from booking;
 * an idle socket and a slowly dripped body are cut off at the deadlines the README gives (here
 * shortened through the server's options rather than waited out); what the HTTP parser refuses
 * is answered in the API's error shape; behind a trusted proxy the proxy's sockets are not
 * capped per address.
 */
import fs from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { HTTP_LIMITS } from '../../server/http/connections';
import { BOOK, startApp, validBooking, waitFor } from './support/app';
import type { RunningApp } from './support/app';
import { closedAfter, connectFrom, requestFrom } from './support/socket';
import { removeDir, tempDir } from './support/store';

const portOf = (server: RunningApp): number => (server.app.server.address() as AddressInfo).port;

/** Opens `count` sockets from `localAddress`, 100 at a time, and resolves once each is connected or refused. */
async function openMany(localAddress: string, port: number, count: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, () => connectFrom(localAddress, port));
    sockets.push(...batch);
    await Promise.all(
      batch.map(
        (socket) =>
          new Promise<void>((resolve) => {
            socket.once('connect', () => resolve());
            socket.once('close', () => resolve());
          }),
      ),
    );
  }
  return sockets;
}

describe('one address holding 1,100 idle sockets (the default configuration)', () => {
  const dist = tempDir('dist-');
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Hotel</title><div id=root></div>');
  let server: RunningApp;
  let flood: Socket[] = [];

  beforeAll(async () => {
    server = await startApp({}, { distDir: dist });
  });
  afterAll(async () => {
    flood.forEach((socket) => socket.destroy());
    await server.close();
    removeDir(dist);
  });

  it('keeps 64 of them, and another address loads the site and books within 3 s', async () => {
    const port = portOf(server);
    flood = await openMany('127.0.0.1', port, 1_100);
    const held = await waitFor(
      () => {
        const open = flood.filter((socket) => !socket.destroyed).length;
        return open <= 64 ? open : undefined;
      },
      5_000,
      'the sockets over the cap closed',
    );
    expect(held).toBe(64);

    const site = await requestFrom('127.0.0.2', port, 'GET', '/');
    expect(site.status).toBe(200);
    expect(site.body).toContain('<div id=root>');
    const booking = await requestFrom('127.0.0.2', port, 'POST', BOOK, validBooking());
    expect(booking.status).toBe(201);
    process.stdout.write(`another address during the flood: site ${site.ms} ms, booking ${booking.ms} ms\n`);
    expect(site.ms).toBeLessThan(3_000);
    expect(booking.ms).toBeLessThan(3_000);
  });
});

describe('deadlines', () => {
  it("are the README's by default: 10 s for the headers, 15 s for the request, 10 s idle, 5 s between keep-alive requests, checked every second", async () => {
    const server = await startApp();
    try {
      const http = server.app.server;
      expect(HTTP_LIMITS).toEqual({
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 15_000,
        idleTimeoutMs: 10_000,
        keepAliveTimeoutMs: 5_000,
        checkIntervalMs: 1_000,
      });
      expect(http.headersTimeout).toBe(HTTP_LIMITS.headersTimeoutMs);
      expect(http.requestTimeout).toBe(HTTP_LIMITS.requestTimeoutMs);
      expect(http.timeout).toBe(HTTP_LIMITS.idleTimeoutMs);
      expect(http.keepAliveTimeout).toBe(HTTP_LIMITS.keepAliveTimeoutMs);
    } finally {
      await server.close();
    }
  });

  // The same deadlines, shortened for the test (the server takes them from its options), so the
  // test waits a second or two rather than the production 10 s and 15 s.
  const limits = {
    headersTimeoutMs: 1_000,
    requestTimeoutMs: 1_500,
    idleTimeoutMs: 1_000,
    keepAliveTimeoutMs: 500,
    checkIntervalMs: 100,
  };

  it(`closes a silent socket at the headers deadline and cuts a body dripped slowly at the request deadline with 408 (shortened to ${limits.headersTimeoutMs} and ${limits.requestTimeoutMs} ms)`, async () => {
    const server = await startApp({}, { httpLimits: limits });
    const idle = connectFrom('127.0.0.3', portOf(server));
    const slow = connectFrom('127.0.0.4', portOf(server));
    const started = Date.now();
    let answer = '';
    slow.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    slow.write(
      `POST ${BOOK} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 600\r\n\r\n`,
    );
    // A byte every 100 ms, at most 60: the server must end it long before.
    let dripped = 0;
    const drip = setInterval(() => {
      if (slow.destroyed || dripped >= 60) return;
      dripped += 1;
      slow.write(' ');
    }, 100);
    try {
      const [idleMs, slowMs] = await Promise.all([closedAfter(idle, started), closedAfter(slow, started)]);
      process.stdout.write(
        `silent socket closed after ${idleMs} ms; dripped body cut off after ${slowMs} ms (${dripped} bytes)\n`,
      );
      // Node checks the deadlines once per checkIntervalMs.
      expect(idleMs).toBeGreaterThanOrEqual(limits.headersTimeoutMs - 100);
      expect(idleMs).toBeLessThan(limits.headersTimeoutMs + limits.checkIntervalMs + 1_000);
      expect(slowMs).toBeGreaterThanOrEqual(limits.requestTimeoutMs - 100);
      expect(slowMs).toBeLessThan(limits.requestTimeoutMs + limits.checkIntervalMs + 1_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('{"error":{"code":"request_timeout","message":"The request took too long."}}');
    } finally {
      clearInterval(drip);
      idle.destroy();
      slow.destroy();
      await server.close();
    }
  });
});

describe('malformed requests', () => {
  it('answers what the HTTP parser refuses in the API error shape and closes the socket', async () => {
    const server = await startApp();
    try {
      for (const request of [
        'GET /api/health HTTP/1.1\r\nHost: a\r\nBad Header Line\r\n\r\n',
        'probe-text nonsense\r\n\r\n',
      ]) {
        const socket = connectFrom('127.0.0.7', portOf(server));
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        socket.write(request);
        await closedAfter(socket, Date.now());
        expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
        expect(
          answer.endsWith(
            '\r\n\r\n{"error":{"code":"invalid_request","message":"The request could not be processed."}}',
          ),
        ).toBe(true);
        expect(answer).not.toContain('probe-text');
      }
    } finally {
      await server.close();
    }
  });
});

describe('behind a reverse proxy', () => {
  it('does not cap the sockets of the proxy TRUST_PROXY names, and caps everyone else (MAX_CONNECTIONS_PER_ADDRESS=5 keeps it small)', async () => {
    const server = await startApp({ TRUST_PROXY: '127.0.0.5', MAX_CONNECTIONS_PER_ADDRESS: '5' });
    const sockets: Socket[] = [];
    try {
      sockets.push(
        ...(await openMany('127.0.0.5', portOf(server), 12)),
        ...(await openMany('127.0.0.6', portOf(server), 12)),
      );
      await waitFor(
        () => sockets.filter((socket) => !socket.destroyed).length === 17,
        5_000,
        'the capped sockets closed',
      );
      expect(sockets.slice(0, 12).every((socket) => !socket.destroyed)).toBe(true);
      expect(sockets.slice(12).filter((socket) => !socket.destroyed)).toHaveLength(5);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await server.close();
    }
  });
});
