/**
 * What the fake gateways' checkout pages share: a loopback HTTP server, a tiny HTML page with the
 * amount and a "Pay" button, and the form the button posts.
 */
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Grouped digits and "so'm", as the hotel writes amounts. */
export function som(amount: number): string {
  return `${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} so'm`;
}

/** The checkout page: the gateway's name, the amount, the booking and a Pay button posting `hidden`. */
export function checkoutPage(
  gateway: string,
  amountSom: number,
  booking: string,
  hidden: Record<string, string>,
): string {
  const inputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(gateway)} (fake)</title></head><body>
<h1>${escapeHtml(gateway)} (fake checkout)</h1>
<p>Booking <strong data-testid="booking">${escapeHtml(booking)}</strong></p>
<p>Amount <strong data-testid="amount">${escapeHtml(som(amountSom))}</strong></p>
<form method="post" action="/pay">${inputs}<button type="submit">Pay</button></form>
</body></html>`;
}

export function readBody(req: IncomingMessage, limit = 64 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': type, ...headers });
  res.end(body);
}

export interface PageServer {
  url: string;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 (`port`, or any free one) with `handle`; a thrown error is a 500 page. */
export async function listenPages(
  port: number,
  handle: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>,
): Promise<PageServer> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    handle(req, res, url).catch((error: unknown) =>
      send(res, 500, 'text/plain; charset=utf-8', `fake gateway failed: ${(error as Error).message}`),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A fake told to hang holds its answer; closing does not wait for it.
        server.closeAllConnections();
      }),
  };
}

/**
 * A fiscal receipt's address as the tax office's receipt pages have them (ofd.soliq.uz/epi?t=
 * terminal&r=receipt&c=time&s=fiscal sign), on a fake's own origin.
 */
export function fakeReceiptUrl(
  origin: string,
  receipt: { terminalId: string; receiptId: number; date: string; fiscalSign: string },
): string {
  return `${origin}/ofd/epi?t=${receipt.terminalId}&r=${receipt.receiptId}&c=${receipt.date}&s=${receipt.fiscalSign}`;
}

/** The tax office's receipt page, as a fake serves it at GET /ofd/epi. */
export function receiptPage(query: URLSearchParams): string {
  const rows = [
    ['Terminal', query.get('t') ?? ''],
    ['Receipt', query.get('r') ?? ''],
    ['Date', query.get('c') ?? ''],
    ['Fiscal sign', query.get('s') ?? ''],
  ]
    .map(([label, value]) => `<tr><th>${escapeHtml(label ?? '')}</th><td>${escapeHtml(value ?? '')}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fiscal receipt (fake)</title></head><body><h1>Fiscal receipt (fake tax office)</h1><table>${rows}</table></body></html>`;
}

/** 14 digits of a moment, as fiscal modules date receipts (YYYYMMDDhhmmss, Tashkent). */
export function fiscalDate(date: Date = new Date()): string {
  return new Date(date.getTime() + 5 * 3600_000).toISOString().slice(0, 19).replace(/\D/g, '');
}
