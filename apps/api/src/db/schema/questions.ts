import { QUESTION_ASKED, QUESTION_TYPES } from '@tiketi/contract/questions';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookingItems, bookings } from './bookings';
import { events } from './events';

const wordList = (words: readonly string[]) => sql.raw(`(${words.map((word) => `'${word}'`).join(', ')})`);

/**
 * Issue 16: a question an event asks at checkout, once per order or once per ticket. `options` are
 * the choices' labels (choice types only); `ticket_type_ids` limits it to some types (empty: all).
 * A question with answers cannot be deleted (question_answers refers to it), only hidden.
 */
export const eventQuestions = pgTable(
  'event_questions',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    type: text('type', { enum: QUESTION_TYPES }).notNull(),
    options: jsonb('options').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    required: boolean('required').notNull().default(false),
    asked: text('asked', { enum: QUESTION_ASKED }).notNull().default('order'),
    ticketTypeIds: integer('ticket_type_ids').array().notNull().default(sql`'{}'::integer[]`),
    position: integer('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_questions_event_idx').on(t.eventId, t.position, t.id),
    check('event_questions_type_valid', sql`${t.type} in ${wordList(QUESTION_TYPES)}`),
    check('event_questions_asked_valid', sql`${t.asked} in ${wordList(QUESTION_ASKED)}`),
    check('event_questions_label_not_blank', sql`length(trim(${t.label})) > 0`),
  ],
);

/**
 * Issue 16: who holds each admission of a booking, kept from the booking call on (a pending order
 * has no issued tickets yet). `position` is the admission's number: the booking's items in id
 * order, each item's seats in turn, which is the order tickets are issued in.
 */
export const bookingHolders = pgTable(
  'booking_holders',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    bookingItemId: integer('booking_item_id')
      .notNull()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_holders_booking_position_key').on(t.bookingId, t.position),
    check('booking_holders_position_positive', sql`${t.position} > 0`),
  ],
);

/**
 * Issue 16: an answer to a question: of the order (`holder_position` 0) or of one admission (its
 * number). `value` is text, a list of labels, true/false or a number, as `checkAnswer` stores it.
 */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => eventQuestions.id, { onDelete: 'restrict' }),
    holderPosition: integer('holder_position').notNull().default(0),
    value: jsonb('value').$type<string | string[] | boolean | number>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('question_answers_booking_question_key').on(t.bookingId, t.questionId, t.holderPosition),
    index('question_answers_question_idx').on(t.questionId),
    check('question_answers_position_valid', sql`${t.holderPosition} >= 0`),
  ],
);
