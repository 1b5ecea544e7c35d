CREATE TABLE "booking_holders" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"booking_item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_holders_position_positive" CHECK ("booking_holders"."position" > 0)
);
--> statement-breakpoint
CREATE TABLE "event_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"asked" text DEFAULT 'order' NOT NULL,
	"ticket_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_questions_type_valid" CHECK ("event_questions"."type" in ('short_text', 'long_text', 'one_choice', 'several_choices', 'checkbox', 'number', 'date', 'phone', 'email')),
	CONSTRAINT "event_questions_asked_valid" CHECK ("event_questions"."asked" in ('order', 'ticket')),
	CONSTRAINT "event_questions_label_not_blank" CHECK (length(trim("event_questions"."label")) > 0)
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"holder_position" integer DEFAULT 0 NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_answers_position_valid" CHECK ("question_answers"."holder_position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_valid";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ticket_names" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ticket_emails" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "names_editable_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "booking_holders" ADD CONSTRAINT "booking_holders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holders" ADD CONSTRAINT "booking_holders_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_event_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."event_questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_holders_booking_position_key" ON "booking_holders" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "event_questions_event_idx" ON "event_questions" USING btree ("event_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_answers_booking_question_key" ON "question_answers" USING btree ("booking_id","question_id","holder_position");--> statement-breakpoint
CREATE INDEX "question_answers_question_idx" ON "question_answers" USING btree ("question_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_holder_modes_valid" CHECK ("events"."ticket_names" in ('off', 'optional', 'required') and "events"."ticket_emails" in ('off', 'optional', 'required'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_valid" CHECK ("order_events"."kind" in ('created', 'paid', 'expired', 'cancelled', 'refund_requested', 'refunded', 'refund_failed', 'refund_due', 'refund_paid_out', 'mail_sent', 'resent', 'edited', 'checked_in', 'answers_changed', 'holders_changed'));