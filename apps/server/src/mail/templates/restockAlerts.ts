import { restockOptionLabel, SERVER_MESSAGES } from '@atelier/api-client';
import { MAIL_BRAND as B } from './brand';
import { escapeHtml } from './escape';
import { button, footedText, layout, paragraph, type RenderedMail } from './layout';

const M = SERVER_MESSAGES.mail;

/** What both restock mails name: the product and the size (in a colour) the alert is about. */
interface RestockTarget {
  title: string;
  size: string;
  colour?: string;
  /** Ends every alert of the address (extension `restock-alerts`). */
  unsubscribeLink: string;
}

export interface RestockConfirmMailData extends RestockTarget {
  /** Turns the guest's alert on. */
  confirmLink: string;
}

export interface RestockBackMailData extends RestockTarget {
  /** The product's page in the shop. */
  productLink: string;
}

const unsubscribe = (link: string) =>
  `<p style="margin:0;font-size:13px;color:${B.textMuted}"><a href="${escapeHtml(link)}" style="color:${B.textMuted}">${escapeHtml(M.restockUnsubscribe)}</a></p>`;

/** A guest's "Notify me": the double opt-in link, so nobody subscribes someone else. */
export function restockConfirmMail(data: RestockConfirmMailData): RenderedMail {
  const intro = M.restockConfirmIntro(data.title, restockOptionLabel(data.size, data.colour));
  return {
    subject: M.restockConfirmSubject(data.title),
    unsubscribe: data.unsubscribeLink,
    html: layout({
      title: M.restockConfirmTitle,
      preview: intro,
      body: [
        paragraph(intro),
        button(M.restockConfirmButton, data.confirmLink),
        paragraph(M.restockConfirmIgnore, `color:${B.textMuted}`),
        unsubscribe(data.unsubscribeLink),
      ].join('\n'),
      footer: M.restockFooter,
    }),
    text: footedText(
      M.restockFooter,
      `${intro}\n${M.restockConfirmButton}: ${data.confirmLink}`,
      M.restockConfirmIgnore,
      `${M.restockUnsubscribeText}\n${data.unsubscribeLink}`,
    ),
  };
}

/** The size is back: one mail per alert, which then ends. */
export function restockBackMail(data: RestockBackMailData): RenderedMail {
  const intro = M.restockBackIntro(data.title, restockOptionLabel(data.size, data.colour));
  return {
    subject: M.restockBackSubject(data.title),
    unsubscribe: data.unsubscribeLink,
    html: layout({
      title: M.restockBackTitle,
      preview: intro,
      body: [
        paragraph(intro),
        button(M.restockBackButton, data.productLink),
        paragraph(M.restockBackEnded, `color:${B.textMuted}`),
        unsubscribe(data.unsubscribeLink),
      ].join('\n'),
      footer: M.restockFooter,
    }),
    text: footedText(
      M.restockFooter,
      `${intro}\n${M.restockBackButton}: ${data.productLink}`,
      M.restockBackEnded,
      `${M.restockUnsubscribeText}\n${data.unsubscribeLink}`,
    ),
  };
}
