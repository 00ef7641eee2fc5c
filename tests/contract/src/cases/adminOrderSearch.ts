import { FIELD_PROBLEMS, type Order } from '@atelier/api-client';
import type { Session } from '../backends';
import { accessCases, type ContractCase, invalid } from '../case';
import { ORDER } from '../shapes';
import { productInput, type World } from '../world';
import { pagingRefusals, searchPageShape, searchRows } from './searchPage';

const PATH = '/api/admin/orders/search';
const ENDPOINT = `GET ${PATH}`;
const PAGE = searchPageShape(ORDER);

interface Three {
  admin: Session;
  /** A word only these orders' items carry. */
  word: string;
  /** Order ids by the item each holds. */
  ids: Record<'Alpha' | 'Bravo' | 'Charlie', string>;
}

/**
 * Three orders, each of one product titled with a fresh word, placed in this order: Alpha cash
 * (₹100 + ₹60 fee, then confirmed), Bravo online (₹300), Charlie cash (₹200 + ₹60). Placed once
 * per backend: shoppers sign up by mail, which is the slow part.
 */
const placed = new WeakMap<World, Promise<Three>>();
function threeOrders(w: World): Promise<Three> {
  let three = placed.get(w);
  if (!three) {
    three = place(w);
    placed.set(w, three);
  }
  return three;
}

async function place(w: World): Promise<Three> {
  const admin = await w.admin();
  const word = `Qo${Math.random().toString(36).slice(2, 10)}`;
  const lines = [
    ['Alpha', 100, 'cod'],
    ['Bravo', 300, 'online'],
    ['Charlie', 200, 'cod'],
  ] as const;
  const ids = {} as Three['ids'];
  for (const [name, price, method] of lines) {
    const json = productInput({
      title: `${word} ${name}`,
      price,
      salePrice: 0,
      sizes: [{ size: 'M', stock: 5 }],
    });
    const product = (await admin.request('POST', '/api/admin/products/add', { json })).body.data;
    const shopper = await w.shopper();
    const payload = await w.checkout(shopper, method, { product, size: 'M' });
    const reply = await shopper.session.request('POST', '/api/shop/order/create', {
      json: payload,
    });
    if (reply.status !== 201 && reply.status !== 200)
      throw new Error(`order: ${JSON.stringify(reply.body)}`);
    ids[name] = reply.body.orderId;
  }
  await admin.request('PUT', `/api/admin/orders/update/${ids.Alpha}`, {
    json: { orderStatus: 'confirmed' },
  });
  return { admin, word, ids };
}

const items = (reply: { body: { data: Order[] } }) =>
  reply.body.data.map((order) => order.cartItems[0]?.title.split(' ')[1]).join('|');

/** Searches the three orders' word (upper-cased) with more parameters, checking rows and count. */
const searchThree = searchRows({
  path: PATH,
  rows: threeOrders,
  asked: (word) => word.toUpperCase(),
  labels: (reply) => items(reply).split('|'),
});

export const adminOrderSearchCases: ContractCase[] = [
  {
    endpoint: ENDPOINT,
    name: 'finds orders by part of an item title in any case, newest first, with an exact count',
    kind: 'extension',
    run: searchThree('', ['Charlie', 'Bravo', 'Alpha']),
    expect: { status: 200, shape: PAGE },
  },
  {
    endpoint: ENDPOINT,
    name: 'filters by payment method and by status',
    kind: 'extension',
    run: async (w) => {
      await searchThree('&payment=cod', ['Charlie', 'Alpha'])(w);
      return searchThree('&status=confirmed', ['Alpha'])(w);
    },
    expect: { status: 200, shape: PAGE },
  },
  {
    endpoint: ENDPOINT,
    name: 'sorts oldest first and by amount both ways',
    kind: 'extension',
    run: async (w) => {
      await searchThree('&sortBy=oldest', ['Alpha', 'Bravo', 'Charlie'])(w);
      await searchThree('&sortBy=amountHigh', ['Bravo', 'Charlie', 'Alpha'])(w);
      return searchThree('&sortBy=amountLow', ['Alpha', 'Charlie', 'Bravo'])(w);
    },
    expect: { status: 200, shape: PAGE },
  },
  {
    endpoint: ENDPOINT,
    name: 'finds an order by the end of its id, as the cards show it',
    kind: 'extension',
    run: async (w) => {
      const { admin, ids } = await threeOrders(w);
      const reply = await admin.request('GET', `${PATH}?q=${ids.Bravo.slice(-8).toUpperCase()}`);
      if (reply.body.data[0]?._id !== ids.Bravo) throw new Error(`not found: ${items(reply)}`);
      return reply;
    },
    expect: { status: 200, shape: PAGE },
  },
  {
    endpoint: ENDPOINT,
    name: 'takes % and _ in the text literally',
    kind: 'extension',
    run: searchThree('%_', []),
    expect: { status: 200, shape: PAGE },
  },
  {
    endpoint: ENDPOINT,
    name: 'pages by cursor: each order once, in order, and no cursor after the last page',
    kind: 'extension',
    run: async (w) => {
      const { admin, word } = await threeOrders(w);
      const first = await admin.request('GET', `${PATH}?q=${word}&sortBy=amountLow&limit=2`);
      if (items(first) !== 'Alpha|Charlie' || first.body.total !== 3) {
        throw new Error(`first page ${items(first)} of ${first.body.total}`);
      }
      const cursor = first.body.nextCursor;
      if (typeof cursor !== 'string') throw new Error('no cursor after a full page');
      const second = await admin.request(
        'GET',
        `${PATH}?q=${word}&sortBy=amountLow&limit=2&cursor=${encodeURIComponent(cursor)}`,
      );
      if (items(second) !== 'Bravo') throw new Error(`second page ${items(second)}`);
      if ('nextCursor' in second.body) throw new Error('a cursor after the last page');
      return second;
    },
    expect: { status: 200, shape: PAGE },
  },
  ...pagingRefusals(PATH),
  {
    endpoint: ENDPOINT,
    name: 'refuses a search text with a line break',
    kind: 'validation',
    run: (w) => w.admin().then((admin) => admin.request('GET', `${PATH}?q=Road%0A12`)),
    expect: invalid('q', FIELD_PROBLEMS.controlCharacters),
  },
  ...accessCases(ENDPOINT, 'admin', () => ({ method: 'GET', path: PATH })),
];
