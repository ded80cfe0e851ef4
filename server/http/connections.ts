/**
 * Connections: how long a client may take, and how many sockets one address may hold.
 *
 * Node's HTTP server keeps a socket for as long as its client dawdles unless told otherwise; one
 * address opening a thousand idle sockets, or dripping a body a byte a second, would hold every
 * slot. So every phase has a deadline (HTTP_LIMITS), checked every second, and each address may
 * hold at most MAX_CONNECTIONS_PER_ADDRESS sockets at once: the next one is closed as soon as it
 * is accepted, before a byte is read, so the rest of MAX_CONNECTIONS stays free for everyone else.
 *
 * Behind a reverse proxy every socket comes from the proxy and carries many guests: the sockets
 * from an address TRUST_PROXY trusts are not capped per address (the proxy is the place to limit
 * its own clients' connections); a hop count trusts whoever connects, so it turns the per-address
 * cap off and only MAX_CONNECTIONS holds.
 */
import { BlockList, isIP } from 'node:net';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** The time limits of a request, in milliseconds (server/README.md, "Connections", says the same). */
export const HTTP_LIMITS = {
  /** From the connection (or the end of the previous request) to the end of the request's headers. */
  headersTimeoutMs: 10_000,
  /** From the start of a request to the end of its body: a body dripping slowly is cut off here. */
  requestTimeoutMs: 15_000,
  /** A socket with no byte either way is closed (Fastify's connectionTimeout). */
  idleTimeoutMs: 10_000,
  /** An idle keep-alive connection between two requests is closed. */
  keepAliveTimeoutMs: 5_000,
  /** How often Node checks the header and request deadlines (its default, 30 s, would add up to that much). */
  checkIntervalMs: 1_000,
} as const;

/** The shape of HTTP_LIMITS; tests build the app with shorter ones (BuildOptions.httpLimits). */
export type HttpLimits = { readonly [K in keyof typeof HTTP_LIMITS]: number };

/** IPv4 as the socket shows it on a dual-stack listener (::ffff:203.0.113.7) is the IPv4 address. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * Which socket addresses are exempt from the per-address cap: the proxies TRUST_PROXY names
 * (addresses and CIDR ranges), everyone with a hop count, nobody without TRUST_PROXY.
 */
export function proxyExemption(trustProxy: false | number | readonly string[]): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return () => true;
  const proxies = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const plain = plainAddress(address);
    return proxies.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Counts each address's open sockets and closes those beyond `perAddress` as soon as they arrive. */
export function capConnectionsPerAddress(
  server: Server,
  perAddress: number,
  exempt: (address: string) => boolean,
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) {
      // Already gone (reset while being accepted).
      socket.destroy();
      return;
    }
    const key = plainAddress(address);
    if (exempt(key)) return;
    const count = open.get(key) ?? 0;
    if (count >= perAddress) {
      // No answer: a client over its share gets nothing to parse, and costs nothing more.
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
