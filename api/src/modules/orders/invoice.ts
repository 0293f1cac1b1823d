import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { LAGOS_TIME_ZONE } from 'shared-contracts/dates';
import { formatNaira } from 'shared-contracts/money';
import { formatNigerianPhone } from 'shared-contracts/phone';
import { PAYMENT_METHOD_LABELS, paymentStatusLabel } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { loadOrder } from './admin-orders.js';
import { loadSettingsRow } from '../settings/index.js';

/**
 * An amount as the invoice prints it, to the kobo: "NGN 314,500.00" (the PDF's standard fonts have no ₦ sign, and
 * an invoice must print on any reader without an embedded font).
 */
export const invoiceAmount = (naira: number): string => formatNaira(naira).replace('₦', 'NGN ');

/** "2 Dec 2026": the date in Lagos. */
const lagosDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: LAGOS_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));

/** Text the standard font can draw: accents dropped (Ọ → O), anything else it lacks as "?". */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.normalize('NFKD').replace(/\p{M}/gu, '')]
    .map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : c === '−' ? '-' : '?'))
    .join('');
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

/**
 * The order's invoice as a PDF (A4): the shop's details from Settings, the customer, each line with its discount,
 * the promotions by name, delivery, the total and the VAT the total contains per rate, in Naira to the kobo. Null
 * for an order that does not exist.
 */
export async function orderInvoicePdf(
  db: Executor,
  orderId: number,
): Promise<{ number: string; pdf: Uint8Array } | null> {
  const order = await loadOrder(db, orderId);
  if (!order) return null;
  const shop = await loadSettingsRow(db);

  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${order.number}`);
  doc.setAuthor(shop.shopName);
  doc.setCreationDate(new Date(order.created_at));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const right = A4[0] - MARGIN;
  const text = (
    value: string,
    x: number,
    options: { size?: number; font?: PDFFont; align?: 'right' } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const shown = drawable(font, value);
    const at = options.align === 'right' ? x - font.widthOfTextAtSize(shown, size) : x;
    page.drawText(shown, { x: at, y, size, font, color: rgb(0, 0, 0) });
  };
  const line = (gap = 14) => {
    y -= gap;
    if (y < MARGIN + 40) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const rule = () => {
    page.drawLine({
      start: { x: MARGIN, y: y + 10 },
      end: { x: right, y: y + 10 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
  };

  // The shop, then the invoice's own details on the right.
  text(shop.shopName, MARGIN, { size: 18, font: bold });
  text('INVOICE', right, { size: 18, font: bold, align: 'right' });
  line(20);
  text(shop.address, MARGIN);
  text(`Invoice ${order.number}`, right, { align: 'right' });
  line();
  text(`${shop.supportEmail} · ${formatNigerianPhone(shop.supportPhone)}`, MARGIN);
  text(`Date ${lagosDate(order.created_at)}`, right, { align: 'right' });
  line(28);

  const station = order.delivery?.station;
  const address = order.shipping_address;
  text('Bill to', MARGIN, { font: bold });
  text(station ? 'Collect from' : 'Deliver to', 320, { font: bold });
  line();
  text(address.full_name, MARGIN);
  text(station ? station.name : address.full_name, 320);
  line();
  text(order.customer.email, MARGIN);
  text(station ? station.address : address.street, 320);
  line();
  text(formatNigerianPhone(address.phone), MARGIN);
  text(
    station ? `${station.state} · open ${station.opening_hours}` : `${address.city}, ${address.state}`,
    320,
  );
  line(28);

  // The lines.
  const cols = { qty: 330, unit: 410, discount: 480, amount: right };
  text('Item', MARGIN, { font: bold });
  text('Qty', cols.qty, { font: bold, align: 'right' });
  text('Unit price', cols.unit, { font: bold, align: 'right' });
  text('Discount', cols.discount, { font: bold, align: 'right' });
  text('Amount', cols.amount, { font: bold, align: 'right' });
  line();
  rule();
  for (const item of order.items) {
    const name = `${item.product_name}${item.variant_label ? ` (${item.variant_label})` : ''}`;
    text(name.length > 48 ? `${name.slice(0, 47)}…` : name, MARGIN);
    text(String(item.quantity), cols.qty, { align: 'right' });
    text(invoiceAmount(item.unit_price), cols.unit, { align: 'right' });
    text(item.discount ? `-${invoiceAmount(item.discount)}` : '', cols.discount, { align: 'right' });
    text(invoiceAmount(item.line_total), cols.amount, { align: 'right' });
    line();
    text(`SKU ${item.sku}${item.vat_rate ? ` · VAT ${item.vat_rate}%` : ' · no VAT'}`, MARGIN + 8, {
      size: 8,
    });
    line();
  }
  rule();
  line(6);

  // The totals, as the order was placed.
  // Wide enough for a station's or a promotion's name beside its amount.
  const label = 280;
  const total = (name: string, amount: string, font: PDFFont = regular) => {
    text(name.length > 40 ? `${name.slice(0, 39)}…` : name, label, { font });
    text(amount, right, { font, align: 'right' });
    line();
  };
  total('Subtotal', invoiceAmount(order.subtotal));
  for (const p of order.promotions ?? [])
    total(`${p.name}${p.code ? ` (${p.code})` : ''}`, `-${invoiceAmount(p.discount)}`);
  if (order.discount && (order.promotions ?? []).length === 0)
    total('Discount', `-${invoiceAmount(order.discount)}`);
  total(
    station ? `Pickup at ${station.name}` : 'Delivery',
    order.shipping_fee ? invoiceAmount(order.shipping_fee) : 'Free',
  );
  total('Total', invoiceAmount(order.total), bold);
  for (const v of order.vat ?? [])
    if (v.rate > 0) total(`VAT at ${v.rate}% included`, invoiceAmount(v.amount));
  line(10);
  text('Prices include VAT.', MARGIN, { size: 9 });
  line();
  text(`Payment: ${PAYMENT_METHOD_LABELS[order.payment_method]} · ${paymentStatusLabel(order)}`, MARGIN, {
    size: 9,
  });

  return { number: order.number, pdf: await doc.save({ useObjectStreams: false }) };
}
