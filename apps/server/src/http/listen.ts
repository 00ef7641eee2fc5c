import { readFileSync } from 'node:fs';
import { createServer, type ServerOptions } from 'node:http';
import { createSecureServer, type SecureServerOptions } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Config } from '../config';
import type { RequestListener } from './answerReplay';

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
 * `wrapListener` puts a layer in front of the app's Node listener (the answer replay).
 */
export async function listen(
  handler: { fetch: Fetch; wrapListener?: (inner: RequestListener) => RequestListener },
  config: Pick<Config, 'host' | 'port' | 'tls'>,
): Promise<Listening> {
  const { fetch, wrapListener = (inner) => inner } = handler;
  const at = { fetch, port: config.port, hostname: config.host };
  // Node's server is made here so the listener @hono/node-server hands it can be wrapped.
  const server = config.tls
    ? serve({
        ...at,
        createServer: ((options: SecureServerOptions, listener: RequestListener) =>
          createSecureServer(options, wrapListener(listener))) as typeof createSecureServer,
        serverOptions: {
          allowHTTP1: true,
          cert: readFileSync(config.tls.certFile),
          key: readFileSync(config.tls.keyFile),
        },
      })
    : serve({
        ...at,
        createServer: ((options: ServerOptions, listener: RequestListener) =>
          createServer(options, wrapListener(listener))) as typeof createServer,
      });
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
