import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import { getPath } from 'hono/utils/url';
import type { LogRequest } from '../requestLine';
import type { CatalogCache, CatalogStamp } from '../services/catalogCache';
import { type AnswerHeaders, completeAnswerOf } from './answerHeaders';
import { ByteCache } from './middleware/byteCache';

type Incoming = IncomingMessage | Http2ServerRequest;
type Outgoing = ServerResponse | Http2ServerResponse;
export type RequestListener = (incoming: Incoming, outgoing: Outgoing) => unknown;
type Fetch = (request: Request, env: { incoming?: Incoming } | undefined) => unknown;

/**
 * Request headers a replayable answer may differ by, besides its URL: the ones its middleware
 * and route read (Accept-Encoding and If-None-Match: the encoding and the 304; Origin: CORS;
 * the host: the URL Hono builds, which fails without one), each with its place in the key.
 */
const KEY_HEADERS = new Map([
  ['host', 0],
  [':authority', 0],
  ['accept-encoding', 1],
  ['origin', 2],
  ['if-none-match', 3],
]);
/** Headers that make a request a particular user's: such a request always goes to the app. */
const PERSONAL = new Set(['cookie', 'authorization']);

const REPLAYABLE = Symbol('replayable answer');
const PENDING = Symbol('replay key and stamp');

interface Pending {
  key: string;
  stamp: CatalogStamp;
}

interface Kept {
  status: number;
  /** As the app sent them, less the request id (each answer gets its own). */
  headers: AnswerHeaders;
  body: Uint8Array | null;
  /** The path the request log records (Hono's `c.req.path`). */
  path: string;
  stamp: CatalogStamp;
}

/**
 * Marks an answer built whole from the catalogue cache's text (see preparedJson) as fit to be
 * replayed to a guest who asks the same: it depends on nothing but the URL, the KEY_HEADERS and
 * the catalogue.
 */
export function replayable(response: Response): Response {
  (response as Response & { [REPLAYABLE]?: true })[REPLAYABLE] = true;
  return response;
}

/**
 * The key a guest's GET is kept and found under: the URL and the KEY_HEADERS' values as the app
 * reads them (Node keeps the first Host and joins repeats of the others with commas: two Origin
 * headers are one origin the app does not know, never the first of them), in a fixed order.
 */
export function replayKey(incoming: Incoming): string | undefined {
  if (incoming.method !== 'GET') return undefined;
  const values: Array<string | undefined> = [];
  const raw = incoming.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    if (PERSONAL.has(name)) return undefined;
    const place = KEY_HEADERS.get(name);
    if (place === undefined) continue;
    const value = raw[i + 1] as string;
    const had = values[place];
    values[place] = had === undefined ? value : place === 0 ? had : `${had}, ${value}`;
  }
  let key = incoming.url;
  for (let place = 0; place < 4; place += 1) {
    if (values[place] !== undefined) key += `\n${place}${values[place]}`;
  }
  return key;
}

export interface AnswerReplay {
  /** The app's fetch; keeps the replayable answers it gives to guests. */
  fetch: Fetch;
  /** Node's request listener around the app's: replays what is kept, hands the rest on. */
  wrapListener(inner: RequestListener): RequestListener;
}

export interface ReplayLimits {
  entries: number;
  bytes: number;
}

/**
 * Answers a guest's repeated catalogue reads (the listing's pages, search) straight from the
 * bytes the app sent last time, before @hono/node-server and Hono build a request, a context and
 * nine middleware layers around it: a cached first page of cards took 36 to 40 µs of CPU a
 * request through them here, and takes 26 to 30 replayed (bare node:http: 18 to 23). An answer
 * is replayed only to a request with the same URL and KEY_HEADERS, while the catalogue is as it
 * was when the app made it (`CatalogCache.isCurrent`: the same version, within its time limit),
 * with a fresh request id and the app's log line; anything else goes to the app as before.
 */
export function answerReplay(
  fetch: Fetch,
  deps: { catalogCache: CatalogCache; logRequest: LogRequest },
  limits: ReplayLimits = { entries: 1000, bytes: 32 * 1024 * 1024 },
): AnswerReplay {
  const { catalogCache, logRequest } = deps;
  const kept = new ByteCache<string, Kept>(limits.entries, limits.bytes);

  const keep = (incoming: Incoming, pending: Pending, response: unknown) => {
    if (!(response as { [REPLAYABLE]?: true } | null)?.[REPLAYABLE]) return;
    const answer = completeAnswerOf(response as Response);
    if (!answer) return;
    const { 'x-request-id': _id, ...headers } = answer.headers;
    if (answer.body) headers['content-length'] = String(answer.body.byteLength);
    const path = getPath({ url: `http://replay${incoming.url}` } as Request);
    const entry = { ...answer, headers, path, stamp: pending.stamp };
    kept.set(pending.key, entry, (answer.body?.byteLength ?? 0) + pending.key.length + 512);
  };

  const send = (entry: Kept, outgoing: Outgoing, started: number) => {
    const requestId = randomUUID();
    outgoing.writeHead(entry.status, { ...entry.headers, 'x-request-id': requestId });
    // HTTP/2's compatibility answer ends the same way.
    (outgoing as ServerResponse).end(entry.body);
    logRequest({
      requestId,
      method: 'GET',
      path: entry.path,
      status: entry.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: undefined,
    });
  };

  return {
    fetch(request, env) {
      const answer = fetch(request, env);
      const incoming = env?.incoming as (Incoming & { [PENDING]?: Pending }) | undefined;
      const pending = incoming?.[PENDING];
      if (incoming && pending) {
        Promise.resolve(answer).then(
          (response) => keep(incoming, pending, response),
          () => {},
        );
      }
      return answer;
    },

    wrapListener(inner) {
      const toApp = (key: string, incoming: Incoming, outgoing: Outgoing) => {
        const stamp = catalogCache.stamp();
        if (stamp) (incoming as Incoming & { [PENDING]?: Pending })[PENDING] = { key, stamp };
        return inner(incoming, outgoing);
      };
      return (incoming, outgoing) => {
        const key = replayKey(incoming);
        if (key === undefined) return inner(incoming, outgoing);
        const started = performance.now();
        const entry = kept.get(key);
        if (!entry) return toApp(key, incoming, outgoing);
        const current = catalogCache.isCurrent(entry.stamp);
        if (current === true) return send(entry, outgoing, started);
        if (current === false) {
          kept.delete(key);
          return toApp(key, incoming, outgoing);
        }
        return current.then(
          (yes) => (yes ? send(entry, outgoing, started) : toApp(key, incoming, outgoing)),
          () => toApp(key, incoming, outgoing),
        );
      };
    },
  };
}
