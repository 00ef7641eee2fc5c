import { FIELD_PROBLEMS, type Product, SERVER_MESSAGES } from '@atelier/api-client';
import type { Session } from '../backends';
import { accessCases, type ContractCase, invalid, refused, UNKNOWN_ID } from '../case';
import { MESSAGE, withData, withMessageAndData } from '../shapes';
import { freshEmail, productInput, type World } from '../world';

/** Extension 'restock-alerts': "Notify me" on a sold-out size, its mails and links. */

const M = SERVER_MESSAGES.restockAlerts;
const MAIL = SERVER_MESSAGES.mail;
const BASE = '/api/shop/restock-alerts';

const SUBSCRIPTION = {
  status: 'string',
  productId: 'string',
  size: 'string',
  colour: { optional: 'string' },
} as const;
const WAITING = {
  productId: 'string',
  size: 'string',
  colour: { optional: 'string' },
  waiting: 'number',
} as const;

/** A new product whose size M is sold out (S is in stock), made by the admin. */
async function soldOutM(w: World, title = 'Restock Tee'): Promise<Product> {
  const admin = await w.admin();
  const reply = await admin.request('POST', '/api/admin/products/add', {
    json: productInput({
      title,
      sizes: [
        { size: 'S', stock: 3 },
        { size: 'M', stock: 0 },
      ],
    }),
  });
  if (reply.status !== 201) throw new Error(`product add: ${reply.status}`);
  return reply.body.data;
}

const notify = (session: Session, body: Record<string, unknown>) =>
  session.request('POST', BASE, { json: body });

/** The path of a link of the newest mail to `email` (confirm or unsubscribe). */
async function linkFor(w: World, email: string, page: 'confirm' | 'unsubscribe') {
  const [mail] = await w.mailbox(email);
  const found = new RegExp(`/api/shop/restock-alerts/${page}\\?token=[\\w-]+`).exec(
    mail?.text ?? '',
  )?.[0];
  if (!found) throw new Error(`no ${page} link mailed to ${email}`);
  return found;
}

async function waitingOn(w: World, productId: string): Promise<number> {
  const reply = await (await w.admin()).request('GET', '/api/admin/restock-alerts/waiting');
  const rows = reply.body.data as Array<{ productId: string; waiting: number }>;
  return rows.filter((row) => row.productId === productId).reduce((n, r) => n + r.waiting, 0);
}

async function restockM(w: World, product: Product, stock = 4) {
  const admin = await w.admin();
  const sizeId = product.sizes.find((size) => size.size === 'M')?._id ?? '';
  return admin.request('PUT', `/api/admin/products/${product._id}/sizes/${sizeId}`, {
    json: { stock },
  });
}

const expectEqual = (actual: unknown, expected: unknown, what: string) => {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`);
  }
};

/**
 * A person on a mailed link's page: it shows a button (a scanner opening the link changes
 * nothing), and its form posts back to the link.
 */
async function pressLink(w: World, path: string, button: string) {
  const opened = await w.guest().request('GET', path);
  if (opened.status !== 200 || !String(opened.body).includes(button)) {
    throw new Error(`the link's page has no "${button}": ${opened.status}`);
  }
  return w.guest().request('POST', path, {
    raw: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** A guest's alert, confirmed through the mailed link. */
async function confirmedGuest(w: World, product: Product) {
  const email = freshEmail('guest');
  await notify(w.guest(), { productId: product._id, size: 'M', email });
  await pressLink(w, await linkFor(w, email, 'confirm'), M.confirmButton);
  return email;
}

const HTML_PAGE = 'string' as const;
const page = (status: number) => ({ status, shape: HTML_PAGE });

export const restockAlertCases: ContractCase[] = [
  {
    endpoint: `POST ${BASE}`,
    name: 'a signed-in shopper is on the list at once, for the address of the session',
    kind: 'extension',
    run: async (w) => {
      const product = await soldOutM(w);
      const shopper = await w.shopper();
      const reply = await notify(shopper.session, {
        productId: product._id,
        size: 'M',
        email: 'someone-else@contract.test',
      });
      const mine = await shopper.session.request('GET', `${BASE}?productId=${product._id}`);
      expectEqual(
        (mine.body.data as Array<{ size: string }>).map((alert) => alert.size),
        ['M'],
        'alerts listed',
      );
      expectEqual(await waitingOn(w, product._id), 1, 'waiting');
      return reply;
    },
    expect: { status: 201, message: M.subscribed('M'), shape: withMessageAndData(SUBSCRIPTION) },
    check: (reply) => expectEqual(reply.body.data.status, 'active', 'status'),
  },
  {
    endpoint: `POST ${BASE}`,
    name: 'says so when the shopper already has the alert',
    kind: 'conflict',
    run: async (w) => {
      const product = await soldOutM(w);
      const shopper = await w.shopper();
      await notify(shopper.session, { productId: product._id, size: 'M' });
      return notify(shopper.session, { productId: product._id, size: 'M' });
    },
    expect: refused(409, M.alreadySubscribed('M')),
  },
  {
    endpoint: `POST ${BASE}`,
    name: 'refuses a size that is in stock',
    kind: 'conflict',
    run: async (w) => {
      const product = await soldOutM(w);
      return notify((await w.shopper()).session, { productId: product._id, size: 'S' });
    },
    expect: refused(409, M.inStock('S')),
  },
  {
    endpoint: `POST ${BASE}`,
    name: 'refuses a size the product does not have',
    kind: 'not found',
    run: async (w) => {
      const product = await soldOutM(w);
      return notify(w.guest(), { productId: product._id, size: 'XXL', email: freshEmail() });
    },
    expect: refused(404, M.sizeNotFound('XXL')),
  },
  {
    endpoint: `POST ${BASE}`,
    name: 'refuses a product that does not exist',
    kind: 'not found',
    run: (w) => notify(w.guest(), { productId: UNKNOWN_ID, size: 'M', email: freshEmail() }),
    expect: refused(404, SERVER_MESSAGES.adminProducts.notFound),
  },
  {
    endpoint: `POST ${BASE}`,
    name: 'a guest must give an e-mail address',
    kind: 'validation',
    run: async (w) => notify(w.guest(), { productId: (await soldOutM(w))._id, size: 'M' }),
    expect: invalid('email', FIELD_PROBLEMS.required),
  },
  {
    endpoint: `POST ${BASE}`,
    name: 'refuses an e-mail address that is not one',
    kind: 'validation',
    run: (w) => notify(w.guest(), { productId: UNKNOWN_ID, size: 'M', email: 'not-an-address' }),
    expect: invalid('email', FIELD_PROBLEMS.email),
  },
  {
    endpoint: `POST ${BASE}`,
    name: 'a guest alert waits for the mailed link, which turns it on',
    kind: 'extension',
    run: async (w) => {
      const product = await soldOutM(w, 'Guest Tee');
      const email = freshEmail('guest');
      const reply = await notify(w.guest(), { productId: product._id, size: 'M', email });
      const [mail] = await w.mailbox(email);
      expectEqual(mail?.subject, MAIL.restockConfirmSubject('Guest Tee'), 'subject');
      expectEqual(await waitingOn(w, product._id), 0, 'waiting before the link');
      const link = await linkFor(w, email, 'confirm');
      await w.guest().request('GET', link);
      expectEqual(await waitingOn(w, product._id), 0, 'waiting once the link is only opened');
      const confirmed = await pressLink(w, link, M.confirmButton);
      if (confirmed.status !== 200 || !String(confirmed.body).includes(M.confirmedTitle)) {
        throw new Error(`confirm page: ${confirmed.status}`);
      }
      expectEqual(await waitingOn(w, product._id), 1, 'waiting after the link');
      return reply;
    },
    expect: {
      status: 201,
      message: M.confirmationSent,
      shape: withMessageAndData(SUBSCRIPTION),
    },
    check: (reply) => expectEqual(reply.body.data.status, 'pending', 'status'),
  },
  {
    endpoint: `GET ${BASE}/confirm`,
    name: 'a link that is not one of ours opens a page saying it does not work',
    kind: 'not found',
    run: (w) => w.guest().request('GET', `${BASE}/confirm?token=${'a'.repeat(43)}`),
    expect: page(404),
    check: (reply) => {
      if (!String(reply.body).includes(M.badLinkTitle)) throw new Error('no bad-link page');
    },
  },
  {
    endpoint: `GET ${BASE}/unsubscribe`,
    name: 'a malformed link opens the same page',
    kind: 'validation',
    run: (w) => w.guest().request('GET', `${BASE}/unsubscribe?token=short`),
    expect: page(400),
  },
  {
    endpoint: `POST ${BASE}/confirm`,
    name: 'pressing on the page of a link that is not one of ours turns nothing on',
    kind: 'not found',
    run: (w) =>
      w.guest().request('POST', `${BASE}/confirm?token=${'b'.repeat(43)}`, {
        raw: '',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    expect: page(404),
  },
  {
    endpoint: `PUT /api/admin/products/:productId/sizes/:sizeId`,
    name: 'a restock mails every waiting shopper a link to the product, and their alerts end',
    kind: 'extension',
    run: async (w) => {
      const product = await soldOutM(w, 'Back Tee');
      const shopper = await w.shopper();
      await notify(shopper.session, { productId: product._id, size: 'M' });
      const guest = await confirmedGuest(w, product);
      const reply = await restockM(w, product);
      for (const email of [shopper.email, guest]) {
        const [mail] = await w.mailbox(email);
        expectEqual(mail?.subject, MAIL.restockBackSubject('Back Tee'), `mail to ${email}`);
        if (!mail?.text.includes(`/shop/product/back-tee-${product._id}`)) {
          throw new Error('the mail does not link to the product');
        }
        if (!/restock-alerts\/unsubscribe\?token=/.test(mail.text)) {
          throw new Error('the mail has no unsubscribe link');
        }
      }
      const mine = await shopper.session.request('GET', `${BASE}?productId=${product._id}`);
      expectEqual(mine.body.data, [], 'alerts after the restock');
      expectEqual(await waitingOn(w, product._id), 0, 'waiting after the restock');
      return reply;
    },
    expect: {
      status: 200,
      message: SERVER_MESSAGES.adminProducts.sizeUpdated,
      shape: withMessageAndData('any'),
    },
  },
  {
    endpoint: `POST ${BASE}/unsubscribe`,
    name: "the page's button ends the address's alerts and says so; opening the link does not",
    kind: 'extension',
    run: async (w) => {
      const product = await soldOutM(w);
      const email = await confirmedGuest(w, product);
      const link = await linkFor(w, email, 'unsubscribe');
      await w.guest().request('GET', link);
      expectEqual(await waitingOn(w, product._id), 1, 'waiting once the link is only opened');
      const reply = await pressLink(w, link, M.unsubscribeButton);
      expectEqual(await waitingOn(w, product._id), 0, 'waiting after');
      await restockM(w, product);
      expectEqual((await w.mailbox(email)).length, 1, 'mails after the restock');
      return reply;
    },
    expect: page(200),
    check: (reply) => {
      if (!String(reply.body).includes(M.unsubscribedText)) throw new Error('no unsubscribe page');
    },
  },
  ...accessCases(`GET ${BASE}`, 'session', () => ({
    method: 'GET',
    path: `${BASE}?productId=${UNKNOWN_ID}`,
  })),
  {
    endpoint: `DELETE ${BASE}/:id`,
    name: 'the shopper ends their alert',
    kind: 'extension',
    run: async (w) => {
      const product = await soldOutM(w);
      const shopper = await w.shopper();
      await notify(shopper.session, { productId: product._id, size: 'M' });
      const [alert] = (await shopper.session.request('GET', `${BASE}?productId=${product._id}`))
        .body.data as Array<{ _id: string }>;
      const reply = await shopper.session.request('DELETE', `${BASE}/${alert?._id}`);
      expectEqual(await waitingOn(w, product._id), 0, 'waiting');
      return reply;
    },
    expect: { status: 200, message: M.removed, shape: MESSAGE },
  },
  {
    endpoint: `DELETE ${BASE}/:id`,
    name: "another shopper is refused the owner's alert",
    kind: "other user's",
    run: async (w) => {
      const product = await soldOutM(w);
      const owner = await w.shopper();
      await notify(owner.session, { productId: product._id, size: 'M' });
      const [alert] = (await owner.session.request('GET', `${BASE}?productId=${product._id}`)).body
        .data as Array<{ _id: string }>;
      const other = await w.shopper('Someone Else');
      return other.session.request('DELETE', `${BASE}/${alert?._id}`);
    },
    expect: refused(403, SERVER_MESSAGES.common.accessDenied),
  },
  {
    endpoint: `DELETE ${BASE}/:id`,
    name: 'answers 404 for an alert that does not exist',
    kind: 'not found',
    run: async (w) => (await w.shopper()).session.request('DELETE', `${BASE}/${UNKNOWN_ID}`),
    expect: refused(404, M.notFound),
  },
  {
    endpoint: 'GET /api/admin/restock-alerts/waiting',
    name: 'counts the shoppers waiting on each size',
    kind: 'extension',
    run: async (w) => {
      const product = await soldOutM(w);
      await notify((await w.shopper()).session, { productId: product._id, size: 'M' });
      await notify((await w.shopper()).session, { productId: product._id, size: 'M' });
      return (await w.admin()).request('GET', '/api/admin/restock-alerts/waiting');
    },
    expect: { status: 200, shape: withData([WAITING]) },
    check: (reply) => {
      const rows = reply.body.data as Array<{ waiting: number }>;
      if (!rows.some((row) => row.waiting === 2)) throw new Error('no size with 2 waiting');
    },
  },
  ...accessCases('GET /api/admin/restock-alerts/waiting', 'admin', () => ({
    method: 'GET',
    path: '/api/admin/restock-alerts/waiting',
  })),
  {
    endpoint: `POST ${BASE}`,
    name: 'refuses a guest who asks too often for one address',
    kind: 'validation',
    only: { backend: 'server', because: 'the mocks keep no rate limits' },
    run: async (w) => {
      const product = await soldOutM(w);
      const email = freshEmail('busy');
      for (let i = 0; i < 3; i += 1)
        await notify(w.guest(), { productId: product._id, size: 'M', email });
      return notify(w.guest(), { productId: product._id, size: 'M', email });
    },
    expect: refused(429, M.tooMany),
  },
];
