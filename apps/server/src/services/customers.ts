import { CUSTOMER_ORDERS_SHOWN, type CustomerDetails, isAdmin } from '@atelier/api-client';
import type { AdminCustomerSearchQuery } from '@atelier/api-client/schemas';
import { deleteOtherSessions, type SessionUser } from '../auth/sessions';
import { listAddresses } from '../db/addresses';
import {
  type CustomerPageAnswer,
  type CustomerRecord,
  findCustomer,
  listCustomerEvents,
  searchCustomers,
  setBlock,
} from '../db/customers';
import { listOrders } from '../db/orders';
import { CUSTOMERS } from '../messages';
import type { ServiceContext } from './context';
import { conflict, notFound } from './errors';
import { publicOrder } from './orders';

const isShopper = (user: CustomerRecord | null): user is CustomerRecord =>
  user !== null && !isAdmin(user);

/**
 * Extension 'admin-customers': the back office's shoppers. A block ends every session of the
 * account in the transaction that sets it, and sign-in and session checks refuse a blocked
 * account from then on (services/auth.ts, auth/sessions.ts). Admin accounts are not customers.
 */
export function createCustomerService(ctx: ServiceContext) {
  const { db, clock } = ctx;

  return {
    search: (query: AdminCustomerSearchQuery, limit: number): Promise<CustomerPageAnswer> =>
      searchCustomers(db, query, limit),

    async details(id: string): Promise<CustomerDetails> {
      const customer = await findCustomer(db, id);
      if (!isShopper(customer)) throw notFound(CUSTOMERS.notFound);
      const { role: _role, ...summary } = customer;
      const [addresses, orders, history] = await Promise.all([
        listAddresses(db, id),
        listOrders(db, ctx.images.url, id, CUSTOMER_ORDERS_SHOWN),
        listCustomerEvents(db, id),
      ]);
      return { ...summary, addresses, orders: orders.map(publicOrder), history };
    },

    async block(admin: SessionUser, id: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const customer = await findCustomer(tx, id, { forUpdate: true });
        if (!customer) throw notFound(CUSTOMERS.notFound);
        if (isAdmin(customer)) throw conflict(CUSTOMERS.adminNotBlockable);
        if (customer.block) throw conflict(CUSTOMERS.alreadyBlocked);
        const actor = { id: admin.id, name: admin.userName };
        await setBlock(tx, id, { kind: 'blocked', at: clock(), actor, reason });
        await deleteOtherSessions(tx, id, null);
      });
    },

    async unblock(admin: SessionUser, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const customer = await findCustomer(tx, id, { forUpdate: true });
        if (!isShopper(customer)) throw notFound(CUSTOMERS.notFound);
        if (!customer.block) throw conflict(CUSTOMERS.notBlocked);
        const actor = { id: admin.id, name: admin.userName };
        await setBlock(tx, id, { kind: 'unblocked', at: clock(), actor });
      });
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
