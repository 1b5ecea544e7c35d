import type { OrderDetail } from '@tiketi/contract/orders';
import { formatShortDateTime, toDateTimeAttribute } from '@/lib/dates';

function AdmissionState({ admission }: { admission: OrderDetail['admissions'][number] }) {
  if (!admission.valid) {
    return (
      <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">Void</span>
    );
  }
  if (admission.checked_in_at) {
    return (
      <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
        Checked in{' '}
        <time dateTime={toDateTimeAttribute(admission.checked_in_at)}>
          {formatShortDateTime(admission.checked_in_at)}
        </time>
      </span>
    );
  }
  return (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
      Not checked in
    </span>
  );
}

/** Each admission (QR code) of the order, its ticket type and whether it got in or no longer admits. */
export function OrderAdmissions({ order }: { order: OrderDetail }) {
  return (
    <section
      aria-labelledby="order-admissions"
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="order-admissions" className="text-lg font-bold text-slate-950">
        Admissions
      </h2>
      {order.admissions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {order.status === 'pending' || order.status === 'expired'
            ? 'Tickets are issued once the order is paid.'
            : 'This order has no tickets.'}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {order.admissions.map((admission) => (
            <li
              key={admission.number}
              className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm"
            >
              <span className="text-slate-900">
                <span className="font-semibold">Ticket {admission.number}</span> · {admission.name}
                {admission.holder_name && <> · {admission.holder_name}</>}
              </span>
              <AdmissionState admission={admission} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
