import { SERVER_MESSAGES } from '@atelier/api-client';
import { MAIL_BRAND as B } from './brand';
import { button, layout, paragraph, plainText, type RenderedMail } from './layout';

const M = SERVER_MESSAGES.mail;

export interface ResetMailData {
  userName: string;
  /** The shop's reset page with the token. */
  link: string;
  /** How long the link works, in minutes. */
  validMinutes: number;
}

/** The password reset link. */
export function resetMail({ userName, link, validMinutes }: ResetMailData): RenderedMail {
  return {
    subject: M.resetSubject,
    html: layout({
      title: M.resetTitle,
      preview: M.resetTextIntro(validMinutes),
      body: [
        paragraph(M.greeting(userName)),
        button(M.resetButton, link),
        paragraph(M.resetValidity(validMinutes), `color:${B.textMuted}`),
      ].join('\n'),
    }),
    text: plainText(M.greeting(userName), `${M.resetTextIntro(validMinutes)}\n${link}`),
  };
}
