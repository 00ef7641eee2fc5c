import {
  productSlug,
  type RestockAlert,
  type RestockSubscription,
  type RestockWaiting,
  restockOptionLabel,
} from '@atelier/api-client';
import type { RestockAlertBody } from '@atelier/api-client/schemas';
import { addMs } from '../auth/clock';
import { createRateLimiter } from '../auth/rateLimiter';
import type { SessionUser } from '../auth/sessions';
import { randomToken, sha256 } from '../auth/tokens';
import type { Queryable } from '../db/database';
import {
  type AlertRow,
  type AlertTarget,
  activateAlert,
  activeAlertOwner,
  confirmAlert,
  confirmableAlert,
  endAlert,
  insertAlert,
  knownUnsubscribe,
  openAlert,
  pruneAlerts,
  replaceAlertLinks,
  restockedAlerts,
  unsubscribeAddress,
  userAlerts,
  waitingCounts,
} from '../db/restockAlerts';
import { sizeStock } from '../db/stock';
import type { MailOutbox } from '../mail/outbox';
import { RESTOCK } from '../messages';
import type { ServiceContext, ServiceSettings } from './context';
import { conflict, forbidden, invalid, notFound, tooMany } from './errors';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How long a guest has to open the confirmation link. */
export const RESTOCK_CONFIRM_TTL_MS = 7 * DAY;
/** Ended alerts are kept this long, so their links still say what happened. */
const ENDED_KEPT_MS = 90 * DAY;

const LIMITS = {
  /** "Notify me" presses from one network address. */
  perAddress: { limit: 30, windowMs: 15 * MINUTE },
  /** Confirmation mails to one e-mail address: nobody is mail-bombed through the form. */
  mailsPerRecipient: { limit: 3, windowMs: 60 * MINUTE },
};

type Links = Pick<ServiceSettings, 'shellUrl' | 'apiUrl'>;

const linkTo = (settings: Links, page: 'confirm' | 'unsubscribe', token: string) =>
  `${settings.apiUrl}/api/shop/restock-alerts/${page}?token=${encodeURIComponent(token)}`;

/** The product's page in the shop, which the mails and the link pages point to. */
export const productLink = (settings: Links, row: Pick<AlertRow, 'product_id' | 'title'>) =>
  `${settings.shellUrl}/shop/product/${productSlug({ _id: row.product_id, title: row.title })}`;

const colourOf = (row: Pick<AlertRow, 'colour'>) => (row.colour ? { colour: row.colour } : {});

/**
 * Extension `restock-alerts`: mails every active alert on these products whose size is in stock
 * again, in the caller's transaction (so a restock that rolls back mails nobody), and ends each.
 * The key names the alert, so it is mailed once however many writes see it restocked.
 */
export async function queueRestockMails(
  tx: Queryable,
  mail: MailOutbox,
  settings: Links,
  now: Date,
  productIds: readonly string[],
): Promise<number> {
  if (!productIds.length) return 0;
  const due = await restockedAlerts(tx, productIds);
  for (const row of due) {
    // The alert ends with this mail; its fresh token lets the mail stop the address's others.
    const token = randomToken();
    await endAlert(tx, row.id, 'sent', now, sha256(token));
    await mail.enqueue(tx, {
      key: `restock:${row.id}`,
      to: row.email,
      template: 'restockBack',
      data: {
        title: row.title,
        size: row.size,
        ...colourOf(row),
        productLink: productLink(settings, row),
        unsubscribeLink: linkTo(settings, 'unsubscribe', token),
      },
    });
  }
  return due.length;
}

export function createRestockAlertService(ctx: ServiceContext) {
  const { db, clock, mail, settings } = ctx;
  const limits = {
    address: createRateLimiter(db, 'restock', LIMITS.perAddress, clock),
    recipient: createRateLimiter(db, 'restock-mail', LIMITS.mailsPerRecipient, clock),
  };

  const confirmSince = () => new Date(clock().getTime() - RESTOCK_CONFIRM_TTL_MS);
  const alertLabel = (row: AlertRow) => restockOptionLabel(row.size, row.colour || undefined);

  /** The size must exist (in the colour) and be sold out; a product with colours needs one. */
  async function checkTarget(tx: Queryable, body: RestockAlertBody): Promise<AlertTarget> {
    const [product] = await tx.query<{ has_colours: boolean }>(
      `SELECT coalesce(jsonb_array_length(colours), 0) > 0 AS has_colours
         FROM products WHERE id = $1`,
      [body.productId],
    );
    if (!product) throw notFound(RESTOCK.productNotFound);
    if (product.has_colours && !body.colour) throw invalid(RESTOCK.colourRequired);
    const colour = product.has_colours ? (body.colour ?? '') : '';
    const stock = await sizeStock(tx, body.productId, body.size, colour);
    if (stock === null) {
      throw notFound(colour ? RESTOCK.colourNotFound(colour) : RESTOCK.sizeNotFound(body.size));
    }
    const label = restockOptionLabel(body.size, colour || undefined);
    if (stock > 0) throw conflict(RESTOCK.inStock(label));
    return { productId: body.productId, size: body.size, colour };
  }

  /** A signed-in shopper: on at once, for the session's own address. */
  async function subscribeUser(tx: Queryable, target: AlertTarget, user: SessionUser) {
    const email = user.email.toLowerCase();
    const open = await openAlert(tx, target, email);
    const label = restockOptionLabel(target.size, target.colour || undefined);
    if (open?.status === 'active') throw conflict(RESTOCK.alreadySubscribed(label));
    if (open) await activateAlert(tx, open.id, user.id);
    else {
      await insertAlert(tx, {
        ...target,
        email,
        userId: user.id,
        status: 'active',
        confirmHash: null,
        unsubscribeHash: sha256(randomToken()),
        now: clock(),
      });
    }
    return RESTOCK.subscribed(label);
  }

  /**
   * A guest: the alert waits for the mailed link. The answer is the same whether or not the
   * address already has an alert, so the form tells nobody what someone else asked for; an
   * active alert gets no second mail, a pending one gets its link again (new tokens).
   */
  async function subscribeGuest(tx: Queryable, target: AlertTarget, email: string) {
    const open = await openAlert(tx, target, email);
    if (open?.status === 'active') return false;
    const confirm = randomToken();
    const unsubscribe = randomToken();
    const now = clock();
    let id: string;
    if (open) {
      await replaceAlertLinks(tx, open.id, sha256(confirm), sha256(unsubscribe), now);
      id = open.id;
    } else {
      id = await insertAlert(tx, {
        ...target,
        email,
        userId: null,
        status: 'pending',
        confirmHash: sha256(confirm),
        unsubscribeHash: sha256(unsubscribe),
        now,
      });
    }
    const [product] = await tx.query<{ title: string }>(
      'SELECT title FROM products WHERE id = $1',
      [target.productId],
    );
    await mail.enqueue(tx, {
      key: `restock-confirm:${id}:${sha256(confirm).slice(0, 16)}`,
      to: email,
      template: 'restockConfirm',
      data: {
        title: product?.title ?? '',
        size: target.size,
        ...colourOf(target),
        confirmLink: linkTo(settings, 'confirm', confirm),
        unsubscribeLink: linkTo(settings, 'unsubscribe', unsubscribe),
      },
      expiresAt: addMs(now, RESTOCK_CONFIRM_TTL_MS),
    });
    return true;
  }

  return {
    /** "Notify me": the answer's message is what the shopper reads. */
    async subscribe(
      body: RestockAlertBody,
      user: SessionUser | null,
      address: string,
    ): Promise<{ message: string; data: RestockSubscription }> {
      const wait = await limits.address.hit(address);
      if (wait > 0) throw tooMany(RESTOCK.tooMany, wait);
      const email = user ? null : body.email;
      if (!user && !email) throw invalid(RESTOCK.emailRequired);
      const mailWait = email ? await limits.recipient.hit(email) : 0;
      if (mailWait > 0) throw tooMany(RESTOCK.tooMany, mailWait);
      const outcome = await db.transaction(async (tx) => {
        const target = await checkTarget(tx, body);
        if (user) return { target, message: await subscribeUser(tx, target, user) };
        const mailed = await subscribeGuest(tx, target, email ?? '');
        return { target, message: RESTOCK.confirmationSent, mailed };
      });
      if ('mailed' in outcome && outcome.mailed) mail.kick();
      const { target } = outcome;
      return {
        message: outcome.message,
        data: {
          status: user ? 'active' : 'pending',
          productId: target.productId,
          size: target.size,
          ...colourOf(target),
        },
      };
    },

    /** The signed-in shopper's active alerts on one product. */
    mine: (userId: string, productId: string): Promise<RestockAlert[]> =>
      userAlerts(db, userId, productId),

    /** The shopper ends one of their alerts. */
    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const alert = await activeAlertOwner(tx, id);
        if (!alert) throw notFound(RESTOCK.notFound);
        if (alert.userId !== userId) throw forbidden(RESTOCK.accessDenied);
        await endAlert(tx, id, 'unsubscribed', clock());
      });
    },

    /**
     * What a guest's confirmation link would turn on, without turning it on: the link's page asks
     * for a press first. Null when the link does not work (unknown, expired, ended).
     */
    async confirmable(token: string): Promise<{ label: string } | null> {
      const row = await confirmableAlert(db, sha256(token), confirmSince());
      return row && { label: alertLabel(row) };
    },

    /** The press on the confirmation link's page; null when the link does not work. */
    async confirm(token: string): Promise<{ label: string; link: string } | null> {
      const row = await confirmAlert(db, sha256(token), confirmSince());
      return row && { label: alertLabel(row), link: productLink(settings, row) };
    },

    /** Whether an unsubscribe link works, without acting on it. */
    knowsUnsubscribe: (token: string): Promise<boolean> => knownUnsubscribe(db, sha256(token)),

    /** The press on the unsubscribe page, or a mail client's one-click: the address's alerts end. */
    unsubscribe: (token: string): Promise<boolean> =>
      unsubscribeAddress(db, sha256(token), clock()),

    /** For the back office: how many wait for each size. */
    waiting: (): Promise<RestockWaiting[]> => waitingCounts(db),

    prune(): Promise<void> {
      const now = clock().getTime();
      return pruneAlerts(db, new Date(now - RESTOCK_CONFIRM_TTL_MS), new Date(now - ENDED_KEPT_MS));
    },
  };
}

export type RestockAlertService = ReturnType<typeof createRestockAlertService>;
