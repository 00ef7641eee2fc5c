import {
  PRODUCT_IMPORT_MESSAGES as M,
  ORDER_EXPORT_MESSAGES,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_MAX_BYTES,
  type Product,
  type ProductImportProblem,
  type ProductImportReport,
} from '@atelier/api-client';
import type { Reply, Session } from '../backends';
import { accessCases, type ContractCase, refused } from '../case';
import { withMessageAndData } from '../shapes';
import { productInput, type World } from '../world';

/** Extension 'catalogue-csv': products and orders out as CSV, products in after a dry run. */

const EXPORT = '/api/admin/products/export';
const IMPORT = '/api/admin/products/import';
const ORDERS = '/api/admin/orders/export';
const HEADER = PRODUCT_CSV_COLUMNS.join(',');
const REPORT = withMessageAndData({
  applied: 'boolean',
  created: 'number',
  updated: 'number',
  changes: [{ line: 'number', action: 'string', id: { optional: 'string' }, title: 'string' }],
  problems: [{ line: 'number', column: 'string', message: 'string' }],
});
const CSV = { status: 200, shape: 'string' } as const;

async function added(admin: Session, overrides: Record<string, unknown> = {}): Promise<Product> {
  const reply = await admin.request('POST', '/api/admin/products/add', {
    json: productInput(overrides),
  });
  if (reply.status !== 201) throw new Error(`add failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** A row of the products file, cells in PRODUCT_CSV_COLUMNS' order. */
const row = (cells: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>) =>
  PRODUCT_CSV_COLUMNS.map((column) => cells[column] ?? '').join(',');

const NEW_CELLS = {
  title: 'Imported Tee',
  description: 'Made by an import',
  category: 'women',
  brand: 'puma',
  price: '1299',
  salePrice: '0',
  image: 'https://cdn.example/imported.png',
  sizes: 'S:2|M:3',
};
const NEW_ROW = row(NEW_CELLS);

const updateRow = (product: Product, price: string) =>
  row({
    id: product._id,
    title: product.title,
    description: product.description,
    category: product.category,
    brand: product.brand,
    price,
    salePrice: '0',
    image: product.image,
    sizes: 'S:3|M:4',
  });

const importFile = (session: Session, mode: string, lines: string[]) =>
  session.request('POST', `${IMPORT}?mode=${mode}`, {
    raw: `${[HEADER, ...lines].join('\r\n')}\r\n`,
    headers: { 'content-type': 'text/csv' },
  });

async function priceOf(w: World, id: string): Promise<number> {
  return (await w.guest().request('GET', `/api/shop/products/get/${id}`)).body.data.price;
}

function expectFile(reply: Reply, name: RegExp) {
  if (!/^text\/csv/.test(reply.headers.get('content-type') ?? '')) {
    throw new Error(`content-type ${reply.headers.get('content-type')}`);
  }
  const disposition = reply.headers.get('content-disposition') ?? '';
  if (!name.test(disposition)) throw new Error(`content-disposition ${disposition}`);
}

function expectReport(reply: Reply, expected: Partial<ProductImportReport>) {
  const report = reply.body.data as ProductImportReport;
  for (const [key, value] of Object.entries(expected)) {
    const got = JSON.stringify(report[key as keyof ProductImportReport]);
    if (got !== JSON.stringify(value))
      throw new Error(`${key}: ${got}, not ${JSON.stringify(value)}`);
  }
}

/** The admin's file with one good update and one bad row (line 3: no title, price 0). */
async function fileWithBadRow(w: World) {
  const admin = await w.admin();
  const product = await added(admin);
  return {
    admin,
    product,
    lines: [updateRow(product, '555'), row({ ...NEW_CELLS, title: '', price: '0' })],
  };
}

const BAD_ROW_PROBLEMS: ProductImportProblem[] = [
  { line: 3, column: 'title', message: M.required('Title') },
  { line: 3, column: 'price', message: M.price },
];

export const catalogueCsvCases: ContractCase[] = [
  {
    endpoint: `GET ${EXPORT}`,
    name: 'exports every product with its sizes, formulas neutralised',
    kind: 'extension',
    run: async (w) => {
      const admin = await w.admin();
      const product = await added(admin, { title: '=HYPERLINK("http://evil.example")' });
      const reply = await admin.request('GET', EXPORT);
      const line = String(reply.body)
        .split('\r\n')
        .find((text) => text.startsWith(`${product._id},`));
      if (!line?.includes(`"'=HYPERLINK(""http://evil.example"")"`) || !line.includes('S:3|M:4')) {
        throw new Error(`row ${line}`);
      }
      // fetch's text() takes off the byte-order mark that tells spreadsheets the file is UTF-8.
      if (!String(reply.body).startsWith(`${HEADER}\r\n`)) throw new Error('no header');
      return reply;
    },
    expect: CSV,
    check: (reply) => expectFile(reply, /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/),
  },
  ...accessCases(`GET ${EXPORT}`, 'admin', () => ({ method: 'GET', path: EXPORT })),
  {
    endpoint: `GET ${IMPORT}/template`,
    name: 'gives the header and an example row',
    kind: 'extension',
    run: async (w) => (await w.admin()).request('GET', `${IMPORT}/template`),
    expect: CSV,
    check: (reply) => {
      expectFile(reply, /filename="products-template\.csv"/);
      const lines = String(reply.body).trim().split('\r\n');
      if (lines[0] !== HEADER || !lines[1]?.includes('S:4|M:6|L:2')) {
        throw new Error(`template ${lines.join(' / ')}`);
      }
    },
  },
  {
    endpoint: `POST ${IMPORT}`,
    name: 'a dry run reports what it would create and update, and changes nothing',
    kind: 'extension',
    run: async (w) => {
      const admin = await w.admin();
      const product = await added(admin);
      const reply = await importFile(admin, 'dry-run', [updateRow(product, '777'), NEW_ROW]);
      expectReport(reply, {
        applied: false,
        created: 1,
        updated: 1,
        problems: [],
        changes: [
          { line: 2, action: 'update', id: product._id, title: product.title },
          { line: 3, action: 'create', title: 'Imported Tee' },
        ],
      });
      if ((await priceOf(w, product._id)) !== 999) throw new Error('the dry run changed a price');
      return { reply, expect: { message: M.dryRun(1, 1) } };
    },
    expect: { status: 200, shape: REPORT },
  },
  {
    endpoint: `POST ${IMPORT}`,
    name: 'a dry run names every problem by line and column',
    kind: 'validation',
    run: async (w) => {
      const { admin, lines } = await fileWithBadRow(w);
      const reply = await importFile(admin, 'dry-run', [...lines, row({ id: 'nope', title: 'X' })]);
      const problems = reply.body.data.problems as ProductImportReport['problems'];
      const line4 = problems.filter((p) => p.line === 4).map((p) => `${p.column}: ${p.message}`);
      if (!line4.includes(`description: ${M.required('Description')}`)) {
        throw new Error(`line 4: ${line4.join('; ')}`);
      }
      expectReport(
        { ...reply, body: { data: { problems: problems.filter((p) => p.line === 3) } } },
        { problems: BAD_ROW_PROBLEMS },
      );
      return { reply, expect: { message: M.dryRunProblems(problems.length) } };
    },
    expect: { status: 200, shape: REPORT },
  },
  {
    endpoint: `POST ${IMPORT}`,
    name: 'an apply with one bad row applies nothing and names the row',
    kind: 'validation',
    run: async (w) => {
      const { admin, product, lines } = await fileWithBadRow(w);
      const reply = await importFile(admin, 'apply', lines);
      expectReport(reply, { applied: false, problems: BAD_ROW_PROBLEMS });
      if ((await priceOf(w, product._id)) !== 999) throw new Error('the good row was applied');
      return reply;
    },
    expect: { status: 422, message: M.refused(2), shape: REPORT },
  },
  {
    endpoint: `POST ${IMPORT}`,
    name: 'an apply writes every row at once: a new price shows in the shop',
    kind: 'extension',
    run: async (w) => {
      const admin = await w.admin();
      const product = await added(admin);
      const reply = await importFile(admin, 'apply', [updateRow(product, '777'), NEW_ROW]);
      if ((await priceOf(w, product._id)) !== 777) throw new Error('the price did not change');
      const made = reply.body.data.changes[1]?.id;
      const fresh = (await w.guest().request('GET', `/api/shop/products/get/${made}`)).body.data;
      if (fresh?.title !== 'Imported Tee' || fresh.totalStock !== 5) {
        throw new Error(`created ${JSON.stringify(fresh)}`);
      }
      return reply;
    },
    expect: { status: 200, message: M.applied(1, 1), shape: REPORT },
  },
  {
    endpoint: `POST ${IMPORT}`,
    name: 'an id no product has is a problem of its line',
    kind: 'validation',
    run: async (w) => {
      const admin = await w.admin();
      const product = await added(admin);
      const reply = await importFile(admin, 'dry-run', [
        updateRow({ ...product, _id: '65b2a7c1ffffffffffffffff' }, '10'),
      ]);
      expectReport(reply, { problems: [{ line: 2, column: 'id', message: M.unknownId }] });
      return reply;
    },
    expect: { status: 200, message: M.dryRunProblems(1), shape: REPORT },
  },
  {
    endpoint: `POST ${IMPORT}`,
    name: 'a file without a required column is refused by its header',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('POST', `${IMPORT}?mode=dry-run`, {
        raw: 'title,price\r\nTee,10\r\n',
        headers: { 'content-type': 'text/csv' },
      }),
    expect: { status: 200, message: M.dryRunProblems(5), shape: REPORT },
  },
  {
    endpoint: `POST ${IMPORT}`,
    name: 'a file over the size limit is refused with the limit',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('POST', `${IMPORT}?mode=dry-run`, {
        raw: `${HEADER}\r\n${'x'.repeat(PRODUCT_IMPORT_MAX_BYTES)}`,
        headers: { 'content-type': 'text/csv' },
      }),
    expect: refused(413, M.tooLarge),
  },
  {
    endpoint: `POST ${IMPORT}`,
    name: 'a body that is not CSV is refused',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('POST', `${IMPORT}?mode=dry-run`, { json: { rows: [] } }),
    expect: refused(415, M.notCsv),
  },
  ...accessCases(`POST ${IMPORT}`, 'admin', () => ({
    method: 'POST',
    path: `${IMPORT}?mode=dry-run`,
    options: { raw: `${HEADER}\r\n`, headers: { 'content-type': 'text/csv' } },
  })),
  {
    endpoint: `GET ${ORDERS}`,
    name: 'exports the orders placed in a range of days',
    kind: 'extension',
    run: async (w) => {
      const shopper = await w.shopper();
      const { created } = await w.order(shopper, 'cod');
      const admin = await w.admin();
      // Each backend keeps its own clock: the range is the day the order was placed.
      const details = await admin.request('GET', `/api/admin/orders/details/${created.orderId}`);
      const day = String(details.body.data.orderDate).slice(0, 10);
      const reply = await admin.request('GET', `${ORDERS}?from=${day}&to=${day}`);
      if (!String(reply.body).includes(`\r\n${created.orderId},`)) throw new Error('order missing');
      expectFile(reply, new RegExp(`filename="orders-${day}-to-${day}\\.csv"`));
      return reply;
    },
    expect: CSV,
  },
  {
    endpoint: `GET ${ORDERS}`,
    name: 'a range that ends before it starts is refused in words',
    kind: 'validation',
    run: async (w) => (await w.admin()).request('GET', `${ORDERS}?from=2026-02-10&to=2026-02-01`),
    expect: refused(400, ORDER_EXPORT_MESSAGES.order),
  },
  {
    endpoint: `GET ${ORDERS}`,
    name: 'a range without its first day is refused in words',
    kind: 'validation',
    run: async (w) => (await w.admin()).request('GET', `${ORDERS}?to=2026-02-01`),
    expect: refused(400, ORDER_EXPORT_MESSAGES.fromRequired),
  },
  ...accessCases(`GET ${ORDERS}`, 'admin', () => ({
    method: 'GET',
    path: `${ORDERS}?from=2026-01-01&to=2026-01-31`,
  })),
];
