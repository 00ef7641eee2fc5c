import {
  CSV_WRITE_OPTIONS,
  ORDER_CSV_COLUMNS,
  type Order,
  orderCsvRecord,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_EXAMPLE,
  type Product,
  type ProductImportMode,
  type ProductImportReport,
  productCsvRecord,
} from '@atelier/api-client';
import {
  type CheckedProductRow,
  checkProductFile,
  type OrderExportQuery,
  parsedProductFile,
  productBody,
  productImportReport,
} from '@atelier/api-client/schemas';
import Papa from 'papaparse';
import {
  existingProductIds,
  type OrderPosition,
  orderBatch,
  productBatch,
  sizeIdsByLabel,
} from '../db/csvReads';
import type { Queryable } from '../db/database';
import { afterCatalogueLoad } from '../db/maintenance';
import { insertProducts, type StoredProductWrite, updateProduct } from '../db/productWrites';
import type { ServiceContext } from './context';
import { queueRestockMails } from './restockAlerts';

/** Rows read per query while a file streams out. */
const BATCH = 500;
/** Excel reads a file as UTF-8 (₹, accents) only when it starts with this mark. */
const BOM = '\uFEFF';
const DAY_MS = 86_400_000;

const encoder = new TextEncoder();

/**
 * A CSV file made batch by batch as the client reads it: the next batch is read only when the
 * one before has been taken (pull), so memory holds one batch however large the table.
 */
function csvStream<T, C>(
  columns: readonly string[],
  next: (after: C | null) => Promise<T[]>,
  record: (row: T) => Record<string, string>,
  position: (row: T) => C,
): ReadableStream<Uint8Array> {
  let after: C | null = null;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(
        encoder.encode(`${BOM}${Papa.unparse([[...columns]], CSV_WRITE_OPTIONS)}`),
      );
    },
    async pull(controller) {
      const rows = await next(after);
      const last = rows.at(-1);
      if (!last) {
        controller.enqueue(encoder.encode(CSV_WRITE_OPTIONS.newline));
        controller.close();
        return;
      }
      after = position(last);
      const text = Papa.unparse(rows.map(record), {
        ...CSV_WRITE_OPTIONS,
        header: false,
        columns: [...columns],
      });
      controller.enqueue(encoder.encode(`${CSV_WRITE_OPTIONS.newline}${text}`));
    },
  });
}

/** Extension 'catalogue-csv': the catalogue and the order book out as CSV, products in. */
export function createCatalogueCsvService(ctx: ServiceContext) {
  const { db, images, catalogCache, mail, settings, clock } = ctx;

  /** One transaction: new products in batches, then each update, sizes keeping their ids. */
  async function apply(tx: Queryable, rows: readonly CheckedProductRow[]): Promise<string[]> {
    const stored = (row: CheckedProductRow) => ({
      ...row.input,
      image: images.stored(row.input.image),
    });
    const made = await insertProducts(
      tx,
      rows.filter((row) => !row.id).map((row) => stored(row) as StoredProductWrite),
    );
    const updates = rows.filter((row): row is CheckedProductRow & { id: string } => !!row.id);
    const sizeIds = await sizeIdsByLabel(
      tx,
      updates.map((row) => row.id),
    );
    for (const row of updates) {
      const sizes = row.input.sizes.map((size) => {
        const id = sizeIds.get(`${row.id}\u0000${size.size}`);
        return id ? { ...size, _id: id } : size;
      });
      await updateProduct(tx, row.id, { ...stored(row), sizes });
    }
    // New products have no alerts; updated ones may have had sizes sold out that are back.
    await queueRestockMails(
      tx,
      mail,
      settings,
      clock(),
      updates.map((row) => row.id),
    );
    return made;
  }

  return {
    /** Every product with its sizes and colours, in id order. */
    productsCsv: (): ReadableStream<Uint8Array> =>
      csvStream<Product, string>(
        PRODUCT_CSV_COLUMNS,
        (after) => productBatch(db, after ?? '', BATCH, images.url),
        productCsvRecord,
        (product) => product._id,
      ),

    /** The header and one example row, which shows every cell's form. */
    productTemplate: (): string =>
      `${BOM}${Papa.unparse([PRODUCT_CSV_EXAMPLE], { ...CSV_WRITE_OPTIONS, columns: [...PRODUCT_CSV_COLUMNS] })}${CSV_WRITE_OPTIONS.newline}`,

    /** Orders placed on the range's days (UTC, both included), oldest first. */
    ordersCsv(range: OrderExportQuery): ReadableStream<Uint8Array> {
      const days = {
        from: new Date(`${range.from}T00:00:00Z`),
        until: new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS),
      };
      return csvStream<Order, OrderPosition>(
        ORDER_CSV_COLUMNS,
        (after) => orderBatch(db, days, after, BATCH, images.url),
        orderCsvRecord,
        (order) => ({ date: order.orderDate, id: order._id }),
      );
    },

    /**
     * A products file checked whole (every problem by line and column) and, when asked and only
     * when it has no problem, applied in one transaction. The apply checks again: a product
     * deleted since the dry run is a problem, and nothing is applied.
     */
    async importProducts(text: string, mode: ProductImportMode): Promise<ProductImportReport> {
      const parsed = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ''), {
        header: true,
        skipEmptyLines: 'greedy',
        transformHeader: (header) => header.trim(),
      });
      const file = checkProductFile(parsedProductFile(parsed), productBody);
      const ids = file.rows.flatMap((row) => (row.id ? [row.id] : []));
      const known = await existingProductIds(db, ids);
      const report = productImportReport(file, known);
      if (mode === 'dry-run' || report.problems.length) return report;
      const applied = await db.transaction(async (tx) => {
        const locked = await existingProductIds(tx, ids, true);
        if (locked.size !== known.size) return productImportReport(file, locked);
        return productImportReport(file, locked, await apply(tx, file.rows));
      });
      if (applied.applied) {
        await afterCatalogueLoad(db, file.rows.length);
        mail.kick();
        await catalogCache.invalidate();
      }
      return applied;
    },
  };
}

export type CatalogueCsvService = ReturnType<typeof createCatalogueCsvService>;
