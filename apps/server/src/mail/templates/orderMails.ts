import { formatMoney, SERVER_MESSAGES } from '@atelier/api-client';
import { button } from './layout';
import { lines, type OrderMailBase, orderMail } from './orderParts';

const M = SERVER_MESSAGES.mail;

export interface OrderPlacedMailData extends OrderMailBase {
  items: Array<{ title: string; size: string; quantity: number; price: number }>;
  address: { address: string; city: string; pincode: string; phone: string };
  /** The method in words ('Card', 'Cash on delivery'). */
  paymentMethod: string;
  /** Paid online already (the mail goes out once the payment is verified). */
  paid: boolean;
  cashHandlingFee: number;
  total: number;
}

/** The order is placed: what was bought, where to, how it is paid and the total. */
export function orderPlacedMail(data: OrderPlacedMailData) {
  const items = data.items.map((item) =>
    M.itemLine(item.title, item.size, item.quantity, formatMoney(item.price * item.quantity)),
  );
  const { address, city, pincode, phone } = data.address;
  const sums = [
    M.paymentMethod(data.paymentMethod),
    ...(data.cashHandlingFee > 0 ? [M.cashHandlingFee(formatMoney(data.cashHandlingFee))] : []),
    M.total(formatMoney(data.total)),
  ];
  const where = [M.deliverTo, `${address}, ${city} ${pincode}`, phone];
  return orderMail(data, {
    subject: M.placedSubject,
    title: M.placedTitle,
    paragraphs: [
      M.placedIntro,
      data.paid ? M.placedPaid : M.placedCod(formatMoney(data.cashHandlingFee)),
    ],
    extraHtml: [lines(items), lines(sums), lines(where)].join('\n'),
    extraText: [items.join('\n'), sums.join('\n'), where.join('\n')],
  });
}

export type OrderConfirmedMailData = OrderMailBase;

export const orderConfirmedMail = (data: OrderConfirmedMailData) =>
  orderMail(data, {
    subject: M.confirmedSubject,
    title: M.confirmedTitle,
    paragraphs: [M.confirmedIntro],
  });

export interface OrderShippedMailData extends OrderMailBase {
  /** Present when the admin gave a parcel number. */
  tracking?: { carrierName: string; number: string; url: string | null };
}

export function orderShippedMail(data: OrderShippedMailData) {
  const { tracking } = data;
  const about = tracking ? [M.shippedTracking(tracking.carrierName, tracking.number)] : [];
  return orderMail(data, {
    subject: M.shippedSubject,
    title: M.shippedTitle,
    paragraphs: [M.shippedIntro, ...about],
    ...(tracking?.url
      ? {
          extraHtml: button(M.trackButton, tracking.url),
          extraText: [`${M.trackButton}: ${tracking.url}`],
        }
      : {}),
  });
}

export type OrderDeliveredMailData = OrderMailBase;

export const orderDeliveredMail = (data: OrderDeliveredMailData) =>
  orderMail(data, {
    subject: M.deliveredSubject,
    title: M.deliveredTitle,
    paragraphs: [M.deliveredIntro],
  });

export interface OrderRejectedMailData extends OrderMailBase {
  reason?: string;
  /** A paid order's refund, in rupees, when one is on its way. */
  refund?: number;
}

export const orderRejectedMail = (data: OrderRejectedMailData) =>
  orderMail(data, {
    subject: M.rejectedSubject,
    title: M.rejectedTitle,
    paragraphs: [
      M.rejectedIntro,
      ...(data.reason ? [M.reason(data.reason)] : []),
      ...(data.refund ? [M.refundComing(formatMoney(data.refund))] : []),
    ],
  });

export interface OrderCancelledMailData extends OrderMailBase {
  reason: string;
  refund?: number;
}

export const orderCancelledMail = (data: OrderCancelledMailData) =>
  orderMail(data, {
    subject: M.cancelledSubject,
    title: M.cancelledTitle,
    paragraphs: [
      M.cancelledIntro,
      M.reason(data.reason),
      ...(data.refund ? [M.refundComing(formatMoney(data.refund))] : []),
    ],
  });

export interface OrderRefundedMailData extends OrderMailBase {
  amount: number;
}

export const orderRefundedMail = (data: OrderRefundedMailData) =>
  orderMail(data, {
    subject: M.refundedSubject,
    title: M.refundedTitle,
    paragraphs: [M.refundedIntro(formatMoney(data.amount))],
  });
