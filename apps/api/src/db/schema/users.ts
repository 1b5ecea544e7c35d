import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * Everyone who can hold a session: organisation members (kind organizer, role owner or member),
 * attendees who signed in with an identity provider (kind attendee) and guests who booked with
 * name, email and phone (kind guest; never merged with an account of the same email, spec decision #7).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['organizer', 'attendee', 'guest'] }).notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    msisdn: text('msisdn').notNull().default(''),
    photoUrl: text('photo_url'),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'member'] }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One organizer account per email and one per phone; guests may repeat an email.
    uniqueIndex('users_organizer_email_key').on(sql`lower(${t.email})`).where(sql`${t.kind} = 'organizer'`),
    uniqueIndex('users_organizer_msisdn_key')
      .on(t.msisdn)
      .where(sql`${t.kind} = 'organizer' and ${t.msisdn} <> ''`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_organization_idx').on(t.organizationId),
    check(
      'users_organizer_has_org',
      sql`(${t.kind} = 'organizer') = (${t.organizationId} is not null and ${t.role} is not null)`,
    ),
  ],
);

/** A verified identity from an OpenID Connect issuer, found again by (issuer, subject). */
export const identities = pgTable(
  'identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    emailVerified: text('email_verified', { enum: ['yes', 'no'] })
      .notNull()
      .default('no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identities_issuer_subject_key').on(t.issuer, t.subject),
    index('identities_user_idx').on(t.userId),
  ],
);
