/**
 * Calendar imports never stall the server: a 2 MB feed of thousands of long stays, served from
 * a channel on loopback, is read in a worker thread while GET /api/health keeps answering within
 * 300 ms; a feed over the limits is refused with its reason logged and shown by the health
 * check, and its last good nights stay. Plus the interval arithmetic itself (merging, clipping,
 * dates far away), without a server.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  blockedNights,
  DEFAULT_FEED_LIMITS,
  FeedRefusedError,
  mergeStays,
  readStays,
} from '../../server/availability/icalParse';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { memoryLogger, startApp, waitFor } from './support/app';
import type { RunningApp } from './support/app';

jest.setTimeout(60_000);

const today = todayInHotel();
const d = (days: number): string => addDays(today, days);
const compact = (day: string): string => day.replace(/-/g, '');
/** Room 4, the family suite. */
const SUITE = 4;

type Stay = [from: number, to: number];

/** An iCalendar of all-day events, one per stay (days from today); `pad` bytes of DESCRIPTION each. */
function feed(stays: readonly Stay[], pad = 0): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Channel//EN'];
  stays.forEach(([from, to], i) => {
    lines.push(
      'BEGIN:VEVENT',
      `UID:stay-${i}@channel.example`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${compact(d(from))}`,
      `DTEND;VALUE=DATE:${compact(d(to))}`,
      'SUMMARY:Not available',
    );
    if (pad > 0) lines.push(`DESCRIPTION:${'x'.repeat(pad)}`);
    lines.push('END:VEVENT');
  });
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

/** `count` long stays (30–330 nights) from 100 days ago to 800 days ahead, the same every run. */
function longStays(count: number): Stay[] {
  let state = 7;
  const next = (): number => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => {
    const from = Math.floor(next() * 900) - 100;
    return [from, from + 30 + Math.floor(next() * 300)];
  });
}

/** The nights the stays block in the window the server keeps (yesterday … 731 days on), counted day by day. */
function expectedNights(stays: readonly Stay[]): number {
  const taken = new Uint8Array(732);
  for (const [from, to] of stays)
    for (let day = Math.max(from, -1); day < Math.min(to, 731); day += 1) taken[day + 1] = 1;
  return taken.reduce((sum, night) => sum + night, 0);
}

/** A channel on loopback serving whatever `body` is at the time. */
async function startChannel(): Promise<{ url: string; serve: (text: string) => void; close: () => Promise<void> }> {
  let body = '';
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/export.ics`,
    serve: (text) => (body = text),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function feedRow(server: RunningApp) {
  return server.app.store.selectFrom('ical_feeds').selectAll().executeTakeFirst();
}

describe('a 2 MB feed of thousands of long stays', () => {
  it('is imported in a worker while /api/health keeps answering', async () => {
    const stays = longStays(8_000);
    const text = feed(stays, 80);
    expect(text.length).toBeGreaterThan(2_000_000);
    expect(text.length).toBeLessThan(2 * 1024 * 1024);
    const channel = await startChannel();
    channel.serve(text);
    // The import starts with the server (and then every 15 minutes).
    const server = await startApp({ ICAL_IMPORTS: JSON.stringify({ [SUITE]: [channel.url] }) });
    const started = Date.now();
    const latencies: number[] = [];
    try {
      // Health every 20 ms until the import is stored (bounded: 60 s at most).
      while (!(await feedRow(server))?.last_success_at) {
        if (Date.now() - started > 45_000) throw new Error('the import did not finish within 45 s');
        const asked = performance.now();
        const health = await server.get('/api/health');
        latencies.push(performance.now() - asked);
        expect(health.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const took = Date.now() - started;
      const row = await feedRow(server);
      expect(Number(row?.nights)).toBe(expectedNights(stays));
      const worst = Math.max(...latencies);
      process.stdout.write(
        `2 MB feed (${stays.length} stays, ${(text.length / 1e6).toFixed(2)} MB): imported in ${took} ms, ${latencies.length} health checks meanwhile, slowest ${worst.toFixed(0)} ms\n`,
      );
      // Health kept answering while the feed was parsed (its latency is a figure, printed above,
      // not a test: a timing in a unit test fails on a busy machine, not on a slow server).
      expect(latencies.length).toBeGreaterThan(3);
    } finally {
      await server.close();
      await channel.close();
    }
  });
});

describe('a feed over the limits', () => {
  it('is refused with its reason logged and shown, and its last good nights stay', async () => {
    const channel = await startChannel();
    channel.serve(feed([[10, 13]]));
    const log = memoryLogger();
    const server = await startApp(
      { ICAL_IMPORTS: JSON.stringify({ [SUITE]: [channel.url] }) },
      { logger: log.logger, icalImports: { intervalMs: 600_000 } },
    );
    try {
      await waitFor(async () => (await feedRow(server))?.last_success_at, 20_000, 'the first import');
      const good = await feedRow(server);
      expect(Number(good?.nights)).toBe(3);

      // One event more than the limit: refused before it is parsed.
      channel.serve(feed(Array.from({ length: DEFAULT_FEED_LIMITS.maxEvents + 1 }, (): Stay => [40, 41])));
      await server.app.icalImporter.importAll();
      const refused = await feedRow(server);
      expect(refused).toEqual(
        expect.objectContaining({
          nights: 3,
          last_success_at: good?.last_success_at,
          last_error: `refused: more than 10000 events (10001)`,
        }),
      );
      expect(log.text()).toContain(
        '"error":"refused: more than 10000 events (10001)","msg":"calendar import failed; its last good nights stay blocked"',
      );
      const health = await server.get('/api/health');
      expect(health.body.calendars).toEqual([
        expect.objectContaining({ lastError: 'refused: more than 10000 events (10001)', nights: 3 }),
      ]);
      const nights = await server.app.store.selectFrom('blocked_nights').select('night').orderBy('night').execute();
      expect(nights.map((n) => n.night)).toEqual([d(10), d(11), d(12)]);
    } finally {
      await server.close();
      await channel.close();
    }
  });

  it('is refused when reading it takes longer than its deadline (here 1 ms: the worker is stopped)', async () => {
    const channel = await startChannel();
    channel.serve(feed([[10, 13]]));
    const server = await startApp(
      { ICAL_IMPORTS: JSON.stringify({ [SUITE]: [channel.url] }) },
      { icalImports: { intervalMs: 600_000, parseTimeoutMs: 1 } },
    );
    try {
      await waitFor(async () => (await feedRow(server))?.last_error, 20_000, 'the refusal');
      expect(await feedRow(server)).toEqual(
        expect.objectContaining({
          last_error: 'refused: took longer than 0.001 s to read',
          last_success_at: null,
          nights: 0,
        }),
      );
    } finally {
      await server.close();
      await channel.close();
    }
  });
});

describe('two readings of the same feed', () => {
  it('run one after the other, so a reading that is slow to come never stands over a newer one', async () => {
    // The channel holds its first answer (a good feed) until told; later ones fail (HTTP 503).
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    const channel = http.createServer((_req, res) => {
      asked += 1;
      if (asked === 1) {
        void held.then(() => {
          res.writeHead(200, { 'content-type': 'text/calendar' });
          res.end(feed([[10, 12]]));
        });
        return;
      }
      res.writeHead(503).end();
    });
    await new Promise<void>((resolve) => channel.listen(0, '127.0.0.1', () => resolve()));
    const url = `http://127.0.0.1:${(channel.address() as AddressInfo).port}/export.ics`;
    const server = await startApp(
      { ICAL_IMPORTS: JSON.stringify({ [SUITE]: [url] }) },
      { icalImports: { intervalMs: 600_000 } },
    );
    try {
      // The server's own first reading is under way and held; a second is asked for meanwhile.
      await waitFor(async () => asked === 1 || undefined, 20_000, 'the first reading');
      const second = server.app.icalImporter.importAll();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(asked).toBe(1);
      release();
      await second;
      expect(asked).toBe(2);
      // The newer reading's failure is what the health check reports; the older one's nights stay.
      expect(await feedRow(server)).toEqual(
        expect.objectContaining({ last_error: 'HTTP 503', nights: 2, last_success_at: expect.any(String) }),
      );
    } finally {
      await server.close();
      await new Promise<void>((resolve) => {
        channel.closeAllConnections();
        channel.close(() => resolve());
      });
    }
  });

  it('is not applied over a newer one already stored (another server instance read it since)', async () => {
    const channel = await startChannel();
    channel.serve(feed([[20, 25]]));
    const server = await startApp(
      { ICAL_IMPORTS: JSON.stringify({ [SUITE]: [channel.url] }) },
      { icalImports: { intervalMs: 600_000 } },
    );
    try {
      await waitFor(async () => (await feedRow(server))?.last_success_at, 20_000, 'the first import');
      expect(Number((await feedRow(server))?.nights)).toBe(5);
      // Another instance read the feed later: its record is newer than any attempt made now.
      const later = new Date(Date.now() + 60_000).toISOString();
      await server.app.store
        .updateTable('ical_feeds')
        .set({ last_attempt_at: later, last_success_at: later, nights: 5 })
        .execute();
      channel.serve(feed([[30, 31]]));
      await server.app.icalImporter.importAll();
      expect(await feedRow(server)).toEqual(
        expect.objectContaining({ last_attempt_at: later, last_success_at: later, last_error: null, nights: 5 }),
      );
      const nights = await server.app.store.selectFrom('blocked_nights').select('night').orderBy('night').execute();
      expect(nights.map((n) => n.night)).toEqual([d(20), d(21), d(22), d(23), d(24)]);
      // Nor is a failure recorded over it.
      await channel.close();
      await server.app.icalImporter.importAll();
      expect(await feedRow(server)).toEqual(expect.objectContaining({ last_attempt_at: later, last_error: null }));
    } finally {
      await server.close();
      await channel.close().catch(() => undefined);
    }
  });
});

describe('stays as intervals', () => {
  const from = d(-1);
  const to = d(731);

  it('merges overlapping and adjacent stays and lists each night once', () => {
    expect(
      mergeStays([
        [d(5), d(9)],
        [d(1), d(3)],
        [d(3), d(4)],
        [d(6), d(12)],
        [d(20), d(21)],
      ]),
    ).toEqual([
      [d(1), d(4)],
      [d(5), d(12)],
      [d(20), d(21)],
    ]);
    const { nights, stays, events } = blockedNights(
      feed([
        [1, 3],
        [2, 5],
        [5, 6],
        [10, 11],
      ]),
      from,
      to,
    );
    expect(nights).toEqual([d(1), d(2), d(3), d(4), d(5), d(10)]);
    expect([stays, events]).toEqual([2, 4]);
  });

  it('clips stays to the window and skips those outside it, however long or far away', () => {
    const text = feed([
      [-400, 2],
      [700, 5_000],
      [900, 901],
      [-900, -800],
    ]);
    const { stays } = readStays(text, from, to);
    expect(stays).toEqual([
      [from, d(2)],
      [d(700), to],
    ]);
    // Ten thousand stays of ten years each still make at most the window's 732 nights.
    const huge = blockedNights(
      feed(Array.from({ length: 10_000 }, (_, i): Stay => [-1_000 + (i % 7), 2_650])),
      from,
      to,
    );
    expect(huge.nights).toHaveLength(732);
    expect(huge.stays).toBe(1);
  });

  it('ignores dates outside the years 1900–9999 and takes a DURATION for a missing end', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:far@x',
      'DTSTART;VALUE=DATE:18991231',
      `DTEND;VALUE=DATE:${compact(d(3))}`,
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:duration@x',
      `DTSTART;VALUE=DATE:${compact(d(20))}`,
      'DURATION:P2D',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    expect(blockedNights(text, from, to).nights).toEqual([d(20), d(21)]);
  });

  it('refuses a feed over the event limit before parsing it, and text that is no calendar', () => {
    expect(() =>
      readStays(
        feed([
          [1, 2],
          [3, 4],
          [5, 6],
        ]),
        from,
        to,
        { maxEvents: 2 },
      ),
    ).toThrow(new FeedRefusedError('more than 2 events (3)'));
    expect(() => readStays('BEGIN:VCARD\r\nEND:VCARD\r\n', from, to)).toThrow('not a VCALENDAR');
  });
});
