import { SERVER_MESSAGES, shortOrderId } from '@atelier/api-client';
import { MAIL_BRAND as B } from './brand';
import { escapeHtml } from './escape';
import { button, footedText, layout, paragraph, type RenderedMail } from './layout';

const M = SERVER_MESSAGES.mail;

/** What every order mail knows: whom it greets, which order, where the shopper can see it. */
export interface OrderMailBase {
  userName: string;
  orderId: string;
  /** The shop's account page, where the order and its timeline are. */
  link: string;
}

/** A list of lines as a table, one row each; every value escaped. */
export const lines = (rows: readonly string[]) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-top:1px solid ${B.border}">${rows
    .map(
      (row) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid ${B.border}">${escapeHtml(row)}</td></tr>`,
    )
    .join('')}</table>`;

/**
 * An order mail: the greeting and the order's reference, the paragraphs given (HTML and text
 * alike), extra HTML (a list, a button), then the button to the order. The footer says why the
 * shopper gets it.
 */
export function orderMail(
  base: OrderMailBase,
  content: {
    subject: (shortId: string) => string;
    title: string;
    paragraphs: readonly string[];
    /** HTML made with the helpers (escaped), after the paragraphs; its text in `extraText`. */
    extraHtml?: string;
    extraText?: readonly string[];
  },
): RenderedMail {
  const shortId = shortOrderId(base.orderId, 'shopper');
  const intro = [M.greeting(base.userName), M.orderRef(shortId), ...content.paragraphs];
  return {
    subject: content.subject(shortId),
    html: layout({
      title: content.title,
      preview: content.paragraphs[0] ?? content.title,
      footer: M.orderFooter,
      body: [
        ...intro.map((text) => paragraph(text)),
        content.extraHtml ?? '',
        button(M.orderButton, base.link),
      ].join('\n'),
    }),
    text: footedText(
      M.orderFooter,
      ...intro,
      ...(content.extraText ?? []),
      `${M.orderButton}: ${base.link}`,
    ),
  };
}
