import {
  orderCsvFileName,
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MESSAGES,
} from '@atelier/api-client';
import { orderExportQuery, productImportQuery } from '@atelier/api-client/schemas';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireAdmin } from '../access';
import type { AppEnv } from '../env';
import { HttpError } from '../errors';
import { query } from '../validate';

/** The path of the import, which takes a body larger than the JSON limit (see apiChecks). */
export const PRODUCT_IMPORT_PATH = '/api/admin/products/import';

const csvFile = (c: Context<AppEnv>, body: ReadableStream<Uint8Array> | string, name: string) =>
  c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
  });

const today = () => new Date().toISOString().slice(0, 10);

/** Extension 'catalogue-csv', below /api/admin/products: export, template and import. */
export function productCsvRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.get('/export', (c) =>
    csvFile(c, c.get('deps').services.catalogueCsv.productsCsv(), `products-${today()}.csv`),
  );

  app.get('/import/template', (c) =>
    csvFile(c, c.get('deps').services.catalogueCsv.productTemplate(), 'products-template.csv'),
  );

  app.post(
    '/import',
    bodyLimit({
      maxSize: PRODUCT_IMPORT_MAX_BYTES,
      onError: () => {
        throw new HttpError(413, PRODUCT_IMPORT_MESSAGES.tooLarge);
      },
    }),
    async (c) => {
      const { mode } = query(c, productImportQuery);
      if (!/^text\/csv\b/i.test(c.req.header('content-type') ?? '')) {
        throw new HttpError(415, PRODUCT_IMPORT_MESSAGES.notCsv);
      }
      const report = await c
        .get('deps')
        .services.catalogueCsv.importProducts(await c.req.text(), mode);
      const problems = report.problems.length;
      if (mode === 'dry-run') {
        const message = problems
          ? PRODUCT_IMPORT_MESSAGES.dryRunProblems(problems)
          : PRODUCT_IMPORT_MESSAGES.dryRun(report.created, report.updated);
        return c.json({ success: true, message, data: report });
      }
      if (!report.applied) {
        return c.json(
          { success: false, message: PRODUCT_IMPORT_MESSAGES.refused(problems), data: report },
          422,
        );
      }
      const message = PRODUCT_IMPORT_MESSAGES.applied(report.created, report.updated);
      return c.json({ success: true, message, data: report });
    },
  );

  return app;
}

/** Extension 'catalogue-csv', below /api/admin/orders: the orders of a range of days. */
export function orderCsvRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);
  app.get('/export', (c) => {
    const result = orderExportQuery.safeParse(c.req.query());
    // The range's own words: the back office shows them beside the field they name.
    if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? '');
    const range = result.data;
    return csvFile(
      c,
      c.get('deps').services.catalogueCsv.ordersCsv(range),
      orderCsvFileName(range.from, range.to),
    );
  });
  return app;
}
