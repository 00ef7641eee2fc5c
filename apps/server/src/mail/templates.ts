import { OTP_TTL_MS } from '../auth/otp';
import { RESET_TOKEN_TTL_MS } from '../auth/resetTokens';
import { MAIL } from '../messages';
import type { Mail } from './mailer';

const minutes = (ms: number) => Math.round(ms / 60_000);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function layout(title: string, body: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2328;background:#f6f4f1;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="color:#6e7781;font-size:12px;margin-top:24px">${escapeHtml(MAIL.footer)}</p>
</div></body></html>`;
}

export function otpMail(to: string, userName: string, code: string): Mail {
  const ttl = minutes(OTP_TTL_MS);
  return {
    to,
    subject: MAIL.otpSubject(code),
    text: `${MAIL.greeting(userName)}\n\n${MAIL.otpIntro} ${code}.\n${MAIL.otpValidity(ttl)}\n`,
    html: layout(
      MAIL.otpTitle,
      `<p>${escapeHtml(MAIL.greeting(userName))}</p><p>${MAIL.otpIntro}</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:700">${code}</p>
<p>${MAIL.otpValidity(ttl)}</p>`,
    ),
  };
}

export function resetMail(to: string, userName: string, link: string): Mail {
  const ttl = minutes(RESET_TOKEN_TTL_MS);
  return {
    to,
    subject: MAIL.resetSubject,
    text: `${MAIL.greeting(userName)}\n\n${MAIL.resetTextIntro(ttl)}\n${link}\n`,
    html: layout(
      MAIL.resetTitle,
      `<p>${escapeHtml(MAIL.greeting(userName))}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f2328;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${MAIL.resetButton}</a></p>
<p>${MAIL.resetValidity(ttl)}</p>`,
    ),
  };
}
