import {
  restockAlertBody,
  restockAlertListQuery,
  restockAlertParams,
  restockTokenQuery,
} from '@atelier/api-client/schemas';
import { type Context, Hono } from 'hono';
import { escapeHtml } from '../../mail/templates/escape';
import { BUTTON_STYLE, button, layout, paragraph } from '../../mail/templates/layout';
import { RESTOCK } from '../../messages';
import { currentUser, requireAdmin, requireUser } from '../access';
import { clientIp } from '../clientIp';
import type { AppEnv } from '../env';
import { jsonBody, params, query } from '../validate';

const PAGE_HEADERS = {
  // The page is ours alone: no script, no frame, and the token in its address is not passed on
  // as a Referer when the shopper follows the link to a shop elsewhere. `same-origin`, not
  // `no-referrer`: under that a browser posts the page's own form with `Origin: null`, which
  // the origin guard of every write refuses.
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'Referrer-Policy': 'same-origin',
  'X-Robots-Tag': 'noindex',
};

type PageStatus = 200 | 400 | 404;

function page(c: Context<AppEnv>, status: PageStatus, title: string, text: string, body: string) {
  const html = layout({
    title,
    preview: text,
    body: [paragraph(text), body].join('\n'),
    footer: 'Atelier',
  });
  return c.html(html, status, PAGE_HEADERS);
}

/** The page after a link or a press: what happened, in the mails' frame, and where to go next. */
const linkPage = (
  c: Context<AppEnv>,
  status: PageStatus,
  title: string,
  text: string,
  next: { label: string; href: string },
) => page(c, status, title, text, button(next.label, next.href));

/**
 * The page an e-mailed link opens: a button that posts back to the same address. Mail
 * scanners open links, they do not press buttons.
 */
const pressPage = (c: Context<AppEnv>, title: string, text: string, label: string) =>
  page(
    c,
    200,
    title,
    text,
    `<form method="post"><button type="submit" style="${BUTTON_STYLE}">${escapeHtml(label)}</button></form>`,
  );

/** The token of a link, or null for anything that cannot be one. */
function linkToken(c: Context<AppEnv>): string | null {
  const parsed = restockTokenQuery.safeParse(c.req.query());
  return parsed.success ? parsed.data.token : null;
}

/** Extension restock-alerts: "Notify me", the shopper's alerts, and the e-mailed links' pages. */
export function restockAlertRoutes() {
  const app = new Hono<AppEnv>();
  const shop = (c: Context<AppEnv>) => ({
    label: RESTOCK.continueShopping,
    href: `${c.get('deps').config.shellUrl}/shop/home`,
  });
  const badLink = (c: Context<AppEnv>, status: 400 | 404) =>
    linkPage(c, status, RESTOCK.badLinkTitle, RESTOCK.badLinkText, shop(c));

  app.post('/', async (c) => {
    const body = await jsonBody(c, restockAlertBody);
    const ip = clientIp(c, c.get('deps').config.trustProxy);
    const answer = await c
      .get('deps')
      .services.restockAlerts.subscribe(body, c.get('user') ?? null, ip);
    return c.json({ success: true, ...answer }, 201);
  });

  app.get('/', requireUser, async (c) => {
    const { productId } = query(c, restockAlertListQuery);
    const data = await c.get('deps').services.restockAlerts.mine(currentUser(c).id, productId);
    return c.json({ success: true, data });
  });

  app.delete('/:id', requireUser, async (c) => {
    const { id } = params(c, restockAlertParams);
    await c.get('deps').services.restockAlerts.remove(currentUser(c).id, id);
    return c.json({ success: true, message: RESTOCK.removed });
  });

  app.get('/confirm', async (c) => {
    const token = linkToken(c);
    if (!token) return badLink(c, 400);
    const alert = await c.get('deps').services.restockAlerts.confirmable(token);
    if (!alert) return badLink(c, 404);
    return pressPage(
      c,
      RESTOCK.confirmTitle,
      RESTOCK.confirmText(alert.label),
      RESTOCK.confirmButton,
    );
  });

  app.post('/confirm', async (c) => {
    const token = linkToken(c);
    if (!token) return badLink(c, 400);
    const confirmed = await c.get('deps').services.restockAlerts.confirm(token);
    if (!confirmed) return badLink(c, 404);
    return linkPage(c, 200, RESTOCK.confirmedTitle, RESTOCK.subscribed(confirmed.label), {
      label: RESTOCK.viewProduct,
      href: confirmed.link,
    });
  });

  app.get('/unsubscribe', async (c) => {
    const token = linkToken(c);
    if (!token) return badLink(c, 400);
    if (!(await c.get('deps').services.restockAlerts.knowsUnsubscribe(token))) {
      return badLink(c, 404);
    }
    return pressPage(
      c,
      RESTOCK.unsubscribeTitle,
      RESTOCK.unsubscribeText,
      RESTOCK.unsubscribeButton,
    );
  });

  // The page's button, and a mail client's one-click unsubscribe (RFC 8058), which posts
  // `List-Unsubscribe=One-Click` to the mail's List-Unsubscribe address.
  app.post('/unsubscribe', async (c) => {
    const token = linkToken(c);
    if (!token) return badLink(c, 400);
    if (!(await c.get('deps').services.restockAlerts.unsubscribe(token))) return badLink(c, 404);
    return linkPage(c, 200, RESTOCK.unsubscribedTitle, RESTOCK.unsubscribedText, shop(c));
  });

  return app;
}

/** Extension restock-alerts: how many shoppers wait for each size, for the back office. */
export function adminRestockAlertRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);
  app.get('/waiting', async (c) =>
    c.json({ success: true, data: await c.get('deps').services.restockAlerts.waiting() }),
  );
  return app;
}
