import { SERVER_MESSAGES } from '@atelier/api-client';
import { MAIL_BRAND as B } from './brand';
import { escapeHtml } from './escape';
import { layout, paragraph, plainText, type RenderedMail } from './layout';

const M = SERVER_MESSAGES.mail;

export interface OtpMailData {
  userName: string;
  code: string;
  /** How long the code works, in minutes. */
  validMinutes: number;
}

/** The sign-up verification code. */
export function otpMail({ userName, code, validMinutes }: OtpMailData): RenderedMail {
  return {
    subject: M.otpSubject(code),
    html: layout({
      title: M.otpTitle,
      preview: `${M.otpIntro} ${code}`,
      body: [
        paragraph(M.greeting(userName)),
        paragraph(M.otpIntro),
        `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,Consolas,monospace;color:${B.text}">${escapeHtml(code)}</p>`,
        paragraph(M.otpValidity(validMinutes), `color:${B.textMuted}`),
      ].join('\n'),
    }),
    text: plainText(M.greeting(userName), `${M.otpIntro} ${code}.\n${M.otpValidity(validMinutes)}`),
  };
}
