import {
  type ClosedETicket,
  type ETicket,
  PAYMENT_METHOD_LABELS,
  PAYMENT_REFERENCE_LABELS,
} from '@tiketi/contract/e-tickets';
import type { ReactNode } from 'react';
import { CalendarIcon, ClockIcon, DownloadIcon, MapPinIcon } from '@/components/ui/icons';
import { API_BASE } from '@/config/site';
import { cn } from '@/lib/cn';
import { formatLongDate, formatWeekdayTime, inEventZone, toDateTimeAttribute } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { hasEnded, isClosed, resolveApiLink } from '../lib/ticket-facts';
import { AdmissionQr } from './admission-qr';
import { EditNames, namesEditable } from './edit-names';
import { SeatLines } from './seat-lines';

interface FactProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  className?: string;
}

function Fact({ icon, label, children, className }: FactProps) {
  return (
    <div className={cn('relative min-h-8 pl-11', className)}>
      <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">
        <span className="absolute top-0 left-0 flex size-8 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const CLOSED_LABELS = { refunded: 'Refunded', cancelled: 'Cancelled' } as const;

/** Where the QR would be, for an order refunded or cancelled: its codes admit no one, so none shows. */
function ClosedPanel({ ticket }: { ticket: ClosedETicket }) {
  const money = (amount: number) => formatMoney(amount, ticket.booking.currency);
  return (
    <div className="flex flex-col items-center justify-center text-center">
      <p className="rounded-full bg-red-100 px-4 py-1.5 text-lg font-extrabold text-red-800">
        {CLOSED_LABELS[ticket.order_status]}
      </p>
      <p className="mt-3 max-w-56 text-sm text-slate-700">
        The organizer {ticket.order_status === 'refunded' ? 'refunded' : 'cancelled'} this order. Its tickets
        no longer admit anyone.
      </p>
      {ticket.refunded > 0 && (
        <p className="mt-2 text-sm font-semibold text-slate-900">{money(ticket.refunded)} refunded</p>
      )}
      {ticket.refund_due > 0 && (
        <p className="mt-2 text-sm font-semibold text-slate-900">
          {money(ticket.refund_due)} to be sent back to you by M-Pesa
        </p>
      )}
    </div>
  );
}

/**
 * One paid booking as spec 2.7 lists it: QR, payment, booking id, event, Download, seat lines. One
 * refunded or cancelled after payment reads so instead of its QR, and has nothing to download.
 */
export function ETicketCard({ ticket }: { ticket: ETicket | ClosedETicket }) {
  const titleId = `e-ticket-${ticket.booking.booking_id}`;
  const isPast = hasEnded(ticket);
  // "M-Pesa receipt SGR7ABC123": what the buyer quotes about the money. Free bookings have none.
  const receiptLabel = PAYMENT_REFERENCE_LABELS[ticket.booking.payment_method];
  const receipt = ticket.booking.payment_reference?.trim();
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-slate-200 md:grid md:grid-cols-[17rem_minmax(0,1fr)]"
    >
      <div className="flex justify-center border-b-2 border-dashed border-slate-200 bg-brand-50/60 px-5 py-6 md:border-r-2 md:border-b-0">
        {isClosed(ticket) ? <ClosedPanel ticket={ticket} /> : <AdmissionQr ticket={ticket} />}
      </div>
      <div className="p-5 sm:p-7">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl font-extrabold tracking-tight text-slate-950 sm:text-2xl">
              {ticket.title}
            </h2>
            {ticket.short_description && (
              <p className="mt-1 line-clamp-3 text-sm text-slate-700">{ticket.short_description}</p>
            )}
          </div>
          {isClosed(ticket) ? (
            <span className="rounded-full bg-red-100 px-2.5 py-1 text-xs font-semibold text-red-800">
              {CLOSED_LABELS[ticket.order_status]}
            </span>
          ) : (
            isPast && (
              <span className="rounded-full bg-slate-200 px-2.5 py-1 text-xs font-semibold text-slate-800">
                Ended
              </span>
            )
          )}
        </div>

        <dl className="mt-5 grid gap-4 sm:grid-cols-2">
          <Fact icon={<CalendarIcon className="size-4" />} label="Date">
            <time dateTime={toDateTimeAttribute(ticket.start_time)}>
              {formatLongDate(ticket.start_time, inEventZone(ticket))}
            </time>
          </Fact>
          <Fact icon={<ClockIcon className="size-4" />} label="Hour">
            <time dateTime={toDateTimeAttribute(ticket.start_time)}>
              {formatWeekdayTime(ticket.start_time, inEventZone(ticket))}
            </time>
          </Fact>
          <Fact icon={<MapPinIcon className="size-4" />} label="Location" className="sm:col-span-2">
            <span className="break-words">{ticket.location}</span>
          </Fact>
        </dl>
        <dl className="mt-4 grid grid-cols-2 gap-4 rounded-2xl bg-slate-50 px-4 py-3">
          <div>
            <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">Payment method</dt>
            <dd className="text-sm text-slate-900">{PAYMENT_METHOD_LABELS[ticket.booking.payment_method]}</dd>
          </div>
          <div>
            <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">Booking id</dt>
            <dd className="font-mono text-sm font-semibold text-slate-900">{ticket.booking.booking_id}</dd>
          </div>
          {receiptLabel && receipt && (
            <div className="col-span-2">
              <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">{receiptLabel}</dt>
              <dd className="font-mono text-sm font-semibold break-all text-slate-900">{receipt}</dd>
            </div>
          )}
        </dl>

        <div className="mt-6">
          <SeatLines ticket={ticket} />
        </div>

        {!isClosed(ticket) && (
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <a
              href={resolveApiLink(ticket.link, API_BASE, window.location.href)}
              download
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              <DownloadIcon className="size-4" />
              Download
              <span className="sr-only"> the e-ticket for {ticket.title} (PDF)</span>
            </a>
            <p className="text-xs text-slate-600">PDF, one page per admission. Prints on A4 and Letter.</p>
          </div>
        )}
        {!isClosed(ticket) && namesEditable(ticket) && <EditNames ticket={ticket} />}
      </div>
    </article>
  );
}
