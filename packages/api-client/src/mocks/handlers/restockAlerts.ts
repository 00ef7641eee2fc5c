import { type HttpHandler, HttpResponse } from 'msw';
import type { Product } from '../../contract/entities';
import { productSlug } from '../../contract/rules/productSlug';
import { restockOptionLabel } from '../../contract/rules/restockAlerts';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import {
  restockAlertBody,
  restockAlertListQuery,
  restockAlertParams,
  restockTokenQuery,
} from '../../schemas';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { checked, jsonBody, pathParams } from '../request';
import { fail, ok } from '../respond';
import type { Router } from '../router';
import type { MockRestockAlert, MockStore } from '../store';

const M = SERVER_MESSAGES.restockAlerts;
const MAIL = SERVER_MESSAGES.mail;
const { common } = SERVER_MESSAGES;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A link token shaped like the server's (43 URL-safe characters), from the store's sequence. */
const token = (store: MockStore) => `${store.newId()}${store.newId()}`.slice(0, 43);

const labelOf = (alert: Pick<MockRestockAlert, 'size' | 'colour'>) =>
  restockOptionLabel(alert.size, alert.colour || undefined);

const link = (origin: string, page: 'confirm' | 'unsubscribe', value: string) =>
  `${origin}/api/shop/restock-alerts/${page}?token=${value}`;

/** A mail in the server's words: the intro and button link, the closing line, unsubscribe. */
function sendRestockMail(
  store: MockStore,
  alert: MockRestockAlert,
  mail: { subject: string; intro: string; button: string; href: string; closing: string },
  unsubscribe: string,
) {
  store.sendMail({
    to: alert.email,
    subject: mail.subject,
    text: `${mail.intro}\n${mail.button}: ${mail.href}\n\n${mail.closing}\n\n${MAIL.restockUnsubscribeText}\n${unsubscribe}\n\n${MAIL.restockFooter}\n`,
    html: `<p>${escapeHtml(mail.intro)}</p><p><a href="${escapeHtml(mail.href)}">${escapeHtml(mail.button)}</a></p><p>${escapeHtml(mail.closing)}</p><p><a href="${escapeHtml(unsubscribe)}">${escapeHtml(MAIL.restockUnsubscribe)}</a></p>`,
  });
}

/** Stock of one size in one colour ('' without colours); null when there is no such size. */
function stockOf(product: Product, size: string, colour: string): number | null {
  const sizes = colour
    ? product.colours?.find((entry) => entry.name === colour)?.sizes
    : product.sizes;
  return sizes?.find((entry) => entry.size === size)?.stock ?? null;
}

/**
 * After an admin's write: every active alert whose size (in its colour) is in stock again is
 * mailed once and ends, as on the reference server.
 */
export function mailRestocked(store: MockStore, request: Request): void {
  const origin = new URL(request.url).origin;
  for (const alert of store.restockAlerts) {
    if (alert.status !== 'active') continue;
    const product = store.findProduct(alert.productId);
    const colour = product?.colours?.length ? alert.colour : '';
    if (!product || (stockOf(product, alert.size, colour) ?? 0) <= 0) continue;
    alert.status = 'sent';
    alert.confirmToken = null;
    alert.unsubscribeToken = token(store);
    sendRestockMail(
      store,
      alert,
      {
        subject: MAIL.restockBackSubject(product.title),
        intro: MAIL.restockBackIntro(product.title, labelOf(alert)),
        button: MAIL.restockBackButton,
        href: `${origin}/shop/product/${productSlug(product)}`,
        closing: MAIL.restockBackEnded,
      },
      link(origin, 'unsubscribe', alert.unsubscribeToken),
    );
  }
}

function page(status: number, title: string, text: string, body: string) {
  return HttpResponse.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${body}</body></html>`,
    { status, headers: { 'Referrer-Policy': 'same-origin' } },
  );
}

const linkPage = (status: number, title: string, text: string, next: [string, string]) =>
  page(status, title, text, `<p><a href="${escapeHtml(next[1])}">${escapeHtml(next[0])}</a></p>`);

/** As the server: a mailed link only shows a button that posts back, which scanners never press. */
const pressPage = (title: string, text: string, label: string) =>
  page(
    200,
    title,
    text,
    `<form method="post"><button type="submit">${escapeHtml(label)}</button></form>`,
  );

const tokenOf = (request: Request) =>
  restockTokenQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams)).data?.token;

/** Extension `restock-alerts`: "Notify me", the shopper's alerts and the mailed links' pages. */
export function restockAlertHandlers(route: Router): HttpHandler[] {
  const extension = (flavour: { extensions: boolean }) => {
    if (!flavour.extensions) fail(404, common.routeNotFound);
  };
  const badLink = (request: Request, status: number) =>
    linkPage(status, M.badLinkTitle, M.badLinkText, [
      M.continueShopping,
      `${new URL(request.url).origin}/shop/home`,
    ]);
  return [
    route.post(endpoint('restockAlerts'), async ({ request, store, flavour }) => {
      extension(flavour);
      const body = await jsonBody(request, restockAlertBody);
      const user = store.currentUser();
      const email = user ? user.email.toLowerCase() : body.email;
      if (!email) fail(400, SERVER_MESSAGES.restockAlerts.emailRequired);
      const product =
        store.findProduct(body.productId) ?? fail(404, SERVER_MESSAGES.adminProducts.notFound);
      const hasColours = !!product.colours?.length;
      if (hasColours && !body.colour) {
        fail(400, SERVER_MESSAGES.restockAlerts.colourRequired);
      }
      const colour = hasColours ? (body.colour ?? '') : '';
      const stock = stockOf(product, body.size, colour);
      if (stock === null) {
        fail(
          404,
          colour ? SERVER_MESSAGES.adminProducts.colourNotFound(colour) : M.sizeNotFound(body.size),
        );
      }
      const label = restockOptionLabel(body.size, colour || undefined);
      if (stock > 0) fail(409, M.inStock(label));
      const target = { productId: product._id, size: body.size, colour };
      const data = { ...target, colour: colour || undefined };
      const open = store.restockAlerts.find(
        (alert) =>
          alert.productId === target.productId &&
          alert.size === target.size &&
          alert.colour === target.colour &&
          alert.email === email &&
          (alert.status === 'pending' || alert.status === 'active'),
      );
      if (user) {
        if (open?.status === 'active') fail(409, M.alreadySubscribed(label));
        if (open) Object.assign(open, { status: 'active', userId: user.id, confirmToken: null });
        else {
          store.restockAlerts.push({
            id: store.newId(),
            ...target,
            email,
            userId: user.id,
            status: 'active',
            confirmToken: null,
            unsubscribeToken: token(store),
          });
        }
        return ok(
          { success: true, message: M.subscribed(label), data: { status: 'active', ...data } },
          201,
        );
      }
      // A guest hears the same whatever the address already asked for; only a new or pending
      // alert is mailed its link.
      if (open?.status !== 'active') {
        const alert: MockRestockAlert = open ?? {
          id: store.newId(),
          ...target,
          email,
          userId: null,
          status: 'pending',
          confirmToken: null,
          unsubscribeToken: '',
        };
        if (!open) store.restockAlerts.push(alert);
        alert.confirmToken = token(store);
        alert.unsubscribeToken = token(store);
        const origin = new URL(request.url).origin;
        sendRestockMail(
          store,
          alert,
          {
            subject: MAIL.restockConfirmSubject(product.title),
            intro: MAIL.restockConfirmIntro(product.title, label),
            button: MAIL.restockConfirmButton,
            href: link(origin, 'confirm', alert.confirmToken),
            closing: MAIL.restockConfirmIgnore,
          },
          link(origin, 'unsubscribe', alert.unsubscribeToken),
        );
      }
      return ok(
        { success: true, message: M.confirmationSent, data: { status: 'pending', ...data } },
        201,
      );
    }),

    ...(['get', 'post'] as const).map((method) =>
      route[method](endpoint('restockAlerts', '/confirm'), ({ request, store, flavour }) => {
        extension(flavour);
        const value = tokenOf(request);
        if (!value) return badLink(request, 400);
        const alert = store.restockAlerts.find(
          (entry) =>
            entry.confirmToken === value &&
            (entry.status === 'pending' || entry.status === 'active'),
        );
        const product = alert && store.findProduct(alert.productId);
        if (!alert || !product) return badLink(request, 404);
        if (method === 'get') {
          return pressPage(M.confirmTitle, M.confirmText(labelOf(alert)), M.confirmButton);
        }
        alert.status = 'active';
        return linkPage(200, M.confirmedTitle, M.subscribed(labelOf(alert)), [
          M.viewProduct,
          `${new URL(request.url).origin}/shop/product/${productSlug(product)}`,
        ]);
      }),
    ),

    ...(['get', 'post'] as const).map((method) =>
      route[method](endpoint('restockAlerts', '/unsubscribe'), ({ request, store, flavour }) => {
        extension(flavour);
        const value = tokenOf(request);
        if (!value) return badLink(request, 400);
        const owner = store.restockAlerts.find((entry) => entry.unsubscribeToken === value);
        if (!owner) return badLink(request, 404);
        if (method === 'get') {
          return pressPage(M.unsubscribeTitle, M.unsubscribeText, M.unsubscribeButton);
        }
        for (const alert of store.restockAlerts) {
          if (
            alert.email === owner.email &&
            (alert.status === 'pending' || alert.status === 'active')
          ) {
            Object.assign(alert, { status: 'unsubscribed', confirmToken: null });
          }
        }
        return linkPage(200, M.unsubscribedTitle, M.unsubscribedText, [
          M.continueShopping,
          `${new URL(request.url).origin}/shop/home`,
        ]);
      }),
    ),

    route.get(endpoint('restockAlerts'), ({ request, store, flavour }) => {
      extension(flavour);
      const user = authorize(store);
      const { productId } = checked(
        restockAlertListQuery,
        Object.fromEntries(new URL(request.url).searchParams),
      );
      const data = store.restockAlerts
        .filter(
          (alert) =>
            alert.userId === user.id && alert.productId === productId && alert.status === 'active',
        )
        .map((alert) => ({
          _id: alert.id,
          productId,
          size: alert.size,
          ...(alert.colour ? { colour: alert.colour } : {}),
        }));
      return ok({ success: true, data });
    }),

    route.delete(endpoint('restockAlerts', '/:id'), ({ param, store, flavour }) => {
      extension(flavour);
      const user = authorize(store);
      const { id } = pathParams(restockAlertParams, param);
      const alert =
        store.restockAlerts.find((entry) => entry.id === id && entry.status === 'active') ??
        fail(404, M.notFound);
      if (alert.userId !== user.id) fail(403, common.accessDenied);
      alert.status = 'unsubscribed';
      return ok({ success: true, message: M.removed });
    }),
  ];
}

/** Extension `restock-alerts`: how many shoppers wait for each size, most wanted first. */
export function adminRestockAlertHandlers(route: Router): HttpHandler[] {
  return [
    route.get(endpoint('adminRestockAlerts', '/waiting'), ({ store, flavour }) => {
      if (!flavour.extensions) fail(404, common.routeNotFound);
      authorize(store, { admin: true });
      const counts = new Map<
        string,
        { productId: string; size: string; colour: string; waiting: number }
      >();
      for (const alert of store.restockAlerts) {
        if (alert.status !== 'active') continue;
        const key = `${alert.productId}\u0000${alert.size}\u0000${alert.colour}`;
        const entry = counts.get(key) ?? { ...alert, waiting: 0 };
        entry.waiting += 1;
        counts.set(key, entry);
      }
      const data = [...counts.values()]
        .sort(
          (a, b) =>
            b.waiting - a.waiting ||
            a.productId.localeCompare(b.productId) ||
            a.size.localeCompare(b.size) ||
            a.colour.localeCompare(b.colour),
        )
        .map(({ productId, size, colour, waiting }) => ({
          productId,
          size,
          ...(colour ? { colour } : {}),
          waiting,
        }));
      return ok({ success: true, data });
    }),
  ];
}
