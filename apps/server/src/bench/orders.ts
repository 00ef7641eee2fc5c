import pino from 'pino';
import type { SessionUser } from '../auth/sessions';
import { loadConfig } from '../config';
import { openMemoryDatabase } from '../db/database';
import { newId } from '../db/ids';
import { migrate } from '../db/migrate';
import { insertUser } from '../db/users';
import { buildDeps } from '../deps';
import { renderInvoice } from '../invoices/documents';
import { seed } from '../seed/seed';

const BULK = 500;
const EVENTS = 200;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * Issue 38's budgets on the embedded database, through the services (no HTTP): a bulk status
 * change of 500 orders, the admin's details of an order with 200 timeline events, an invoice.
 */
export async function measureOrders(runs: number) {
  const db = await openMemoryDatabase();
  try {
    await migrate(db);
    const config = loadConfig({ NODE_ENV: 'test', SEED: 'false', DUPLICATE_ORDER_WINDOW_MS: '0' });
    const { deps } = buildDeps(config, db, {
      logger: pino({ level: 'silent' }),
      scrypt: { N: 1024, r: 8, p: 1 },
    });
    const { services } = deps;
    await seed(db, deps.hasher, { productCount: 12, activity: false, onlyIfEmpty: false });
    // Plenty of every size; without colours, so a line needs no colour to take its units.
    await db.query('UPDATE products SET colours = NULL');
    await db.query('UPDATE product_sizes SET stock = 1000000');
    const [line] = await db.query<{ product_id: string; size: string }>(
      'SELECT product_id, size FROM product_sizes LIMIT 1',
    );
    if (!line) throw new Error('no product to order');
    const shopper: SessionUser = {
      id: newId(),
      userName: 'Bench',
      email: 'bench@example.test',
      role: 'user',
    };
    await insertUser(db, { ...shopper, passwordHash: 'x', verified: true });
    const admin: SessionUser = {
      id: newId(),
      userName: 'Bench Admin',
      email: 'a@example.test',
      role: 'admin',
    };
    const address = await services.addresses.add(shopper.id, {
      address: '1 Bench Road',
      city: 'Pune',
      pincode: '411001',
      phone: '9000000000',
      notes: 'none',
    });
    const orderIds: string[] = [];
    for (let i = 0; i < BULK * runs; i += 1) {
      const created = await services.orders.create(shopper, {
        lines: [{ productId: line.product_id, selectedSize: line.size, quantity: 1 }],
        addressId: address._id,
        paymentMethod: 'cod',
      });
      orderIds.push(created.orderId);
    }
    const bulk: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const ids = orderIds.slice(run * BULK, (run + 1) * BULK);
      bulk.push(
        await timed(async () => {
          const result = await services.orderAdmin.setStatusOfMany(admin, ids, {
            status: 'confirmed',
          });
          if (result.failed.length) throw new Error(`${result.failed.length} orders failed`);
        }),
      );
    }
    await deps.mail.stop();

    const busy = orderIds[0] as string;
    for (let i = 1; i < EVENTS; i += 1) {
      await services.orderAdmin.addNote(admin, busy, {
        text: `Note ${i}`,
        visibleToShopper: false,
      });
    }
    // One after another: the embedded database has one connection, so reads sent together
    // would time each other's queueing.
    const details: number[] = [];
    for (let run = 0; run < 9; run += 1)
      details.push(await timed(() => services.orders.details(admin, busy)));
    const order = await services.orders.details(admin, busy);
    await renderInvoice(order, config.seller); // The font's first load is not what is measured.
    const invoices: number[] = [];
    for (let run = 0; run < 9; run += 1)
      invoices.push(await timed(() => renderInvoice(order, config.seller)));

    return {
      bulkOrders: BULK,
      bulkMs: median(bulk),
      events: EVENTS,
      detailsMs: median(details),
      invoiceMs: median(invoices),
    };
  } finally {
    await db.close();
  }
}
