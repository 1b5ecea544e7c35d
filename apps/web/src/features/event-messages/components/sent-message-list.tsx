import type { SentMessage } from '@tiketi/contract/event-operations';
import { ListTable } from '@/components/ui/table';
import { formatShortDateTime, toDateTimeAttribute } from '@/lib/dates';
import { audienceOf, recipientsLine } from '../lib/message-wording';

interface SentMessageListProps {
  messages: readonly SentMessage[];
  ticketTypes: readonly { id: number; name: string }[];
}

function SentAt({ iso }: { iso: string }) {
  return <time dateTime={toDateTimeAttribute(iso)}>{formatShortDateTime(iso)}</time>;
}

const COLUMNS = [{ label: 'Subject' }, { label: 'Sent at' }, { label: 'By' }, { label: 'Sent to' }];

/** The messages sent to ticket holders, newest first: cards on a phone, a table wider up. */
export function SentMessageList({ messages, ticketTypes }: SentMessageListProps) {
  if (messages.length === 0) {
    return (
      <p className="rounded-2xl bg-slate-50 px-5 py-8 text-center text-slate-700">
        No messages sent yet. What you send appears here, with how many ticket holders it reached.
      </p>
    );
  }
  return (
    <>
      <ul aria-label="Sent messages" className="divide-y divide-slate-200 md:hidden">
        {messages.map((message) => (
          <li key={message.id} className="py-4">
            <p className="font-semibold break-words text-slate-950">{message.subject}</p>
            <p className="mt-1 text-sm text-slate-700">
              <SentAt iso={message.sent_at} /> · {message.sent_by}
            </p>
            <p className="mt-1 text-sm text-slate-800">
              {recipientsLine(message.recipients)}
              <span className="block text-xs text-slate-600">{audienceOf(message, ticketTypes)}</span>
            </p>
          </li>
        ))}
      </ul>
      <ListTable caption="Sent messages" columns={COLUMNS} className="md:block" bodyClassName="align-top">
        {messages.map((message) => (
          <tr key={message.id}>
            <td className="py-3.5 pr-4 font-semibold break-words text-slate-950">{message.subject}</td>
            <td className="min-w-36 py-3.5 pr-4 text-slate-700">
              <SentAt iso={message.sent_at} />
            </td>
            <td className="py-3.5 pr-4 break-words text-slate-700">{message.sent_by}</td>
            <td className="min-w-44 py-3.5 text-slate-800">
              {recipientsLine(message.recipients)}
              <span className="block text-xs text-slate-600">{audienceOf(message, ticketTypes)}</span>
            </td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}
