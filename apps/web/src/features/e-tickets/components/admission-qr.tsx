import type { ETicket } from '@tiketi/contract/e-tickets';
import { useState } from 'react';
import { API_BASE } from '@/config/site';
import { formatShortDateTime } from '@/lib/dates';
import { resolveApiLink } from '../lib/ticket-facts';

const pagerButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-900 ' +
  'hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The QR code of one admission at a time: a booking of three seats has three codes, one per
 * person, paged through here so each can be shown at the door on its own.
 */
export function AdmissionQr({ ticket }: { ticket: ETicket }) {
  const [index, setIndex] = useState(0);
  const count = ticket.admissions.length;
  const admission = ticket.admissions[Math.min(index, count - 1)];
  // The contract gives every e-ticket at least one admission.
  if (!admission) return null;
  const label = `Admission ${admission.number} of ${count}`;
  return (
    <div className="flex flex-col items-center text-center">
      <div className="relative rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200">
        <img
          src={resolveApiLink(admission.code_link, API_BASE, window.location.href)}
          alt={`QR code of ${label.toLowerCase()} for ${ticket.title}`}
          width={232}
          height={232}
          className="size-52 sm:size-56"
          decoding="async"
        />
        {admission.checked_in_at && (
          <p className="absolute inset-x-2 bottom-2 rounded-lg bg-green-700/95 px-2 py-1.5 text-xs font-bold text-white">
            Checked in {formatShortDateTime(admission.checked_in_at)}
          </p>
        )}
      </div>
      {admission.holder_name && (
        <p className="mt-3 text-base font-bold break-words text-slate-950">{admission.holder_name}</p>
      )}
      <p
        className={
          admission.holder_name
            ? 'mt-1 text-sm font-semibold text-slate-900'
            : 'mt-3 text-sm font-semibold text-slate-900'
        }
      >
        {label}
        <span className="font-normal text-slate-600">
          {' · '}
          {admission.name}, admits {admission.no_of_persons}
        </span>
      </p>
      <p className="mt-1 max-w-56 font-mono text-[0.6875rem] leading-snug break-all text-slate-600">
        <span className="sr-only">Ticket code: </span>
        {admission.code}
      </p>
      {count > 1 && (
        <nav className="mt-3 flex items-center gap-3" aria-label={`Admissions of ${ticket.title}`}>
          <button
            type="button"
            className={pagerButton}
            onClick={() => setIndex((current) => current - 1)}
            disabled={index === 0}
            aria-label="Previous admission"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className="text-sm text-slate-700 tabular-nums" aria-live="polite">
            {admission.number} / {count}
          </span>
          <button
            type="button"
            className={pagerButton}
            onClick={() => setIndex((current) => current + 1)}
            disabled={index >= count - 1}
            aria-label="Next admission"
          >
            <span aria-hidden="true">›</span>
          </button>
        </nav>
      )}
    </div>
  );
}
