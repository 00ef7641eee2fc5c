import type { OrderEvent, OrderEventActor, OrderEventKind } from '@atelier/api-client';
import type { Queryable } from './database';

/** What an event says beyond its kind and actor (the contract's optional fields). */
export type OrderEventData = Pick<OrderEvent, 'status' | 'reason' | 'note' | 'tracking' | 'amount'>;

export interface NewOrderEvent {
  orderId: string;
  at: Date;
  kind: OrderEventKind;
  actor: OrderEventActor;
  data?: OrderEventData;
  /** False for an admin's internal note. */
  visibleToShopper?: boolean;
}

interface EventRow {
  id: string;
  order_id: string;
  at: Date | string;
  kind: OrderEventKind;
  actor_kind: OrderEventActor['kind'];
  actor_name: string | null;
  data: OrderEventData;
  visible_to_shopper: boolean;
}

const COLUMNS =
  'id::text AS id, order_id, at, kind, actor_kind, actor_name, data, visible_to_shopper';

/**
 * The event as the contract shows it. `shopperView` leaves out the admin's name: a shopper
 * learns that the shop acted, not which employee.
 */
function toEvent(row: EventRow, shopperView: boolean): OrderEvent {
  const actor: OrderEventActor =
    row.actor_name && !(shopperView && row.actor_kind === 'admin')
      ? { kind: row.actor_kind, name: row.actor_name }
      : { kind: row.actor_kind };
  return {
    _id: row.id,
    at: new Date(row.at).toISOString(),
    kind: row.kind,
    actor,
    ...row.data,
    ...(row.kind === 'note' ? { visibleToShopper: row.visible_to_shopper } : {}),
  };
}

/** Records one event in the caller's transaction; its id names the event (mail dedupe keys). */
export async function insertOrderEvent(db: Queryable, event: NewOrderEvent): Promise<OrderEvent> {
  const [row] = await db.query<EventRow>(
    `INSERT INTO order_events (order_id, at, kind, actor_kind, actor_name, data, visible_to_shopper)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [
      event.orderId,
      event.at,
      event.kind,
      event.actor.kind,
      event.actor.name ?? null,
      JSON.stringify(event.data ?? {}),
      event.visibleToShopper ?? true,
    ],
  );
  if (!row) throw new Error('order event insert returned nothing');
  return toEvent(row, false);
}

/** An order's timeline, oldest first; a shopper's leaves out internal notes and admin names. */
export async function listOrderEvents(
  db: Queryable,
  orderId: string,
  view: 'admin' | 'shopper',
): Promise<OrderEvent[]> {
  const rows = await db.query<EventRow>(
    `SELECT ${COLUMNS} FROM order_events
      WHERE order_id = $1${view === 'shopper' ? ' AND visible_to_shopper' : ''}
      ORDER BY order_events.id`,
    [orderId],
  );
  return rows.map((row) => toEvent(row, view === 'shopper'));
}
