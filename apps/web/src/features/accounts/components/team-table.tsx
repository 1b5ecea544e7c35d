import type { Teammate } from '@tiketi/contract/accounts';
import type { ReactNode } from 'react';
import { ListTable } from '@/components/ui/table';
import { formatShortDateTime, toDateTimeAttribute } from '@/lib/dates';

interface TeamTableProps {
  caption: string;
  people: readonly Teammate[];
  /** Teammates show when they last signed in; pending invites have no such date. */
  hasLastLogin: boolean;
  /** The owner's buttons for one person (remove, cancel or resend), if any. */
  actions?: (person: Teammate) => ReactNode;
}

function OwnerBadge({ role }: { role: Teammate['role'] }) {
  if (role !== 'owner') return null;
  return (
    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 align-middle text-xs font-semibold text-brand-800">
      Owner
    </span>
  );
}

function LastLogin({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-slate-500">Never</span>;
  return <time dateTime={toDateTimeAttribute(iso)}>{formatShortDateTime(iso)}</time>;
}

/** Spec 2.11 team table (Name, Email, Phone No, and Last Login for teammates): cards on a phone. */
export function TeamTable({ caption, people, hasLastLogin, actions }: TeamTableProps) {
  return (
    <>
      <ul aria-label={caption} className="divide-y divide-slate-200 sm:hidden">
        {people.map((person) => (
          <li key={person.id} className="py-4">
            <p className="font-semibold text-slate-950">
              {person.first_name} {person.last_name}
              <OwnerBadge role={person.role} />
            </p>
            <dl className="mt-2 grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">Email</dt>
              <dd className="text-slate-800 [overflow-wrap:anywhere]">{person.email_address}</dd>
              <dt className="text-slate-500">Phone No</dt>
              <dd className="text-slate-800">{person.msisdn}</dd>
              {hasLastLogin && (
                <>
                  <dt className="text-slate-500">Last Login</dt>
                  <dd className="text-slate-800">
                    <LastLogin iso={person.last_login_date} />
                  </dd>
                </>
              )}
            </dl>
            {actions && <div className="mt-3 flex gap-2">{actions(person)}</div>}
          </li>
        ))}
      </ul>

      <ListTable
        caption={caption}
        columns={[
          { label: 'Name' },
          { label: 'Email' },
          { label: 'Phone No' },
          ...(hasLastLogin ? [{ label: 'Last Login' }] : []),
          ...(actions ? [{ label: <span className="sr-only">Actions</span> }] : []),
        ]}
        className="sm:block"
      >
        {people.map((person) => (
          <tr key={person.id}>
            <td className="py-3.5 pr-4 font-semibold whitespace-nowrap text-slate-950">
              {person.first_name} {person.last_name}
              <OwnerBadge role={person.role} />
            </td>
            <td className="py-3.5 pr-4 break-all text-slate-700">{person.email_address}</td>
            <td className="py-3.5 pr-4 whitespace-nowrap text-slate-700">{person.msisdn}</td>
            {hasLastLogin && (
              <td className="py-3.5 whitespace-nowrap text-slate-700">
                <LastLogin iso={person.last_login_date} />
              </td>
            )}
            {actions && <td className="flex gap-2 py-2.5">{actions(person)}</td>}
          </tr>
        ))}
      </ListTable>
    </>
  );
}
