import { shortOrderId } from '@atelier/api-client';
import type { Context } from 'hono';
import type { SessionUser } from '../auth/sessions';
import type { AppEnv } from '../http/env';
import { renderInvoice, renderPackingSlip } from './documents';

export type DocumentKind = 'invoice' | 'packing-slip';

/**
 * One order's document as a download (extension 'invoices'). The order is read through the
 * order service's details, so its owner and admins get it and anyone else a 404.
 */
export async function orderDocument(
  c: Context<AppEnv>,
  user: SessionUser,
  orderId: string,
  kind: DocumentKind,
): Promise<Response> {
  const { services, config } = c.get('deps');
  const order = await services.orders.details(user, orderId);
  const pdf =
    kind === 'invoice'
      ? await renderInvoice(order, config.seller)
      : await renderPackingSlip(order, config.seller);
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${kind}-${shortOrderId(orderId, 'admin')}.pdf"`,
    // A shopper's own document: never kept by a shared cache.
    'Cache-Control': 'private, no-store',
  });
}
