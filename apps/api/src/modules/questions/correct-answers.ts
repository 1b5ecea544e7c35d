import type { OrderDetail } from '@tiketi/contract/orders';
import {
  type AnswerInput,
  type AnswersCorrectionInput,
  answerText,
  askedFor,
  checkAnswer,
  isEmailAddress,
  type StoredAnswer,
} from '@tiketi/contract/questions';
import type { AppDeps } from '../../app-types';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { recordOrderEvent } from '../bookings';
import { actorOf, findOwnedOrder, getOrderDetail } from '../orders';
import type { OrganizerActor } from '../sessions';
import {
  type Admission,
  findAdmissionLayout,
  findAnswers,
  findHolders,
  findQuestionsById,
  saveAnswer,
  saveHolder,
} from './correction-queries';

type Deps = Pick<AppDeps, 'db' | 'config'>;
type Questions = Awaited<ReturnType<typeof findQuestionsById>>;

const shown = (text: string) => text || '(none)';
const same = (a: StoredAnswer | null | undefined, b: StoredAnswer | null) =>
  JSON.stringify(a ?? null) === JSON.stringify(b);

/** Checks and writes answers to one holder (or the order, position 0), telling each change. */
async function correctAnswers(
  tx: DbOrTx,
  context: { bookingId: number; questions: Questions; stored: Map<string, StoredAnswer> },
  answers: AnswerInput[],
  target: { position: number; admission: Admission | null },
): Promise<string[]> {
  const lines: string[] = [];
  const where = target.admission ? ` (ticket ${target.admission.number})` : '';
  for (const answer of answers) {
    const q = context.questions.get(answer.question_id);
    const asked = target.admission
      ? q?.asked === 'ticket' && askedFor({ ticket_type_ids: q.ticketTypeIds }, target.admission.ticketTypeId)
      : q?.asked === 'order';
    if (!q || !asked) {
      throw badRequest(
        `Question ${answer.question_id} is not asked of ${target.admission ? `ticket ${target.admission.number}` : 'this order'}`,
      );
    }
    const checked = checkAnswer(q, answer.value);
    if (!checked.ok)
      throw badRequest(
        target.admission ? `Ticket ${target.admission.number}, ${checked.message}` : checked.message,
      );
    const before = context.stored.get(`${q.id}:${target.position}`);
    if (same(before, checked.value)) continue;
    await saveAnswer(tx, context.bookingId, q.id, target.position, checked.value);
    lines.push(`${q.label}${where}: ${shown(answerText(before))} → ${shown(answerText(checked.value))}`);
  }
  return lines;
}

/**
 * `PUT v1/orders/{reference}/answers`: the organizer corrects the order's answers and, by admission
 * number, holders' names, emails and answers, under the booking's lock. Each answer is checked
 * against its question as at checkout (a hidden question's too); each change is one part of an
 * 'answers_changed' timeline line ("Diet (ticket 2): Vegan → Vegetarian").
 */
export async function correctOrderAnswers(
  deps: Deps,
  actor: OrganizerActor,
  reference: string,
  input: AnswersCorrectionInput,
): Promise<{ detail: OrderDetail; changed: boolean }> {
  const changed = await deps.db.transaction(async (tx) => {
    const { booking, event } = await findOwnedOrder(tx, actor, reference, { lock: true });
    const [admissions, holders, stored, questions] = await Promise.all([
      findAdmissionLayout(tx, booking.id),
      findHolders(tx, booking.id),
      findAnswers(tx, booking.id),
      findQuestionsById(tx, event.id),
    ]);
    const context = { bookingId: booking.id, questions, stored };
    const lines = await correctAnswers(tx, context, input.answers ?? [], { position: 0, admission: null });
    for (const holder of input.holders ?? []) {
      const admission = admissions[holder.number - 1];
      if (!admission) throw badRequest(`Ticket ${holder.number} is not in this order`);
      const where = `ticket ${admission.number}`;
      const before = holders.get(admission.number) ?? { name: '', email: '' };
      const name = holder.name ?? before.name;
      const email = holder.email === undefined ? before.email : holder.email.toLowerCase();
      if (event.ticketNames === 'required' && !name)
        throw badRequest(`Ticket ${admission.number}: enter the ticket holder's name`);
      if (event.ticketEmails === 'required' && !email) {
        throw badRequest(`Ticket ${admission.number}: enter the ticket holder's email`);
      }
      if (email && !isEmailAddress(email))
        throw badRequest(`Ticket ${admission.number}: enter a valid email address`);
      if (name !== before.name || email !== before.email) {
        await saveHolder(tx, booking.id, admission, { name, email });
        holders.set(admission.number, { position: admission.number, name, email });
        if (name !== before.name) lines.push(`Name (${where}): ${shown(before.name)} → ${shown(name)}`);
        if (email !== before.email) lines.push(`Email (${where}): ${shown(before.email)} → ${shown(email)}`);
      }
      const answerLines = await correctAnswers(tx, context, holder.answers ?? [], {
        position: admission.number,
        admission,
      });
      // A ticket's answers always have its holder's row beside them.
      if (answerLines.length > 0 && !holders.has(admission.number)) {
        await saveHolder(tx, booking.id, admission, { name, email });
      }
      lines.push(...answerLines);
    }
    if (lines.length === 0) return false;
    await recordOrderEvent(tx, {
      bookingId: booking.id,
      kind: 'answers_changed',
      actor: actorOf(actor),
      detail: lines.join('; '),
    });
    return true;
  });
  return { detail: await getOrderDetail(deps.db, actor, reference, deps.config.timeZone), changed };
}
