import {
  formatDate,
  formatMoney,
  type Order,
  PAYMENT_METHOD_LABELS,
  shortOrderId,
} from '../contract';
import { textPdf } from './pdf';

/** The mock backend's invoice and packing slip (extension 'invoices'), as plain text PDFs. */
export function orderDocument(order: Order, kind: 'invoice' | 'packing-slip'): Response {
  const a = order.addressInfo;
  const head = [
    `Order ID: ${order._id}`,
    `Order date: ${formatDate(order.orderDate)}`,
    `${a.address}, ${a.city} ${a.pincode}`,
    '',
  ];
  const lines =
    kind === 'invoice'
      ? [
          ...head,
          ...order.cartItems.map(
            (item) =>
              `${item.title} (Size ${item.selectedSize}) x ${item.quantity}  ${formatMoney(item.price * item.quantity)}`,
          ),
          '',
          ...(order.cashHandlingFee
            ? [`Cash Handling Fee  ${formatMoney(order.cashHandlingFee)}`]
            : []),
          `Total  ${formatMoney(order.totalAmount)}`,
          `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]} (${order.paymentStatus})`,
        ]
      : [
          ...head,
          ...order.cartItems.map(
            (item) => `${item.title} (Size ${item.selectedSize}) x ${item.quantity}`,
          ),
        ];
  const pdf = textPdf(kind === 'invoice' ? 'Tax Invoice' : 'Packing Slip', lines);
  return new Response(pdf, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${kind}-${shortOrderId(order._id, 'admin')}.pdf"`,
    },
  });
}
