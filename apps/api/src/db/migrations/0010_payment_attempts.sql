CREATE TABLE "payment_attempts" (
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"booking_id" integer NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"reference" text,
	"msisdn" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_provider_payment_id_pk" PRIMARY KEY("provider","payment_id"),
	CONSTRAINT "payment_attempts_outcome_valid" CHECK ("payment_attempts"."outcome" in ('pending', 'paid', 'processing', 'cancelled', 'timeout', 'wrong_pin', 'insufficient_funds', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"payment_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_secret" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_booking_idx" ON "payment_attempts" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_callbacks_payment_idx" ON "payment_callbacks" USING btree ("provider","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_client_secret_key" ON "bookings" USING btree ("client_secret");