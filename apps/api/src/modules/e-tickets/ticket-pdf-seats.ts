import { formatMoney, fromMinor } from '@tiketi/contract/money';
import { type PriceLine, priceLineAmount, priceLinesOf } from '@tiketi/contract/price-lines';
import type { PriceBreakdown } from '@tiketi/contract/promo-codes';
import { type FontName, INK, LEFT, LINE, label, MUTED, type Pdf, RIGHT, useFont } from './ticket-pdf-parts';

/** What the seat block of a page prints: the seat lines, the price lines under them and the total. */
export interface SeatBlock {
  currency: string;
  totalMinor: number;
  /** Issue 15: the discount, fee and tax lines come from it. */
  breakdown: PriceBreakdown;
  seats: { name: string; noOfPersons: number; quantity: number; unitPriceMinor: number }[];
}

const MAX_SEAT_LINES = 8;
const SEAT_LINE_HEIGHT = 19;
const PRICE_LINE_HEIGHT = 15;
/** Where the block starts when the facts beside the QR code are short. */
const USUAL_TOP = 468;

/**
 * How many seat lines fit above the price lines: the block ends above the page's footer, so each
 * price line takes the room of seat lines (the rest are summed up as "and N more seat lines").
 */
function seatLinesShown(priceLines: number, top: number): number {
  // Long facts beside the QR code (issue 16: a holder's name and gender too) push the block down:
  // it gives up seat lines rather than run into the footer.
  const pushedDown = Math.max(0, Math.ceil((top - USUAL_TOP) / SEAT_LINE_HEIGHT));
  const lines = MAX_SEAT_LINES - Math.ceil((priceLines * PRICE_LINE_HEIGHT) / SEAT_LINE_HEIGHT) - pushedDown;
  return Math.max(1, lines);
}

function drawPriceLine(pdf: Pdf, line: PriceLine, currency: string, y: number) {
  pdf
    .font('Sans')
    .fontSize(10)
    .fillColor(MUTED)
    .text(useFont(pdf, 'Sans', line.label), LEFT, y, {
      width: 330,
      height: 13,
      ellipsis: true,
      lineBreak: false,
    });
  pdf.fillColor(INK).text(useFont(pdf, 'Sans', priceLineAmount(line, currency)), RIGHT - 140, y, {
    width: 140,
    align: 'right',
    lineBreak: false,
  });
}

/** The seat lines at their base price, then the discount, fee and tax lines that apply, then TOTAL. */
export function drawSeats(pdf: Pdf, doc: SeatBlock, top: number) {
  const money = (minor: number, font: FontName) =>
    useFont(pdf, font, formatMoney(fromMinor(minor, doc.currency), doc.currency));
  const priceLines = priceLinesOf(doc.breakdown);
  label(pdf, 'Seats', LEFT, top);
  let y = top + 16;
  const shown = doc.seats.slice(0, seatLinesShown(priceLines.length, top));
  for (const seat of shown) {
    pdf
      .font('Sans-Bold')
      .fontSize(10.5)
      .fillColor(INK)
      .text(`${seat.quantity} x`, LEFT, y, { width: 34, lineBreak: false });
    pdf.text(useFont(pdf, 'Sans', seat.name), LEFT + 36, y, {
      width: 300,
      height: 13,
      ellipsis: true,
      lineBreak: false,
    });
    pdf
      .fillColor(MUTED)
      .fontSize(9.5)
      .text(`admits ${seat.noOfPersons}`, LEFT + 345, y + 1, { width: 70, lineBreak: false });
    const price = money(seat.quantity * seat.unitPriceMinor, 'Sans');
    pdf
      .fillColor(INK)
      .fontSize(10.5)
      .text(price, RIGHT - 100, y, {
        width: 100,
        align: 'right',
        lineBreak: false,
      });
    y += SEAT_LINE_HEIGHT;
  }
  const hidden = doc.seats.length - shown.length;
  if (hidden > 0) {
    pdf
      .font('Sans')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(`and ${hidden} more seat line${hidden === 1 ? '' : 's'}`, LEFT + 36, y, { lineBreak: false });
    y += SEAT_LINE_HEIGHT;
  }
  pdf
    .moveTo(LEFT, y + 2)
    .lineTo(RIGHT, y + 2)
    .lineWidth(1)
    .strokeColor(LINE)
    .stroke();
  for (const line of priceLines) {
    drawPriceLine(pdf, line, doc.currency, y + 10);
    y += PRICE_LINE_HEIGHT;
  }
  // A little air between the last price line and the total.
  if (priceLines.length > 0) y += 4;
  pdf
    .font('Sans-Bold')
    .fontSize(11.5)
    .fillColor(INK)
    .text('TOTAL', LEFT, y + 10, { lineBreak: false });
  pdf.text(money(doc.totalMinor, 'Sans-Bold'), RIGHT - 140, y + 10, {
    width: 140,
    align: 'right',
    lineBreak: false,
  });
}
