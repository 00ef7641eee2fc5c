import {
  type CreateHandlersOptions,
  createHandlers,
  createMockStore,
  flattenHandlers,
  type MockStore,
} from '@atelier/api-client/mocks';
import { getResponse } from 'msw';
import { createTestServer, type TestServer } from '../../../apps/server/src/test/harness';

/** What a backend answered: status, parsed JSON body (null when none) and headers. */
export interface Reply {
  status: number;
  // Cases read whatever came back; each states the shape it expects.
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are inspected dynamically
  body: any;
  headers: Headers;
}

export interface RequestOptions {
  json?: unknown;
  /** A body sent as it is (e.g. broken JSON), with its own content type. */
  raw?: string;
  form?: FormData;
  headers?: Record<string, string>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';

/** One browser: its own session, kept between requests as cookies keep it. */
export interface Session {
  request(method: Method, path: string, options?: RequestOptions): Promise<Reply>;
}

export type BackendName = 'mocks' | 'server';

export interface Backend {
  readonly name: BackendName;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A new browser with no session. */
  session(): Session;
}

export const ORIGIN = 'http://api.test';

function toRequest(method: Method, path: string, options: RequestOptions, cookie?: string) {
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.raw !== undefined) body = options.raw;
  else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  if (cookie) headers.set('cookie', cookie);
  return new Request(`${ORIGIN}${path}`, { method, headers, body });
}

async function toReply(response: Response): Promise<Reply> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body, headers: response.headers };
}

/** The reference server in process: the Hono app answers Requests, no network involved. */
export function referenceServer(): Backend & { server: () => TestServer } {
  let server: TestServer | undefined;
  const current = () => {
    if (!server) throw new Error('server backend not started');
    return server;
  };
  return {
    name: 'server',
    server: current,
    async start() {
      server = await createTestServer();
    },
    async stop() {
      await server?.close();
    },
    session() {
      const cookies = new Map<string, string>();
      return {
        async request(method, path, options = {}) {
          const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
          const response = await current().app.fetch(toRequest(method, path, options, cookie));
          for (const header of response.headers.getSetCookie()) {
            const [pair = ''] = header.split(';');
            const eq = pair.indexOf('=');
            const [name, value] = [pair.slice(0, eq), pair.slice(eq + 1)];
            if (!value || /max-age=0/i.test(header)) cookies.delete(name);
            else cookies.set(name, value);
          }
          return toReply(response);
        },
      };
    },
  };
}

/**
 * The MSW handlers, called directly (no interception). The mock store keeps one signed-in user
 * where a server keeps a cookie per browser, so each session swaps its user in for its requests.
 */
export function mockBackend(
  flavour: CreateHandlersOptions = {},
): Backend & { store: () => MockStore } {
  let store: MockStore | undefined;
  let handlers: ReturnType<typeof flattenHandlers> = [];
  const current = () => {
    if (!store) throw new Error('mock backend not started');
    return store;
  };
  return {
    name: 'mocks',
    store: current,
    async start() {
      store = createMockStore();
      handlers = flattenHandlers(createHandlers(store, flavour));
    },
    async stop() {
      store = undefined;
    },
    session() {
      let userId: string | null = null;
      return {
        async request(method, path, options = {}) {
          const memory = current();
          memory.sessionUserId = userId;
          const response = await getResponse(handlers, toRequest(method, path, options));
          userId = memory.sessionUserId;
          if (!response) throw new Error(`No mock handler answers ${method} ${path}`);
          return toReply(response);
        },
      };
    },
  };
}
