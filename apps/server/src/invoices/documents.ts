import {
  formatDate,
  formatMoney,
  type Order,
  PAYMENT_METHOD_LABELS,
  shortOrderId,
} from '@atelier/api-client';
import PDFDocument from 'pdfkit';
import type { SellerConfig } from '../config';
import { FONTS } from './fonts';

/** The words of the documents; numbers go through the contract's formatMoney and formatDate. */
export const INVOICE = {
  title: 'Tax Invoice',
  packingSlip: 'Packing Slip',
  invoiceNumber: (orderId: string) =>
    `Invoice number: INV-${shortOrderId(orderId, 'admin').toUpperCase()}`,
  orderId: (orderId: string) => `Order ID: ${orderId}`,
  date: (iso: string) => `Order date: ${formatDate(iso)}`,
  taxNumber: (number: string) => `GSTIN: ${number}`,
  billTo: 'Bill to / Ship to',
  phone: (phone: string) => `Phone: ${phone}`,
  columns: ['Item', 'Size', 'Qty', 'Price', 'Amount'],
  slipColumns: ['Item', 'Size', 'Qty', 'Packed'],
  subtotal: 'Subtotal',
  codFee: 'Cash Handling Fee',
  total: 'Total',
  payment: (method: string, status: string) => `Payment: ${method} (${status})`,
  taxIncluded: 'Prices include all applicable taxes.',
  notes: (notes: string) => `Delivery notes: ${notes}`,
} as const;

const MARGIN = 48;

function newDocument(title: string, order: Order) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // The same order always makes the same file.
    info: { Title: title, CreationDate: new Date(order.orderDate) },
  });
  doc.registerFont('body', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  return doc;
}

function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function heading(doc: PDFKit.PDFDocument, title: string, seller: SellerConfig, order: Order) {
  doc.font('bold').fontSize(20).text(title);
  doc.moveDown(0.5).font('bold').fontSize(11).text(seller.name);
  doc.font('body').fontSize(10);
  if (seller.address) doc.text(seller.address);
  if (seller.taxNumber) doc.text(INVOICE.taxNumber(seller.taxNumber));
  doc.moveDown();
  doc.text(INVOICE.orderId(order._id)).text(INVOICE.date(order.orderDate));
  doc.moveDown();
  const { addressInfo: a } = order;
  doc.font('bold').text(INVOICE.billTo).font('body');
  doc.text(a.address).text(`${a.city} ${a.pincode}`).text(INVOICE.phone(a.phone));
  if (a.notes) doc.text(INVOICE.notes(a.notes));
  doc.moveDown();
}

/** A row of cells at fixed x positions, each cell wrapping within its width. */
function row(
  doc: PDFKit.PDFDocument,
  cells: readonly string[],
  widths: readonly number[],
  bold = false,
) {
  const top = doc.y;
  let x = MARGIN;
  let bottom = top;
  doc.font(bold ? 'bold' : 'body');
  cells.forEach((cell, index) => {
    const width = widths[index] ?? 60;
    doc.text(cell, x, top, { width, align: index === 0 ? 'left' : 'right' });
    bottom = Math.max(bottom, doc.y);
    x += width + 8;
  });
  doc.x = MARGIN;
  doc.y = bottom + 4;
}

const ITEM_WIDTHS = [220, 50, 40, 80, 80];
const SLIP_WIDTHS = [300, 60, 40, 80];

/** The shopper's tax invoice: seller, order, items with size, quantity and price, fee, total. */
export async function renderInvoice(order: Order, seller: SellerConfig): Promise<Buffer> {
  const doc = newDocument(INVOICE.title, order);
  heading(doc, INVOICE.title, seller, order);
  doc.text(INVOICE.invoiceNumber(order._id)).moveDown();
  row(doc, INVOICE.columns, ITEM_WIDTHS, true);
  for (const item of order.cartItems) {
    row(
      doc,
      [
        item.title,
        item.selectedSize,
        String(item.quantity),
        formatMoney(item.price),
        formatMoney(item.price * item.quantity),
      ],
      ITEM_WIDTHS,
    );
  }
  doc.moveDown();
  const subtotal = Math.round((order.totalAmount - order.cashHandlingFee) * 100) / 100;
  const sums: Array<[string, number]> = [[INVOICE.subtotal, subtotal]];
  if (order.cashHandlingFee > 0) sums.push([INVOICE.codFee, order.cashHandlingFee]);
  sums.push([INVOICE.total, order.totalAmount]);
  for (const [label, amount] of sums) {
    row(doc, [label, '', '', '', formatMoney(amount)], ITEM_WIDTHS, label === INVOICE.total);
  }
  doc.moveDown();
  doc.text(INVOICE.payment(PAYMENT_METHOD_LABELS[order.paymentMethod], order.paymentStatus));
  doc.text(INVOICE.taxIncluded);
  return finish(doc);
}

/** What the warehouse packs: where to, and each item's size and quantity, without prices. */
export async function renderPackingSlip(order: Order, seller: SellerConfig): Promise<Buffer> {
  const doc = newDocument(INVOICE.packingSlip, order);
  heading(doc, INVOICE.packingSlip, seller, order);
  row(doc, INVOICE.slipColumns, SLIP_WIDTHS, true);
  for (const item of order.cartItems) {
    row(doc, [item.title, item.selectedSize, String(item.quantity), '☐'], SLIP_WIDTHS);
  }
  return finish(doc);
}
