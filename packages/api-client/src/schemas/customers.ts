import { z } from 'zod';
import {
  ADMIN_CUSTOMER_SORTS,
  type AdminCustomerSort,
  BLOCK_REASON_MAX,
  DEFAULT_ADMIN_CUSTOMER_SORT,
  FIELD_PROBLEMS,
  MAX_ADMIN_PAGE_LIMIT,
} from '../contract';
import { cursor } from './backOffice';
import { wholeNumber } from './catalogue';
import { text } from './fields';

/** Extension 'admin-customers': `GET /api/admin/customers/search`'s query. */
export const adminCustomerSearchQuery = z.object({
  q: z.string().trim().max(100, FIELD_PROBLEMS.tooLong).optional(),
  sortBy: z
    .enum(
      ADMIN_CUSTOMER_SORTS.map((sort) => sort.id) as [AdminCustomerSort, ...AdminCustomerSort[]],
    )
    .default(DEFAULT_ADMIN_CUSTOMER_SORT),
  cursor: cursor.optional(),
  limit: wholeNumber(MAX_ADMIN_PAGE_LIMIT).optional(),
});
export type AdminCustomerSearchQuery = z.output<typeof adminCustomerSearchQuery>;

/** Extension 'admin-customers': why a shopper is blocked (`POST /api/admin/customers/block/{id}`). */
export const blockCustomerBody = z.object({ reason: text(BLOCK_REASON_MAX) });
