/**
 * How fast the console draws the room chart (issue 51: 24 rooms × 62 nights in < 100 ms): serves
 * the built console (dist/, `npm run build` first) with a fake staff API on 127.0.0.1 (an owner's
 * session and a room chart of 24 rooms, every room booked night after night in stays of one to
 * four nights, a few out-of-service periods and closed nights), opens /staff/room-chart in
 * Debian's Chromium at 1440 × 900 and times, for each period asked (the first, then Later each
 * time), from the chart's answer received (its Resource Timing `responseEnd`) to the
 * chart in the DOM (the page's mark `room-chart:drawn`, a layout effect) and to the next frame
 * painted. Prints the median and slowest of BENCH_RUNS periods, and the number of bars.
 *
 *   npm run build && npm run bench:room-chart   (after the API's figures; BENCH_RUNS=9)
 *   BENCH_SMOKE=1 node bench/room-chart-render.js          (smoke: 2 periods, no target)
 * Exit 1 when the chart does not draw, or (not smoke) its median is over the 100 ms target.
 */
'use strict';
/* global document, requestAnimationFrame -- page.evaluate's function runs in the page */

const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { launchChromium } = require('./lib');

const SMOKE = process.env.BENCH_SMOKE === '1';
const RUNS = Number(process.env.BENCH_RUNS || (SMOKE ? 2 : 9));
const PORT = Number(process.env.BENCH_PORT || 4622);
const DAYS = 62;
const TARGET_MS = 100;
const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');

const NAMES = [
  'Aziz Karimov',
  'Oʻgʻiloy Toʻxtayeva',
  'Иван Петров',
  'Ольга Смирнова',
  'Anna Schmidt',
  'Gʻayrat Qodirov',
];
const STATUSES = ['checked_out', 'checked_in', 'confirmed', 'confirmed'];

function addDays(iso, days) {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The hotel's 24 rooms as a fresh store numbers them. */
function rooms() {
  const list = [];
  const add = (roomId, floor, first, count) => {
    for (let i = 0; i < count; i += 1) list.push({ roomId, floor, number: String(floor * 100 + first + i) });
  };
  add(1, 1, 1, 6);
  add(2, 2, 1, 8);
  add(3, 3, 1, 4);
  add(4, 4, 1, 2);
  add(5, 4, 3, 2);
  add(6, 4, 5, 2);
  return list;
}

/** A full chart: each room booked night after night over the period (stays of 1–4 nights). */
function chart(from, days, today) {
  let n = 0;
  const answer = {
    from,
    days,
    today,
    rooms: rooms().map((room, r) => {
      const stays = [];
      // The first stay began before the period: the chart clips it.
      for (let night = addDays(from, -(r % 3)); night < addDays(from, days);) {
        const nights = 1 + ((r + n) % 4);
        n += 1;
        stays.push({
          bookingId: `b${n}`,
          reference: `GH-${String(n).padStart(6, '0')}`,
          guestName: NAMES[n % NAMES.length],
          from: night,
          to: addDays(night, nights),
          status: night < today ? STATUSES[n % 2] : STATUSES[2 + (n % 2)],
        });
        night = addDays(night, nights);
      }
      return {
        id: `r${room.number}`,
        roomNumber: room.number,
        roomId: room.roomId,
        floor: room.floor,
        housekeeping: ['clean', 'dirty', 'inspected', 'clean'][r % 4],
        outOfService: r % 7 === 3 ? [{ from: addDays(from, 10), to: addDays(from, 14) }] : [],
        stays,
      };
    }),
    unassigned: [],
    closed: [{ roomId: 6, nights: [addDays(from, 20), addDays(from, 21)] }],
  };
  return answer;
}

const OWNER = { id: 's1', name: 'Bench Owner', role: 'owner', lang: 'en', passkeys: 0 };

/** The built console's files and the fake staff API. */
function serve(port) {
  const types = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.json': 'application/json' };
  const today = new Date().toISOString().slice(0, 10);
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://x');
    const json = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/staff/session') return json(200, { staff: OWNER });
    if (url.pathname === '/api/staff/room-chart') {
      const from = url.searchParams.get('from') ?? today;
      return json(200, chart(from, Number(url.searchParams.get('days') ?? DAYS), today));
    }
    if (url.pathname.startsWith('/api/')) return json(404, { error: { code: 'not_found', message: 'not found' } });
    let file = path.join(dist, path.normalize(decodeURIComponent(url.pathname)));
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      file = path.join(dist, url.pathname.startsWith('/staff') ? 'staff.html' : 'app.html');
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Waits for the chart drawn after `count` answers, and returns its render times (ms). */
async function timing(page, count) {
  await page.waitForFunction(
    (n) =>
      performance.getEntriesByName('room-chart:drawn').length >= n &&
      performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/staff/room-chart')).length >= n,
    count,
  );
  return page.evaluate(
    (n) =>
      new Promise((resolve) => {
        const drawn = performance.getEntriesByName('room-chart:drawn')[n - 1].startTime;
        const answers = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/api/staff/room-chart'));
        const received = answers[n - 1].responseEnd;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            resolve({
              render: drawn - received,
              painted: performance.now() - received,
              bars: document.querySelectorAll('[data-stay]').length,
            });
          }),
        );
      }),
    count,
  );
}

async function main() {
  if (!fs.existsSync(path.join(dist, 'staff.html'))) throw new Error('no dist/staff.html: run `npm run build` first');
  const server = await serve(PORT);
  const browser = await launchChromium();
  let failed = false;
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`http://localhost:${PORT}/staff/room-chart?days=${DAYS}`);
    const results = [await timing(page, 1)];
    for (let run = 1; run < RUNS; run += 1) {
      // Always a new period: one asked before would come from the cache, with no answer to time.
      await page.getByRole('button', { name: 'Later' }).click();
      results.push(await timing(page, run + 1));
    }
    const renders = results.map((r) => r.render);
    const painted = results.map((r) => r.painted);
    console.log(
      `room chart, 24 rooms × ${DAYS} nights, ${results[0].bars} bars, ${RUNS} periods (median / slowest ms):`,
    );
    console.log(
      `  answer → chart in the DOM       ${median(renders).toFixed(1).padStart(8)} / ${Math.max(...renders)
        .toFixed(1)
        .padStart(8)}`,
    );
    console.log(
      `  answer → next frame painted     ${median(painted).toFixed(1).padStart(8)} / ${Math.max(...painted)
        .toFixed(1)
        .padStart(8)}`,
    );
    if (results[0].bars < 24) {
      failed = true;
      console.error(`only ${results[0].bars} bars drawn`);
    }
    if (!SMOKE && median(renders) > TARGET_MS) {
      failed = true;
      console.error(`over the ${TARGET_MS} ms target`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (failed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
