import {
  type CustomerDetails,
  type CustomerSummary,
  FIELD_PROBLEMS,
  SERVER_MESSAGES,
} from '@atelier/api-client';
import type { Reply, Session } from '../backends';
import { accessCases, type ContractCase, invalid, refused, UNKNOWN_ID } from '../case';
import { ADDRESS, MESSAGE, ORDER } from '../shapes';
import type { Shopper, World } from '../world';
import { pagingRefusals, searchPageShape } from './searchPage';

const BASE = '/api/admin/customers';
const MESSAGES = SERVER_MESSAGES.adminCustomers;
const SUMMARY = {
  id: 'string',
  userName: 'string',
  email: 'string',
  verified: 'boolean',
  blocked: 'boolean',
  orderCount: 'number',
  totalSpent: 'number',
  // An ISO time, or null before the first order.
  lastOrderDate: 'any',
} as const;
const PAGE = searchPageShape(SUMMARY);
const HISTORY = {
  _id: 'string',
  kind: 'string',
  at: 'string',
  by: 'string',
  reason: { optional: 'string' },
} as const;
const DETAILS = {
  success: 'boolean',
  data: {
    ...SUMMARY,
    joinedAt: 'string',
    block: 'any',
    addresses: [ADDRESS],
    orders: [ORDER],
    history: [HISTORY],
  },
} as const;

/** A word no other shopper's name holds, so a case sees only its own shoppers. */
const token = () => `Qc${Math.random().toString(36).slice(2, 10)}`;

/** Three shoppers named with one token, signed up in the order Charlie, alpha, Bravo. */
async function threeShoppers(w: World) {
  const word = token();
  const shoppers: Shopper[] = [];
  for (const name of ['Charlie', 'alpha', 'Bravo'])
    shoppers.push(await w.shopper(`${word} ${name}`));
  return { admin: await w.admin(), word, shoppers };
}

function expectNames(reply: Reply, expected: string[]) {
  const got = (reply.body.data as CustomerSummary[]).map((c) => c.userName.split(' ')[1]);
  if (got.join('|') !== expected.join('|'))
    throw new Error(`got ${got.join('|')}, not ${expected.join('|')}`);
}

const block = (admin: Session, id: string, reason = 'Chargebacks on three orders') =>
  admin.request('POST', `${BASE}/block/${id}`, { json: { reason } });

export const adminCustomerCases: ContractCase[] = [
  {
    endpoint: `GET ${BASE}/search`,
    name: 'finds shoppers by part of the name in any case, newest first, with an exact count',
    kind: 'extension',
    run: async (w) => {
      const { admin, word } = await threeShoppers(w);
      const reply = await admin.request('GET', `${BASE}/search?q=${word.toUpperCase()}`);
      expectNames(reply, ['Bravo', 'alpha', 'Charlie']);
      if (reply.body.total !== 3 || !reply.body.totalIsExact) throw new Error('count is not 3');
      return reply;
    },
    expect: { status: 200, shape: PAGE },
  },
  {
    endpoint: `GET ${BASE}/search`,
    name: 'finds a shopper by part of the e-mail address, with their order figures',
    kind: 'extension',
    run: async (w) => {
      const shopper = await w.shopper();
      const { payload } = await w.order(shopper, 'cod');
      const admin = await w.admin();
      const reply = await admin.request('GET', `${BASE}/search?q=${shopper.email.slice(0, 20)}`);
      const [row] = reply.body.data as CustomerSummary[];
      if (reply.body.data.length !== 1 || row?.id !== shopper.user.id) throw new Error('not found');
      if (row.orderCount !== 1 || row.totalSpent !== payload.totalAmount || !row.lastOrderDate) {
        throw new Error(`figures ${JSON.stringify(row)} for one order of ${payload.totalAmount}`);
      }
      if (!row.verified || row.blocked) throw new Error('flags wrong');
      return reply;
    },
    expect: { status: 200, shape: PAGE },
  },
  {
    endpoint: `GET ${BASE}/search`,
    name: 'never lists an admin, and takes % and _ literally',
    kind: 'extension',
    run: async (w) => {
      const admin = await w.admin();
      const admins = await admin.request('GET', `${BASE}/search?q=admin@atelier.test`);
      if (admins.body.data.length !== 0) throw new Error('an admin is listed');
      return admin.request('GET', `${BASE}/search?q=%25_%25`);
    },
    expect: { status: 200, shape: PAGE },
    check: (reply) => {
      if (reply.body.data.length !== 0) throw new Error('wildcards matched');
    },
  },
  {
    endpoint: `GET ${BASE}/search`,
    name: 'pages by cursor by name: each row once, in order, and no cursor after the last page',
    kind: 'extension',
    run: async (w) => {
      const { admin, word } = await threeShoppers(w);
      const path = `${BASE}/search?q=${word}&sortBy=name-atoz&limit=2`;
      const first = await admin.request('GET', path);
      expectNames(first, ['alpha', 'Bravo']);
      const cursor = first.body.nextCursor;
      if (typeof cursor !== 'string') throw new Error('no cursor after a full page');
      const second = await admin.request('GET', `${path}&cursor=${encodeURIComponent(cursor)}`);
      expectNames(second, ['Charlie']);
      if ('nextCursor' in second.body) throw new Error('a cursor after the last page');
      return second;
    },
    expect: { status: 200, shape: PAGE },
  },
  {
    endpoint: `GET ${BASE}/search`,
    name: 'a later page of every shopper counts all of them, not those after the cursor',
    kind: 'extension',
    run: async (w) => {
      const { admin } = await threeShoppers(w);
      const first = await admin.request('GET', `${BASE}/search?limit=1`);
      const cursor = first.body.nextCursor;
      if (typeof cursor !== 'string') throw new Error('no cursor after a full page');
      const second = await admin.request(
        'GET',
        `${BASE}/search?limit=1&cursor=${encodeURIComponent(cursor)}`,
      );
      if (second.body.total !== first.body.total || first.body.total < 3) {
        throw new Error(`counted ${second.body.total} on page 2, ${first.body.total} on page 1`);
      }
      return second;
    },
    expect: { status: 200, shape: PAGE },
  },
  ...pagingRefusals(`${BASE}/search`),
  ...accessCases(`GET ${BASE}/search`, 'admin', () => ({ method: 'GET', path: `${BASE}/search` })),
  {
    endpoint: `GET ${BASE}/details/:id`,
    name: "shows a shopper's orders and addresses",
    kind: 'extension',
    run: async (w) => {
      const shopper = await w.shopper();
      await w.order(shopper, 'cod');
      const admin = await w.admin();
      return admin.request('GET', `${BASE}/details/${shopper.user.id}`);
    },
    expect: { status: 200, shape: DETAILS },
    check: (reply) => {
      const data = reply.body.data as CustomerDetails;
      if (data.orders.length !== 1 || data.orderCount !== 1 || data.addresses.length !== 1) {
        throw new Error(`orders ${data.orders.length}, addresses ${data.addresses.length}`);
      }
      if (data.block !== null || data.history.length !== 0) throw new Error('blocked already');
    },
  },
  {
    endpoint: `GET ${BASE}/details/:id`,
    name: 'an unknown id is not found',
    kind: 'not found',
    run: (w) => w.admin().then((admin) => admin.request('GET', `${BASE}/details/${UNKNOWN_ID}`)),
    expect: refused(404, MESSAGES.notFound),
  },
  ...accessCases(`GET ${BASE}/details/:id`, 'admin', (_w, owner) => ({
    method: 'GET',
    path: `${BASE}/details/${owner.user.id}`,
  })),
  {
    endpoint: `POST ${BASE}/block/:id`,
    name: 'ends the shopper’s session, refuses their sign-in, and records who and why',
    kind: 'extension',
    run: async (w) => {
      const shopper = await w.shopper();
      const admin = await w.admin();
      const reply = await block(admin, shopper.user.id);
      const check = await shopper.session.request('GET', '/api/auth/check-auth');
      if (check.status !== 401) throw new Error(`check-auth answered ${check.status}`);
      const again = w.guest();
      const login = await again.request('POST', '/api/auth/login', {
        json: { email: shopper.email, password: shopper.password },
      });
      if (login.status !== 403 || login.body.message !== SERVER_MESSAGES.auth.blocked) {
        throw new Error(`sign-in answered ${login.status} ${login.body.message}`);
      }
      const details = (await admin.request('GET', `${BASE}/details/${shopper.user.id}`)).body
        .data as CustomerDetails;
      if (!details.blocked || details.block?.reason !== 'Chargebacks on three orders') {
        throw new Error(`block ${JSON.stringify(details.block)}`);
      }
      if (details.history[0]?.kind !== 'blocked' || details.history[0].by !== 'Atelier Admin') {
        throw new Error(`history ${JSON.stringify(details.history)}`);
      }
      return reply;
    },
    expect: { status: 200, message: MESSAGES.blocked, shape: MESSAGE },
  },
  {
    endpoint: `POST ${BASE}/block/:id`,
    name: 'a blocked shopper is unblocked and signs in again',
    kind: 'extension',
    run: async (w) => {
      const shopper = await w.shopper();
      const admin = await w.admin();
      await block(admin, shopper.user.id);
      const again = await block(admin, shopper.user.id);
      if (again.status !== 409 || again.body.message !== MESSAGES.alreadyBlocked) {
        throw new Error(`a second block answered ${again.status}`);
      }
      const reply = await admin.request('POST', `${BASE}/unblock/${shopper.user.id}`);
      await w.login(shopper.email, shopper.password);
      const details = (await admin.request('GET', `${BASE}/details/${shopper.user.id}`)).body
        .data as CustomerDetails;
      if (details.blocked || details.history.map((e) => e.kind).join() !== 'unblocked,blocked') {
        throw new Error(`after unblock ${JSON.stringify(details)}`);
      }
      return reply;
    },
    expect: { status: 200, message: MESSAGES.unblocked, shape: MESSAGE },
  },
  {
    endpoint: `POST ${BASE}/block/:id`,
    name: 'an admin account cannot be blocked',
    kind: 'conflict',
    run: async (w) => {
      const admin = await w.admin();
      const me = (await admin.request('GET', '/api/auth/check-auth')).body.user.id;
      return block(admin, me);
    },
    expect: refused(409, MESSAGES.adminNotBlockable),
  },
  {
    endpoint: `POST ${BASE}/block/:id`,
    name: 'needs a reason',
    kind: 'validation',
    run: async (w) => {
      const shopper = await w.shopper();
      return block(await w.admin(), shopper.user.id, '   ');
    },
    expect: invalid('reason', FIELD_PROBLEMS.required),
  },
  {
    endpoint: `POST ${BASE}/block/:id`,
    name: 'an unknown id is not found',
    kind: 'not found',
    run: async (w) => block(await w.admin(), UNKNOWN_ID),
    expect: refused(404, MESSAGES.notFound),
  },
  ...accessCases(`POST ${BASE}/block/:id`, 'admin', (_w, owner) => ({
    method: 'POST',
    path: `${BASE}/block/${owner.user.id}`,
    options: { json: { reason: 'Testing access' } },
  })),
  {
    endpoint: `POST ${BASE}/unblock/:id`,
    name: 'refuses a shopper who is not blocked',
    kind: 'conflict',
    run: async (w) => {
      const shopper = await w.shopper();
      return (await w.admin()).request('POST', `${BASE}/unblock/${shopper.user.id}`);
    },
    expect: refused(409, MESSAGES.notBlocked),
  },
  ...accessCases(`POST ${BASE}/unblock/:id`, 'admin', (_w, owner) => ({
    method: 'POST',
    path: `${BASE}/unblock/${owner.user.id}`,
  })),
];
