import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The socket's address. X-Forwarded-For is ignored on purpose: without a known proxy in front,
 * any client could set it and dodge the login limiter.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'local';
  }
}
