import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address. X-Forwarded-For is read only when TRUST_PROXY says how many reverse
 * proxies stand in front: each appends the address it saw, so with N trusted proxies the client
 * is the N-th entry from the end. Anything before that was written by the client and is ignored;
 * without a trusted proxy any client could set the header and dodge the limits.
 */
export function clientIp(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const client = hops[hops.length - trustedProxies];
    if (client) return client;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'local';
  }
}
