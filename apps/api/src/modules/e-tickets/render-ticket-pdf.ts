import { type ETicket, PAYMENT_METHOD_LABELS, paymentReceiptLine } from '@tiketi/contract/e-tickets';
import type { PriceBreakdown } from '@tiketi/contract/promo-codes';
import { formatZonedClock, zoneAbbreviation } from '@tiketi/contract/time-zones';
import PDFDocument from 'pdfkit';
import {
  BOTTOM,
  BRAND,
  clip,
  drawQr,
  FONTS,
  fact,
  INK,
  LEFT,
  LINE,
  MUTED,
  type Pdf,
  RIGHT,
  useFont,
  WIDTH,
} from './ticket-pdf-parts';
import { drawSeats } from './ticket-pdf-seats';

export interface TicketDocument {
  platformName: string;
  /** The event's own time zone (issue 16): times print in it, and say so. */
  timeZone: string;
  reference: string;
  event: { title: string; startTime: Date; endTime: Date; location: string };
  buyer: { name: string; email: string };
  paymentMethod: ETicket['booking']['payment_method'];
  /** The M-Pesa receipt, PayPal capture id or card payment id; null for free and older bookings. */
  paymentReference: string | null;
  paidAt: Date | null;
  currency: string;
  totalMinor: number;
  /** Issue 15: the price lines beyond the seats, printed under them. */
  breakdown: PriceBreakdown;
  seats: { name: string; noOfPersons: number; quantity: number; unitPriceMinor: number }[];
  /** Issue 16: the admission's holder ('' or absent when not asked), and a 'Gender' answer under it. */
  admissions: {
    code: string;
    name: string;
    noOfPersons: number;
    holderName?: string;
    holderGender?: string;
  }[];
}

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions, locale = 'en-GB') {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone });
}

/**
 * 'Saturday, 14 March 2026' and '7:30 PM – 10:30 PM EAT (Africa/Nairobi)': the wall clock at the
 * event, with the zone's short name at each time (a night across a clock change shows both).
 */
function describeWhen(doc: TicketDocument) {
  const day = formatter(doc.timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = formatter(doc.timeZone, { hour: 'numeric', minute: '2-digit' }, 'en-US');
  const { startTime, endTime } = doc.event;
  const sameDay = day.format(startTime) === day.format(endTime);
  const startZone = zoneAbbreviation(startTime, doc.timeZone);
  const endClock = formatZonedClock(endTime, doc.timeZone);
  const from = endClock.endsWith(` ${startZone}`)
    ? time.format(startTime)
    : formatZonedClock(startTime, doc.timeZone);
  const until = sameDay
    ? endClock
    : `${formatter(doc.timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(endTime)}, ${endClock}`;
  return {
    date: day.format(startTime),
    time: `${from} – ${until} (${doc.timeZone})`,
  };
}

function drawHeader(pdf: Pdf, doc: TicketDocument, number: number) {
  pdf.roundedRect(LEFT, 40, WIDTH, 112, 14).fill(BRAND);
  const platformName = useFont(pdf, 'Sans-Bold', doc.platformName);
  pdf
    .fontSize(9)
    .fillColor('#c7d2fe')
    .text(platformName.toUpperCase(), LEFT + 22, 60, {
      characterSpacing: 1.5,
      lineBreak: false,
    });
  pdf.text(`E-TICKET · ADMISSION ${number} OF ${doc.admissions.length}`, LEFT + 22, 60, {
    width: WIDTH - 44,
    align: 'right',
    characterSpacing: 1.2,
    lineBreak: false,
  });
  const title = useFont(pdf, 'Sans-Bold', doc.event.title);
  pdf
    .fontSize(21)
    .fillColor('#ffffff')
    .text(title, LEFT + 22, 80, { width: WIDTH - 44, height: 56, ellipsis: true });
}

function drawQrPanel(pdf: Pdf, code: string) {
  const x = 345;
  const y = 176;
  pdf
    .roundedRect(x, y, RIGHT - x, 262, 12)
    .lineWidth(1)
    .strokeColor(LINE)
    .stroke();
  // 21 pt of white around the code: the quiet zone of about four modules scanners need.
  drawQr(pdf, code, x + 21, y + 18, 168);
  pdf
    .font('Courier')
    .fontSize(6.6)
    .fillColor(INK)
    .text(code, x + 8, y + 198, { width: RIGHT - x - 16, align: 'center', lineBreak: false });
  pdf
    .font('Sans-Bold')
    .fontSize(9.5)
    .fillColor(BRAND)
    .text('Scan at the entrance', x, y + 226, { width: RIGHT - x, align: 'center' });
  pdf
    .font('Sans')
    .fontSize(8)
    .fillColor(MUTED)
    .text('This code admits once.', x, y + 240, { width: RIGHT - x, align: 'center' });
}

function drawFooter(pdf: Pdf, doc: TicketDocument) {
  const paid = doc.paidAt
    ? ` · paid ${formatter(doc.timeZone, { day: 'numeric', month: 'short', year: 'numeric' }).format(doc.paidAt)}`
    : '';
  pdf
    .moveTo(LEFT, BOTTOM - 46)
    .lineTo(RIGHT, BOTTOM - 46)
    .lineWidth(0.75)
    .strokeColor(LINE)
    .stroke();
  const booking = useFont(
    pdf,
    'Sans',
    `Booking ${doc.reference} · ${PAYMENT_METHOD_LABELS[doc.paymentMethod]}${paid}`,
  );
  pdf
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(booking, LEFT, BOTTOM - 36, { width: WIDTH, lineBreak: false })
    .text(
      'Keep this ticket private: whoever shows its QR code first is let in. Each admission has its own code.',
      LEFT,
      BOTTOM - 22,
      { width: WIDTH, lineBreak: false },
    );
}

function drawAdmission(
  pdf: Pdf,
  doc: TicketDocument,
  admission: TicketDocument['admissions'][number],
  index: number,
) {
  const when = describeWhen(doc);
  drawHeader(pdf, doc, index + 1);
  let y = 178;
  y = fact(pdf, 'Date', [when.date, when.time], y);
  y = fact(pdf, 'Location', [doc.event.location], y);
  y = fact(pdf, 'Ticket', [`${admission.name} · admits ${admission.noOfPersons}`], y);
  if (admission.holderName) {
    // Two lines at most for the name and one for the gender, so the seats still fit the page.
    const gender = admission.holderGender ? [clip(admission.holderGender, 40)] : [];
    y = fact(pdf, 'Ticket holder', [clip(admission.holderName, 80), ...gender], y);
  }
  y = fact(pdf, 'Booked by', [doc.buyer.name, doc.buyer.email], y);
  // The payment's reference under the booking id: what the buyer quotes when asking about the money.
  const receipt = paymentReceiptLine(doc.paymentMethod, doc.paymentReference);
  y = fact(pdf, 'Booking ID', receipt ? [doc.reference, receipt] : [doc.reference], y, { mono: true });
  drawQrPanel(pdf, admission.code);
  drawSeats(pdf, doc, Math.max(y, 460) + 8);
  drawFooter(pdf, doc);
}

/** The e-ticket: one page per admission, each with its own QR code, event, buyer and seat lines. */
export function renderTicketPdf(doc: TicketDocument): Promise<Buffer> {
  if (doc.admissions.length === 0) throw new Error('an e-ticket needs at least one admission');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    // pdfkit writes these as UTF-16 where they need it: any script shows in a reader's title bar.
    info: {
      Title: `E-ticket ${doc.reference} – ${doc.event.title}`,
      Author: doc.platformName,
      Subject: doc.event.title,
    },
  });
  for (const [name, file] of Object.entries(FONTS)) pdf.registerFont(name, file);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  doc.admissions.forEach((admission, index) => {
    pdf.addPage();
    drawAdmission(pdf, doc, admission, index);
  });
  pdf.end();
  return done;
}
