CREATE TABLE "event_cancellations" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"created_by" integer,
	"orders_total" integer DEFAULT 0 NOT NULL,
	"orders_done" integer DEFAULT 0 NOT NULL,
	"orders_failed" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text DEFAULT 'message' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"ticket_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_messages_kind_valid" CHECK ("event_messages"."kind" in ('message', 'cancellation', 'change'))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"actor" text DEFAULT 'System' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_kind_valid" CHECK ("order_events"."kind" in ('created', 'paid', 'expired', 'cancelled', 'refund_requested', 'refunded', 'refund_failed', 'refund_due', 'refund_paid_out', 'mail_sent', 'resent', 'edited', 'checked_in'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text NOT NULL,
	"is_full" boolean NOT NULL,
	"origin" text DEFAULT 'organizer' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"provider_refund_id" text,
	"failure" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_minor" > 0),
	CONSTRAINT "refunds_status_valid" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed', 'due', 'paid_out')),
	CONSTRAINT "refunds_origin_valid" CHECK ("refunds"."origin" in ('organizer', 'provider', 'system'))
);
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_status_valid";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_due_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issued_tickets" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "members_can_refund" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_payment_intents" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill: a booking owing an M-Pesa refund owes its whole total; one refunded otherwise got it all back.
UPDATE "bookings" SET "refund_due_minor" = "total_minor" WHERE "refund_due_at" IS NOT NULL AND "status" = 5;--> statement-breakpoint
UPDATE "bookings" SET "refunded_minor" = "total_minor" WHERE "refund_due_at" IS NULL AND "status" = 5;--> statement-breakpoint
UPDATE "simulated_payment_intents" SET "refunded_minor" = "amount_minor" WHERE "refunded_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "event_cancellations" ADD CONSTRAINT "event_cancellations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellations" ADD CONSTRAINT "event_cancellations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_cancellations_running_idx" ON "event_cancellations" USING btree ("created_at") WHERE "event_cancellations"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "event_messages_event_idx" ON "event_messages" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "order_events_booking_idx" ON "order_events" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refunds_within_total" CHECK ("bookings"."refunded_minor" >= 0 and "bookings"."refund_due_minor" >= 0 and "bookings"."refunded_minor" + "bookings"."refund_due_minor" <= "bookings"."total_minor");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_valid" CHECK ("events"."status" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "simulated_payment_intents" ADD CONSTRAINT "simulated_payment_intents_refund_within_amount" CHECK ("simulated_payment_intents"."refunded_minor" >= 0 and "simulated_payment_intents"."refunded_minor" <= "simulated_payment_intents"."amount_minor");