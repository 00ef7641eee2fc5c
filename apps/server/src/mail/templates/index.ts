import type { RenderedMail } from './layout';
import {
  orderCancelledMail,
  orderConfirmedMail,
  orderDeliveredMail,
  orderPlacedMail,
  orderRefundedMail,
  orderRejectedMail,
  orderShippedMail,
} from './orderMails';
import { otpMail } from './otp';
import { resetMail } from './reset';
import { restockBackMail, restockConfirmMail } from './restockAlerts';

/**
 * Every e-mail the shop sends, by the name the outbox stores. A template is a pure function of
 * its data (no I/O, no Node-only module: Storybook renders them too) that escapes every value
 * it is given. A new kind of mail is a new entry here.
 */
export const MAIL_TEMPLATES = {
  otp: otpMail,
  reset: resetMail,
  orderPlaced: orderPlacedMail,
  orderConfirmed: orderConfirmedMail,
  orderShipped: orderShippedMail,
  orderDelivered: orderDeliveredMail,
  orderRejected: orderRejectedMail,
  orderCancelled: orderCancelledMail,
  orderRefunded: orderRefundedMail,
  restockConfirm: restockConfirmMail,
  restockBack: restockBackMail,
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailData<K extends MailTemplateName> = Parameters<(typeof MAIL_TEMPLATES)[K]>[0];

/** Renders a stored mail; throws for a template this release does not have. */
export function renderMail(template: string, data: unknown): RenderedMail {
  if (!Object.hasOwn(MAIL_TEMPLATES, template))
    throw new Error(`unknown mail template ${template}`);
  const render = MAIL_TEMPLATES[template as MailTemplateName] as (data: unknown) => RenderedMail;
  return render(data);
}

export type { RenderedMail } from './layout';
export type {
  OrderCancelledMailData,
  OrderPlacedMailData,
  OrderRefundedMailData,
  OrderRejectedMailData,
  OrderShippedMailData,
} from './orderMails';
export type { OtpMailData } from './otp';
export type { ResetMailData } from './reset';
export type { RestockBackMailData, RestockConfirmMailData } from './restockAlerts';
