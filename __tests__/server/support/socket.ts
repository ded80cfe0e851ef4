/**
 * Raw TCP on 127.0.0.1, for the tests about the socket itself: HTTP requests written by hand on
 * connections a test holds open (from other loopback addresses too), and a relay whose cable can
 * be cut.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export function openSocket(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * A connection to 127.0.0.1:`port` from another loopback address (127.0.0.2, …: all of 127/8 is
 * this machine on Linux), so one test process stands for several clients.
 */
export function connectFrom(localAddress: string, port: number): net.Socket {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress });
  socket.on('error', () => undefined);
  return socket;
}

/** Resolves once `socket` is closed, with the milliseconds since `since`. */
export function closedAfter(socket: net.Socket, since: number): Promise<number> {
  return new Promise((resolve) => {
    if (socket.destroyed) resolve(Date.now() - since);
    else socket.once('close', () => resolve(Date.now() - since));
  });
}

/** One HTTP request from `localAddress` (a fresh connection), its answer and how long it took. */
export function requestFrom(
  localAddress: string,
  port: number,
  method: string,
  route: string,
  body?: unknown,
): Promise<RawAnswer & { ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connectFrom(localAddress, port);
    socket.once('error', reject);
    readResponse(socket).then((answer) => {
      socket.destroy();
      resolve({ ...answer, ms: Date.now() - started });
    }, reject);
    socket.write(requestText(method, route, body));
  });
}

/** An HTTP/1.1 request as text. */
export function requestText(
  method: string,
  route: string,
  body?: unknown,
  headers: Record<string, string> = {},
  close = true,
): string {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const lines = [`${method} ${route} HTTP/1.1`, 'Host: 127.0.0.1', `Connection: ${close ? 'close' : 'keep-alive'}`];
  if (body !== undefined) lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(payload)}`);
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n${payload}`;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any JSON shape: the tests check it with expect
  body: any;
}

/** Reads one HTTP response (Content-Length framed) from the socket. */
export function readResponse(socket: net.Socket): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let buffer = Buffer.alloc(0);
    const onData = (chunk: Buffer): void => {
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine, ...headerLines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      const length = Number(headers['content-length'] ?? 0);
      if (buffer.length < end + 4 + length) return;
      socket.off('data', onData);
      socket.off('close', onClose);
      const text = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
      resolve({
        status: Number(statusLine?.split(' ')[1]),
        headers,
        body: text.startsWith('{') ? JSON.parse(text) : text,
      });
    };
    const onClose = (): void => reject(new Error(`connection closed after ${buffer.length} bytes`));
    socket.on('data', onData);
    socket.once('close', onClose);
  });
}

export interface TcpFixture {
  port: number;
  /** Stops all traffic: open connections go silent, new ones are accepted and never answered. */
  freeze(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay on 127.0.0.1 to `targetPort` (a database seen through a cable that can be cut),
 * or, without a target, a port that accepts connections and never says a word.
 */
export async function startTcpRelay(targetPort?: number): Promise<TcpFixture> {
  const sockets = new Set<net.Socket>();
  let frozen = targetPort === undefined;
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (frozen || targetPort === undefined) return;
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    // Forward only while not frozen; a frozen relay swallows the bytes and keeps both ends open.
    client.on('data', (chunk: Buffer) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!frozen) client.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    freeze: () => {
      frozen = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
