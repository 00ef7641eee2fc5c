import { createServer } from 'node:net';

export interface HeldPort {
  port: number;
  /** Stops holding the port, for the process that is about to listen on it. */
  release(): Promise<void>;
}

/**
 * A free port on 127.0.0.1, held by a listener until `release`: nothing else (an outgoing
 * connection's ephemeral port included) can take it while the caller gets ready to listen.
 */
export function reservePort(): Promise<HeldPort> {
  return new Promise((resolve, reject) => {
    const holder = createServer();
    holder.once('error', reject);
    holder.listen(0, '127.0.0.1', () => {
      const address = holder.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ port, release: () => new Promise((done) => holder.close(() => done())) });
    });
  });
}

/** A port nobody listens on right now, on 127.0.0.1, for a process that listens at once. */
export async function freePort(): Promise<number> {
  const { port, release } = await reservePort();
  await release();
  return port;
}
