import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { partyOf } from './serializers.js';
import type { Shipment } from './types.js';

/** A 4 × 6 inch label (points), the size courier label printers take. */
const WIDTH = 288;
const HEIGHT = 432;
const MARGIN = 16;

/**
 * Text the PDF's standard fonts can draw (WinAnsi): accents taken off letters (Ọlá → Ola, as a courier's label
 * printer would), any other character a `?`.
 */
export function printable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/gu, '?');
}

/** Lines of at most `width` points, broken between words (a word longer than a line is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
    else {
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The shipping label of a shipment, one page: the courier and its service, the tracking code large, who sends and who
 * receives (name, phone, address), the order id, the weight and the pickup date, and a line saying it is a test label.
 */
export async function waybillPdf(shipment: Shipment): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Shipping label ${shipment.orderId}`);
  pdf.setCreator('Kasuwa courier simulator');
  // A fixed date, so the same shipment's label is the same file.
  pdf.setCreationDate(new Date(shipment.createdAt));
  pdf.setModificationDate(new Date(shipment.createdAt));
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const inner = WIDTH - 2 * MARGIN;
  let y = HEIGHT - MARGIN;

  const text = (value: string, options: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 9;
    for (const line of wrap(value, font, size, inner)) {
      // What would run into the footer is left off (an address of many lines).
      if (y - size - 2 < 28) return;
      y -= size + 2;
      page.drawText(line, { x: MARGIN, y, size, font });
    }
    y -= options.gap ?? 0;
  };
  const rule = () => {
    y -= 6;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: WIDTH - MARGIN, y },
      thickness: 1,
      color: rgb(0, 0, 0),
    });
    y -= 4;
  };

  text(shipment.courier.name, { font: bold, size: 16 });
  text(`${shipment.rate.service_type === 'dropoff' ? 'Drop-off' : 'Pickup'} · ${shipment.rate.delivery_eta}`);
  rule();
  text('TRACKING CODE', { size: 7 });
  text(shipment.trackingCode, { font: bold, size: 22, gap: 2 });
  text(`Order ${shipment.orderId}`, { font: bold, size: 11 });
  rule();
  for (const [heading, party] of [
    ['FROM', partyOf(shipment.quote.sender)],
    ['TO', partyOf(shipment.quote.receiver)],
  ] as const) {
    // The receiver is what the rider reads: larger.
    const large = heading === 'TO';
    text(heading, { size: 7 });
    text(party.name, { font: bold, size: large ? 14 : 10 });
    text(party.phone, { size: large ? 11 : 9 });
    text(party.address, { size: large ? 11 : 9, gap: 4 });
  }
  rule();
  const pieces = shipment.quote.items.reduce((sum, item) => sum + item.quantity, 0);
  text(`Weight ${shipment.quote.weight.toFixed(2)} kg · ${pieces} item${pieces === 1 ? '' : 's'}`);
  text(`Pickup ${shipment.quote.pickupDate} · booked ${shipment.createdAt.slice(0, 10)}`);
  footer(page, regular);
  return pdf.save();
}

function footer(page: PDFPage, font: PDFFont) {
  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: 22, color: rgb(1, 0.96, 0.81) });
  page.drawText('TEST LABEL from the Kasuwa courier simulator: not valid for shipping', {
    x: MARGIN,
    y: 8,
    size: 7,
    font,
  });
}
