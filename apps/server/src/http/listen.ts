import { readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Config } from '../config';

type Fetch = Parameters<typeof serve>[0]['fetch'];

export interface Listening {
  /** Where this server answers, as `http(s)://host:port` with the port it was given. */
  url: string;
  close(): Promise<void>;
  /** The node server, for callers that need its events. */
  server: ReturnType<typeof serve>;
}

/**
 * Serves `fetch` on the configured host and port. With a certificate (TLS_CERT_FILE and
 * TLS_KEY_FILE) it speaks HTTPS: HTTP/2 to browsers, which then load the shell's files over one
 * connection whose window has already grown, and HTTP/1.1 to clients without HTTP/2.
 */
export async function listen(
  fetch: Fetch,
  config: Pick<Config, 'host' | 'port' | 'tls'>,
): Promise<Listening> {
  const tls = config.tls
    ? {
        createServer: createSecureServer,
        serverOptions: {
          allowHTTP1: true,
          cert: readFileSync(config.tls.certFile),
          key: readFileSync(config.tls.keyFile),
        },
      }
    : {};
  const server = serve({ fetch, port: config.port, hostname: config.host, ...tls });
  // A port already taken fails the start with its own error.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `${config.tls ? 'https' : 'http'}://${host}:${port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Kept-alive HTTP/1.1 sockets would hold close() open until they time out.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
