import { SERVER_MESSAGES } from '@atelier/api-client';
import { MAIL_BRAND as B } from './brand';
import { escapeHtml } from './escape';

/** What every template returns: a subject and the same message as HTML and as plain text. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /**
   * A one-click unsubscribe address (RFC 8058): sent as `List-Unsubscribe` with
   * `List-Unsubscribe-Post`, so a mail client's own Unsubscribe posts to it.
   */
  unsubscribe?: string;
}

/** A paragraph of text; every value in it is escaped. */
export const paragraph = (text: string, style = '') =>
  `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;

/** How the brand's button looks, on a link or a form's button. */
export const BUTTON_STYLE = `display:inline-block;background:${B.primary};color:${B.onPrimary};padding:12px 20px;border:0;border-radius:8px;font:inherit;font-weight:700;text-decoration:none;cursor:pointer`;

/** The brand's button: a link styled as one, which every mail client shows. */
export const button = (label: string, href: string) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="${BUTTON_STYLE}">${escapeHtml(label)}</a></p>`;

/**
 * The shop's e-mail frame: one centred card on the page colour, the shop's name above, a
 * footer below. Tables and inline styles, because that is what mail clients render alike.
 * `body` is HTML made with the helpers above (their values are escaped); `preview` is the line
 * inboxes show beside the subject.
 */
export function layout(options: {
  title: string;
  preview: string;
  body: string;
  /** The line below the card; the default suits a mail nobody may have asked for. */
  footer?: string;
}): string {
  const title = escapeHtml(options.title);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:0;background:${B.page};font-family:${escapeHtml(B.font)};color:${B.text}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(options.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${B.page}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px">
<tr><td style="padding:0 0 16px;font-size:20px;font-weight:700;letter-spacing:2px;text-transform:uppercase">${B.name}</td></tr>
<tr><td style="background:${B.surface};border:1px solid ${B.border};border-radius:12px;padding:24px;font-size:16px;line-height:1.5">
<h1 style="font-size:20px;line-height:1.25;margin:0 0 16px">${title}</h1>
${options.body}
</td></tr>
<tr><td style="padding:16px 0 0;font-size:13px;color:${B.textMuted}">${escapeHtml(options.footer ?? SERVER_MESSAGES.mail.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The plain-text part: paragraphs separated by blank lines, then the footer. */
export function plainText(...paragraphs: string[]): string {
  return footedText(SERVER_MESSAGES.mail.footer, ...paragraphs);
}

/** The plain-text part with a footer of its own. */
export function footedText(footer: string, ...paragraphs: string[]): string {
  return `${[...paragraphs, footer].join('\n\n')}\n`;
}
