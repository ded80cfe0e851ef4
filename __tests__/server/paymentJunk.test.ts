/**
 * Gateway calls cannot fill the disk: 300 unsigned calls (a wrong Payme key, a wrong Click
 * signature) and 300 junk ones (unparseable JSON, unknown methods, forms missing their fields),
 * each near the body limit, grow the SQLite store by a few kilobytes and a handful of rows, from
 * one address (limited) or from 600 (each counted).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { startApp } from './support/app';
import type { RunningApp } from './support/app';
import { SQLITE_FILE } from '../../server/db/sqlite';
import { gatewayEnv } from './support/gateways';

const PAYME_KEY = 'junk-payme-key-0123';
const GATEWAYS = { ...gatewayEnv({ payme: PAYME_KEY, click: 'junk-click-secret-0123' }), TRUST_PROXY: '127.0.0.1' };
/** Just under the gateways' body limit (16 KiB). */
const PAD = 'x'.repeat(15_000);

async function storeSize(server: RunningApp): Promise<{ bytes: number; rows: number }> {
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(server.app.store);
  const file = path.join(server.env.DATA_DIR ?? '', SQLITE_FILE);
  const tables = ['payment_calls', ...((await tableExists(server, 'payment_refusals')) ? ['payment_refusals'] : [])];
  let rows = 0;
  for (const table of tables) {
    const { rows: counted } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
      server.app.store,
    );
    rows += Number(counted[0]?.n ?? 0);
  }
  const wal = `${file}-wal`;
  return { bytes: fs.statSync(file).size + (fs.existsSync(wal) ? fs.statSync(wal).size : 0), rows };
}

async function tableExists(server: RunningApp, name: string): Promise<boolean> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from sqlite_master where type = 'table' and name = ${name}`.execute(server.app.store);
  return Number(rows[0]?.n ?? 0) > 0;
}

/** The 600 calls; `from(i)` is the address call i comes from. */
async function junk(server: RunningApp, from: (i: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  const send = async (i: number, route: string, body: string, headers: Record<string, string>) => {
    const response = await fetch(`${server.url}${route}`, {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': from(i), ...headers },
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  };
  const json = { 'content-type': 'application/json' };
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const wrongKey = { ...json, authorization: `Basic ${Buffer.from('Paycom:not-the-key').toString('base64')}` };
  const rightKey = { ...json, authorization: `Basic ${Buffer.from(`Paycom:${PAYME_KEY}`).toString('base64')}` };
  for (let i = 0; i < 150; i += 1) {
    // Unsigned: a wrong Payme key, a wrong Click signature.
    await send(
      i,
      '/api/payments/payme',
      JSON.stringify({
        jsonrpc: '2.0',
        id: i,
        method: 'CheckPerformTransaction',
        params: { amount: 1, account: { booking: 'GH-ZZZZZZ' }, pad: PAD },
      }),
      wrongKey,
    );
    const fields = {
      click_trans_id: String(1000 + i),
      service_id: '4321',
      click_paydoc_id: '1',
      merchant_trans_id: 'GH-ZZZZZZ',
      amount: '1',
      action: '0',
      error: '0',
      sign_time: '2030-01-01 10:00:00',
      sign_string: 'f'.repeat(32),
      pad: PAD,
    };
    await send(150 + i, '/api/payments/click/prepare', new URLSearchParams(fields).toString(), form);
    // Junk: bad JSON and unknown methods (with the key: what a leaked key could do), forms missing their fields.
    await send(
      300 + i,
      '/api/payments/payme',
      i % 2 === 0
        ? `{"jsonrpc":"2.0","id":${i},"method":"${PAD}`
        : JSON.stringify({ jsonrpc: '2.0', id: i, method: `Steal${i}`, params: { pad: PAD } }),
      rightKey,
    );
    await send(
      450 + i,
      '/api/payments/click/complete',
      new URLSearchParams({ click_trans_id: String(i), pad: PAD }).toString(),
      form,
    );
  }
  return statuses;
}

const figures: string[] = [];
afterAll(() => {
  if (figures.length > 0) process.stdout.write(`\n${figures.join('\n')}\n`);
});

describe('300 unsigned and 300 junk gateway calls on SQLite', () => {
  it.each([
    ['one address', () => '10.7.0.1'],
    ['600 addresses', (i: number) => `10.8.${Math.floor(i / 250)}.${i % 250}`],
  ] as const)(
    'from %s grow the store by a few kilobytes',
    async (label, from) => {
      const server = await startApp(GATEWAYS);
      try {
        const before = await storeSize(server);
        const statuses = await junk(server, from);
        const after = await storeSize(server);
        const limited = statuses.filter((s) => s === 429).length;
        figures.push(
          `${label}: +${after.bytes - before.bytes} bytes (${before.bytes} → ${after.bytes}), +${after.rows - before.rows} rows, ${limited} of 600 answered 429`,
        );
        expect(after.bytes - before.bytes).toBeLessThan(200_000);
        expect(after.rows - before.rows).toBeLessThan(100);
      } finally {
        await server.close();
      }
    },
    120_000,
  );
});
