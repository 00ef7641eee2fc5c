/**
 * The ceiling for the server's throughput: bare node:http answering every request with the same
 * bytes and headers the reference server sent (BODY_FILE, HEADERS as JSON), on 127.0.0.1.
 * Forked by throughput.ts; tells its parent `{ url }` over IPC.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const body = readFileSync(process.env.BODY_FILE ?? '');
const headers = JSON.parse(process.env.HEADERS ?? '{}') as Record<string, string>;
const server = createServer((_request, response) => {
  response.writeHead(200, { ...headers, 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.send?.({ url: `http://127.0.0.1:${port}` });
});
process.on('disconnect', () => process.exit(0));
