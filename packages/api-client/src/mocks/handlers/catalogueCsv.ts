import { type HttpHandler, HttpResponse } from 'msw';
import Papa from 'papaparse';
import {
  CSV_WRITE_OPTIONS,
  PRODUCT_IMPORT_MESSAGES as M,
  ORDER_CSV_COLUMNS,
  orderCsvFileName,
  orderCsvRecord,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_EXAMPLE,
  PRODUCT_IMPORT_MAX_BYTES,
  type Product,
  productCsvRecord,
  resolveTotalStock,
  SERVER_MESSAGES,
} from '../../contract';
import {
  type CheckedProductRow,
  checkProductFile,
  orderExportQuery,
  parsedProductFile,
  productImportQuery,
  productImportReport,
} from '../../schemas';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { checked } from '../request';
import { fail, ok } from '../respond';
import type { RouteContext, Router } from '../router';
import type { MockStore } from '../store';
import { colouredFields, productBody, storedSizes } from './adminProducts';
import { mailRestocked } from './restockAlerts';

/** Extension 'catalogue-csv' on the mock backend: the same files and checks as the server's. */

const BOM = '\uFEFF';
const DAY_MS = 86_400_000;

function csvFile(rows: Array<Record<string, string>>, columns: readonly string[], name: string) {
  const text = Papa.unparse(rows, { ...CSV_WRITE_OPTIONS, columns: [...columns] });
  return new HttpResponse(`${BOM}${text}${CSV_WRITE_OPTIONS.newline}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });
}

/** The checked rows written to the store, as the add and edit handlers write one product. */
function apply(store: MockStore, rows: readonly CheckedProductRow[]): string[] {
  const made: string[] = [];
  for (const { id, input } of rows) {
    const { sizes, totalStock, colours, ...fields } = input;
    const current = id ? store.findProduct(id) : undefined;
    const labelled = sizes.map((size) => ({
      ...size,
      _id: current?.sizes.find((entry) => entry.size === size.size)?._id,
    }));
    const coloured = colouredFields(
      storedSizes(store, labelled, current?.sizes),
      colours ? { colours } : {},
      current,
    );
    const written = {
      ...fields,
      ...coloured,
      totalStock: resolveTotalStock(coloured.sizes, totalStock),
    };
    if (current) {
      Object.assign(current, written);
    } else {
      const product: Product = { _id: store.newId(), ...written, averageReview: 0, salesCount: 0 };
      store.products.push(product);
      made.push(product._id);
    }
  }
  return made;
}

const extension = ({ flavour, store }: RouteContext) => {
  if (!flavour.extensions) fail(404, SERVER_MESSAGES.common.routeNotFound);
  authorize(store, { admin: true });
};

export function productCsvHandlers(route: Router): HttpHandler[] {
  return [
    route.get(endpoint('adminProducts', '/export'), (context) => {
      extension(context);
      const today = new Date().toISOString().slice(0, 10);
      return csvFile(
        [...context.store.products].sort((a, b) => (a._id < b._id ? -1 : 1)).map(productCsvRecord),
        PRODUCT_CSV_COLUMNS,
        `products-${today}.csv`,
      );
    }),

    route.get(endpoint('adminProducts', '/import/template'), (context) => {
      extension(context);
      return csvFile([PRODUCT_CSV_EXAMPLE], PRODUCT_CSV_COLUMNS, 'products-template.csv');
    }),

    route.post(endpoint('adminProducts', '/import'), async (context) => {
      extension(context);
      const { request, store } = context;
      const { mode } = checked(
        productImportQuery,
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (Number(request.headers.get('content-length') ?? 0) > PRODUCT_IMPORT_MAX_BYTES) {
        fail(413, M.tooLarge);
      }
      if (!/^text\/csv\b/i.test(request.headers.get('content-type') ?? '')) fail(415, M.notCsv);
      const text = await request.text();
      if (new TextEncoder().encode(text).length > PRODUCT_IMPORT_MAX_BYTES) fail(413, M.tooLarge);
      const parsed = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ''), {
        header: true,
        skipEmptyLines: 'greedy',
        transformHeader: (header) => header.trim(),
      });
      const file = checkProductFile(parsedProductFile(parsed), productBody);
      const known = new Set(
        file.rows.flatMap((row) => (row.id && store.findProduct(row.id) ? [row.id] : [])),
      );
      const report = productImportReport(file, known);
      const problems = report.problems.length;
      if (mode === 'dry-run') {
        const message = problems
          ? M.dryRunProblems(problems)
          : M.dryRun(report.created, report.updated);
        return ok({ success: true, message, data: report });
      }
      if (problems) return ok({ success: false, message: M.refused(problems), data: report }, 422);
      const applied = productImportReport(file, known, apply(store, file.rows));
      mailRestocked(store, request);
      return ok({
        success: true,
        message: M.applied(applied.created, applied.updated),
        data: applied,
      });
    }),
  ];
}

export function orderCsvHandlers(route: Router): HttpHandler[] {
  return [
    route.get(endpoint('adminOrders', '/export'), (context) => {
      extension(context);
      const result = orderExportQuery.safeParse(
        Object.fromEntries(new URL(context.request.url).searchParams),
      );
      if (!result.success) fail(400, result.error.issues[0]?.message ?? '');
      const { from, to } = result.data;
      const start = Date.parse(`${from}T00:00:00Z`);
      const end = Date.parse(`${to}T00:00:00Z`) + DAY_MS;
      const orders = context.store.orders
        .filter((order) => {
          const placed = Date.parse(order.orderDate);
          return placed >= start && placed < end;
        })
        .sort((a, b) => a.orderDate.localeCompare(b.orderDate) || (a._id < b._id ? -1 : 1));
      return csvFile(orders.map(orderCsvRecord), ORDER_CSV_COLUMNS, orderCsvFileName(from, to));
    }),
  ];
}
