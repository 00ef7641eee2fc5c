import { encodeCursor, FIELD_PROBLEMS, SERVER_MESSAGES } from '@atelier/api-client';
import type { Reply, Session } from '../backends';
import { type ContractCase, invalid, refused } from '../case';
import type { World } from '../world';

/** The answer of a back office's searched list (products, orders, customers): one page. */
export const searchPageShape = <Row>(row: Row) =>
  ({
    success: 'boolean',
    data: [row],
    total: 'number',
    totalIsExact: 'boolean',
    nextCursor: { optional: 'string' },
  }) as const;

/**
 * A searched list's case builder: `rows` made once per backend, searched by their word (as
 * `asked` writes it) with more parameters; the rows must read `expected` (as `labels` names
 * them) with that many counted exactly.
 */
export const searchRows =
  (search: {
    path: string;
    rows: (w: World) => Promise<{ admin: Session; word: string }>;
    asked: (word: string) => string;
    labels: (reply: Reply) => string[];
  }) =>
  (extra: string, expected: string[]): ContractCase['run'] =>
  async (w) => {
    const { admin, word } = await search.rows(w);
    const reply = await admin.request('GET', `${search.path}?q=${search.asked(word)}${extra}`);
    const got = search.labels(reply).join('|');
    if (got !== expected.join('|')) throw new Error(`got ${got}, not ${expected.join('|')}`);
    if (reply.body.total !== expected.length || reply.body.totalIsExact !== true) {
      throw new Error(
        `total ${reply.body.total} (${reply.body.totalIsExact}), not ${expected.length}`,
      );
    }
    return reply;
  };

/** What every searched list refuses in its paging: cursors it did not give, pages over 200. */
export const pagingRefusals = (path: string): ContractCase[] => [
  {
    endpoint: `GET ${path}`,
    name: 'refuses a cursor it did not give',
    kind: 'validation',
    run: (w) => w.admin().then((admin) => admin.request('GET', `${path}?cursor=bm90LWEtY3Vyc29y`)),
    expect: refused(400, SERVER_MESSAGES.common.badCursor),
  },
  {
    endpoint: `GET ${path}`,
    name: 'refuses a well-formed cursor that names no row of this list',
    kind: 'validation',
    run: (w) =>
      w
        .admin()
        .then((admin) => admin.request('GET', `${path}?cursor=${encodeCursor(['no such row'])}`)),
    expect: refused(400, SERVER_MESSAGES.common.badCursor),
  },
  {
    endpoint: `GET ${path}`,
    name: 'refuses more than 200 rows a page',
    kind: 'validation',
    run: (w) => w.admin().then((admin) => admin.request('GET', `${path}?limit=201`)),
    expect: invalid('limit', FIELD_PROBLEMS.atMost(200)),
  },
];
