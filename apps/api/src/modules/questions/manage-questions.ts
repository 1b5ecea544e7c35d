import {
  isChoiceType,
  QUESTIONS_PER_EVENT_MAX,
  type QuestionInput,
  type QuestionList,
  type StoredAnswer,
} from '@tiketi/contract/questions';
import type { AppDeps } from '../../app-types';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { violates } from '../../lib/database-error';
import { EVENT_NOT_FOUND } from '../organizer-events';
import type { OrganizerActor } from '../sessions';
import {
  countEventQuestions,
  deleteQuestion,
  findAnswerValues,
  findEventQuestion,
  findEventQuestions,
  findOwnedEvent,
  findTicketTypeIds,
  insertQuestion,
  nextPosition,
  updateQuestion,
} from './queries';
import { toHolderSettings, toListedQuestion } from './to-question';

type Deps = Pick<AppDeps, 'db' | 'publicCache'>;
type ListedQuestion = QuestionList['data'][number];

export const QUESTION_NOT_FOUND = 'Question not found';
export const QUESTION_HAS_ANSWERS = 'This question has answers: hide it instead';
const TOO_MANY = `An event asks at most ${QUESTIONS_PER_EVENT_MAX} questions`;
const ANSWER_FK = 'question_answers_question_id_event_questions_id_fk';

/**
 * Teammates manage an event's questions as they edit the event (as its promo codes): any member of
 * the organisation that owns it. Another organisation's event answers 404, as organizer-events
 * does. Writers take the event's row (no key update: bookings only key-share it), so two writes of
 * one event's questions run one after the other.
 */
async function ownedEventOrThrow(db: DbOrTx, actor: OrganizerActor, eventId: number, lock = false) {
  const event = await findOwnedEvent(db, actor.organizationId, eventId, lock);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/** A question may only be limited to the event's own ticket types. */
async function assertOwnTypes(db: DbOrTx, eventId: number, input: QuestionInput) {
  const wanted = [...new Set(input.ticket_type_ids)];
  if (wanted.length === 0) return;
  const own = await findTicketTypeIds(db, eventId, wanted);
  if (wanted.some((id) => !own.has(id))) {
    throw badRequest('A ticket type in the list does not belong to this event');
  }
}

const columnsOf = (input: QuestionInput) => ({
  label: input.label,
  type: input.type,
  options: input.options,
  required: input.required,
  asked: input.asked,
  ticketTypeIds: [...new Set(input.ticket_type_ids)],
  hidden: input.hidden,
});

async function readBack(db: DbOrTx, eventId: number, questionId: number): Promise<ListedQuestion> {
  const row = await findEventQuestion(db, eventId, questionId);
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  return toListedQuestion(row);
}

/** `GET v1/event/{id}/questions`: every question (hidden ones too) with its answers, and the settings. */
export async function listQuestions(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
): Promise<QuestionList> {
  const event = await ownedEventOrThrow(deps.db, actor, eventId);
  const rows = await findEventQuestions(deps.db, eventId);
  return { data: rows.map(toListedQuestion), settings: toHolderSettings(event) };
}

/** `POST v1/event/{id}/questions`: a new question goes last unless it names its position. */
export async function createQuestion(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  input: QuestionInput,
): Promise<ListedQuestion> {
  const created = await deps.db.transaction(async (tx) => {
    await ownedEventOrThrow(tx, actor, eventId, true);
    if ((await countEventQuestions(tx, eventId)) >= QUESTIONS_PER_EVENT_MAX) {
      throw new AppError('CONFLICT', TOO_MANY);
    }
    await assertOwnTypes(tx, eventId, input);
    const position = input.position ?? (await nextPosition(tx, eventId));
    const id = await insertQuestion(tx, { eventId, ...columnsOf(input), position });
    return readBack(tx, eventId, id);
  });
  deps.publicCache.clear();
  return created;
}

/** The choices stored answers use: they must stay options, so that history reads the same. */
function usedOptions(values: { value: StoredAnswer }[]): Set<string> {
  const used = new Set<string>();
  for (const { value } of values) {
    if (typeof value === 'string') used.add(value);
    else if (Array.isArray(value)) for (const label of value) used.add(label);
  }
  return used;
}

/**
 * `PUT v1/event/{id}/questions/{qid}`. An answered question keeps its type and how it is asked,
 * and every option an answer uses (options may be added, unused ones renamed or removed); its
 * label, required flag, ticket types, position and hiding may change freely. The question's row is
 * locked first, so no booking adds an answer between the check and the write.
 */
export async function updateQuestionOf(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  questionId: number,
  input: QuestionInput,
): Promise<ListedQuestion> {
  const updated = await deps.db.transaction(async (tx) => {
    await ownedEventOrThrow(tx, actor, eventId, true);
    const current = await findEventQuestion(tx, eventId, questionId, true);
    if (!current) throw notFound(QUESTION_NOT_FOUND);
    if (current.answers > 0) {
      if (input.type !== current.type) {
        throw new AppError('CONFLICT', 'This question has answers: its type cannot change');
      }
      if (input.asked !== current.asked) {
        throw new AppError(
          'CONFLICT',
          'This question has answers: it cannot change between order and ticket',
        );
      }
      if (isChoiceType(current.type)) {
        const used = usedOptions(await findAnswerValues(tx, questionId));
        const gone = [...used].filter((label) => !input.options.includes(label));
        if (gone.length > 0) {
          throw new AppError(
            'CONFLICT',
            `Answers use ${gone.map((label) => `'${label}'`).join(', ')}: keep ${gone.length === 1 ? 'it' : 'them'} as ${gone.length === 1 ? 'an option' : 'options'}`,
          );
        }
      }
    }
    await assertOwnTypes(tx, eventId, input);
    await updateQuestion(tx, questionId, {
      ...columnsOf(input),
      ...(input.position === undefined ? {} : { position: input.position }),
    });
    return readBack(tx, eventId, questionId);
  });
  deps.publicCache.clear();
  return updated;
}

/**
 * `DELETE v1/event/{id}/questions/{qid}`: only a question nobody answered; an answered one is
 * hidden instead. The foreign key from question_answers decides a race with a new booking.
 */
export async function deleteQuestionOf(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  questionId: number,
) {
  try {
    await deps.db.transaction(async (tx) => {
      await ownedEventOrThrow(tx, actor, eventId, true);
      const current = await findEventQuestion(tx, eventId, questionId, true);
      if (!current) throw notFound(QUESTION_NOT_FOUND);
      if (current.answers > 0) throw new AppError('CONFLICT', QUESTION_HAS_ANSWERS);
      await deleteQuestion(tx, questionId);
    });
  } catch (error) {
    if (violates(error, ANSWER_FK)) throw new AppError('CONFLICT', QUESTION_HAS_ANSWERS);
    throw error;
  }
  deps.publicCache.clear();
}
