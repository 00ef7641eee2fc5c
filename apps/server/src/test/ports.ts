import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface HeldPort {
  port: number;
  /** Stops holding the port, for the process that is about to listen on it. */
  release(): Promise<void>;
}

/**
 * A free port on 127.0.0.1 (`port`, or any when 0), held by a listener until `release`: nothing
 * else (an outgoing connection's ephemeral port included) can take it while the caller gets
 * ready to listen. Fails when `port` is taken.
 */
export function reservePort(port = 0): Promise<HeldPort> {
  return new Promise((resolve, reject) => {
    const holder = createServer();
    holder.once('error', reject);
    holder.listen(port, '127.0.0.1', () => {
      const address = holder.address();
      const held = typeof address === 'object' && address ? address.port : 0;
      resolve({ port: held, release: () => new Promise((done) => holder.close(() => done())) });
    });
  });
}

/** The lowest port freePort gives: well above the ports services are usually given. */
const LOWEST = 20_000;

/**
 * Where the kernel takes ports for outgoing connections (and for `listen(0)`): Linux says; other
 * systems use IANA's range.
 */
function ephemeralStart(): number {
  try {
    const low = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s/)[0],
    );
    if (low > LOWEST + 1000) return low;
  } catch {
    // Not Linux.
  }
  return 49152;
}

/**
 * A port nobody listens on right now, on 127.0.0.1, for a process about to listen on it. It is
 * taken below the ephemeral range: a port from there (what `listen(0)` gives) could go to an
 * outgoing connection in the seconds a server takes to start, and once did to the shell's.
 */
export async function freePort(): Promise<number> {
  const below = ephemeralStart();
  for (let tries = 0; tries < 20; tries += 1) {
    const held = await reservePort(LOWEST + Math.floor(Math.random() * (below - LOWEST))).catch(
      () => null,
    );
    if (held) {
      await held.release();
      return held.port;
    }
  }
  const { port, release } = await reservePort();
  await release();
  return port;
}
