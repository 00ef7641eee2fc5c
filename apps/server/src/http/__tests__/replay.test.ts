import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RequestEntry } from '../../requestLine';
import { CLIENT_ORIGIN, createTestServer, type TestServer } from '../../test/harness';
import { answerReplay } from '../answerReplay';
import { type Listening, listen } from '../listen';

let t: TestServer;
let served: Listening;
/** Requests that reached the app (the rest were replayed). */
let appCalls = 0;
let log: RequestEntry[] = [];

beforeAll(async () => {
  t = await createTestServer({ products: 6 });
  // The app's request log and the replay's write to the same place, as in production.
  t.deps.logRequest = (entry) => log.push(entry);
  const fetch: typeof t.app.fetch = (req, env) => {
    appCalls += 1;
    return t.app.fetch(req, env);
  };
  served = await listen(answerReplay(fetch, t.deps), { host: '127.0.0.1', port: 0 });
  // On PostgreSQL nothing is kept until the server has read the shared catalogue version once.
  await get('/api/shop/products/get?page=1&limit=1');
});
afterAll(async () => {
  await served?.close();
  await t?.close();
});
beforeEach(() => {
  appCalls = 0;
  log = [];
});

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request with exactly these headers; the answer's bytes as sent (nothing decoded). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${served.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** What must be the same in a replayed answer: everything but the request id and the date. */
const same = ({ status, headers, body }: Raw) => {
  const { 'x-request-id': _id, date: _date, ...rest } = headers;
  return { status, headers: rest, body: body.toString('latin1') };
};

const PAGE = '/api/shop/products/get?sortBy=price-lowtohigh&page=1&limit=4&fields=card';

describe('answer replay', () => {
  it("replays a guest's repeated page of cards byte for byte, with its own request id and log line", async () => {
    const first = await get(PAGE, { 'accept-encoding': 'br, gzip' });
    const again = await get(PAGE, { 'accept-encoding': 'br, gzip' });
    expect(appCalls).toBe(1);
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(same(again)).toEqual(same(first));
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(log.map(({ requestId, ms: _ms, ...entry }) => ({ ...entry, id: requestId }))).toEqual(
      [first, again].map((answer) => ({
        method: 'GET',
        path: '/api/shop/products/get',
        status: 200,
        userId: undefined,
        id: answer.headers['x-request-id'],
      })),
    );
  });

  it('keeps each encoding, origin and conditional request apart', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip' },
      { origin: CLIENT_ORIGIN },
      { origin: 'https://elsewhere.example' },
    ];
    const firsts = [];
    for (const headers of variants) firsts.push(await get(PAGE, headers));
    const etag = firsts[0]?.headers.etag as string;
    const notModified = await get(PAGE, { 'if-none-match': etag });
    expect(appCalls).toBe(variants.length + 1);
    expect(firsts.map((answer) => answer.headers['content-encoding'])).toEqual([
      undefined,
      'gzip',
      undefined,
      undefined,
    ]);
    expect(firsts[2]?.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
    expect(firsts[3]?.headers['access-control-allow-origin']).toBeUndefined();
    expect(notModified.status).toBe(304);

    for (const [i, headers] of variants.entries()) {
      expect(same(await get(PAGE, headers)), JSON.stringify(headers)).toEqual(same(firsts[i]!));
    }
    expect(same(await get(PAGE, { 'if-none-match': etag }))).toEqual(same(notModified));
    expect(appCalls).toBe(variants.length + 1);
  });

  it('never gives one origin the answer made for a request that named two', async () => {
    // Two Origin headers reach the app joined, as one origin it does not allow.
    const answer = await new Promise<string>((resolve, reject) => {
      const { host, port } = new URL(served.url);
      const socket = connect(Number(port), '127.0.0.1');
      let text = '';
      socket.on('data', (data) => {
        text += data.toString('latin1');
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
      socket.write(
        `GET ${PAGE} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${CLIENT_ORIGIN}\r\nOrigin: https://evil.example\r\nConnection: close\r\n\r\n`,
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).not.toMatch(/access-control-allow-origin/i);
    const single = await get(PAGE, { origin: CLIENT_ORIGIN });
    expect(single.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
  });

  it("shows an admin's change to the next guest at once", async () => {
    const url = '/api/shop/products/get?sortBy=price-lowtohigh&page=1&limit=1&fields=card';
    const top = () => get(url).then((answer) => JSON.parse(answer.body.toString()).data[0]);
    const before = await top();
    expect(await top()).toEqual(before);
    const { client } = await t.admin();
    const product = (await client.get(`/api/shop/products/get/${before._id}`)).body.data;
    const edited = await client.put(`/api/admin/products/edit/${before._id}`, {
      ...product,
      title: 'Renamed Cheapest',
    });
    expect(edited.status).toBe(200);
    appCalls = 0;
    expect((await top()).title).toBe('Renamed Cheapest');
    expect(appCalls).toBe(1);
  });

  it('asks the app again once the catalogue cache’s time limit has passed', async () => {
    await get(PAGE);
    await get(PAGE);
    expect(appCalls).toBe(1);
    t.advance(t.config.catalogCacheTtlMs);
    await get(PAGE);
    expect(appCalls).toBe(2);
  });

  it('sends signed-in shoppers, other methods and other routes to the app every time', async () => {
    const { client } = await t.shopper();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const product = (JSON.parse((await get(PAGE)).body.toString()).data[0] as { _id: string })._id;
    appCalls = 0;
    const asked: Array<[string, Record<string, string>, string?]> = [
      [PAGE, { cookie }],
      [PAGE, { authorization: 'Bearer x' }],
      [PAGE, {}, 'HEAD'],
      [`/api/shop/products/get/${product}`, {}],
      ['/api/shop/products/get?page=0', {}],
      ['/api/health', {}],
    ];
    for (const round of [1, 2]) {
      for (const [path, headers, method] of asked) {
        const answer = await get(path, headers, method);
        expect(answer.status, `${method ?? 'GET'} ${path}`).toBe(
          path.endsWith('page=0') ? 400 : 200,
        );
      }
      expect(appCalls).toBe(asked.length * round);
    }
  });

  it('replays a search', async () => {
    const first = await get('/api/shop/search/shirt%20cotton');
    const again = await get('/api/shop/search/shirt%20cotton');
    expect(appCalls).toBe(1);
    expect(same(again)).toEqual(same(first));
    expect(log.map((entry) => entry.path)).toEqual([
      '/api/shop/search/shirt cotton',
      '/api/shop/search/shirt cotton',
    ]);
  });
});
