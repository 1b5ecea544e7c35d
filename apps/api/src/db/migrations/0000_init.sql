CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_codes_attempts_nonnegative" CHECK ("verification_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"no_of_persons" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	CONSTRAINT "booking_items_quantity_positive" CHECK ("booking_items"."quantity" > 0),
	CONSTRAINT "booking_items_price_nonnegative" CHECK ("booking_items"."unit_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"payment_method" text NOT NULL,
	"currency" text NOT NULL,
	"total_minor" integer NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_msisdn" text DEFAULT '' NOT NULL,
	"provider" text,
	"provider_intent_id" text,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_valid" CHECK ("bookings"."status" in (1, 2, 3, 4, 5)),
	CONSTRAINT "bookings_total_nonnegative" CHECK ("bookings"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "issued_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"booking_item_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_webhooks" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_not_blank" CHECK (length(trim("categories"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"full_description" text DEFAULT '' NOT NULL,
	"image_id" integer,
	"location" text NOT NULL,
	"coordinates" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_status_valid" CHECK ("events"."status" in (1, 2)),
	CONSTRAINT "events_end_after_start" CHECK ("events"."end_time" >= "events"."start_time"),
	CONSTRAINT "events_currency_code" CHECK ("events"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "events_title_not_blank" CHECK (length(trim("events"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_minor" integer NOT NULL,
	"no_of_persons" integer DEFAULT 1 NOT NULL,
	"max_tickets" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_types_status_valid" CHECK ("ticket_types"."status" in (1, 3)),
	CONSTRAINT "ticket_types_price_nonnegative" CHECK ("ticket_types"."price_minor" >= 0),
	CONSTRAINT "ticket_types_persons_positive" CHECK ("ticket_types"."no_of_persons" >= 1),
	CONSTRAINT "ticket_types_counters_nonnegative" CHECK ("ticket_types"."sold" >= 0 and "ticket_types"."held" >= 0 and "ticket_types"."max_tickets" >= 0),
	CONSTRAINT "ticket_types_not_oversold" CHECK ("ticket_types"."sold" + "ticket_types"."held" <= "ticket_types"."max_tickets"),
	CONSTRAINT "ticket_types_name_not_blank" CHECK (length(trim("ticket_types"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"email" text NOT NULL,
	"msisdn" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_display_name_not_blank" CHECK (length(trim("organizations"."display_name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_attempts_nonnegative" CHECK ("outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"email_verified" text DEFAULT 'no' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"msisdn" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"organization_id" integer,
	"role" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_organizer_has_org" CHECK (("users"."kind" = 'organizer') = ("users"."organization_id" is not null and "users"."role" is not null))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_tickets" ADD CONSTRAINT "issued_tickets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_tickets" ADD CONSTRAINT "issued_tickets_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_tickets" ADD CONSTRAINT "issued_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_tickets" ADD CONSTRAINT "issued_tickets_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_codes_user_idx" ON "verification_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_items_booking_type_key" ON "booking_items" USING btree ("booking_id","ticket_type_id");--> statement-breakpoint
CREATE INDEX "booking_items_ticket_type_idx" ON "booking_items" USING btree ("ticket_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_key" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_provider_intent_key" ON "bookings" USING btree ("provider","provider_intent_id");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_event_idx" ON "bookings" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "bookings_pending_expiry_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_tickets_code_key" ON "issued_tickets" USING btree ("code");--> statement-breakpoint
CREATE INDEX "issued_tickets_booking_idx" ON "issued_tickets" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "issued_tickets_event_idx" ON "issued_tickets" USING btree ("event_id","checked_in_at");--> statement-breakpoint
CREATE UNIQUE INDEX "processed_webhooks_key" ON "processed_webhooks" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "events_public_start_idx" ON "events" USING btree ("start_time","id") WHERE "events"."status" = 1;--> statement-breakpoint
CREATE INDEX "events_public_end_idx" ON "events" USING btree ("end_time") WHERE "events"."status" = 1;--> statement-breakpoint
CREATE INDEX "events_public_category_start_idx" ON "events" USING btree ("category_id","start_time","id") WHERE "events"."status" = 1;--> statement-breakpoint
CREATE INDEX "events_organization_start_idx" ON "events" USING btree ("organization_id","start_time","id");--> statement-breakpoint
CREATE INDEX "events_organization_created_idx" ON "events" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_types_event_idx" ON "ticket_types" USING btree ("event_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_key_key" ON "media" USING btree ("key");--> statement-breakpoint
CREATE INDEX "organizations_display_name_idx" ON "organizations" USING btree ("display_name");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "identities_issuer_subject_key" ON "identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "identities_user_idx" ON "identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_organizer_email_key" ON "users" USING btree (lower("email")) WHERE "users"."kind" = 'organizer';--> statement-breakpoint
CREATE UNIQUE INDEX "users_organizer_msisdn_key" ON "users" USING btree ("msisdn") WHERE "users"."kind" = 'organizer' and "users"."msisdn" <> '';--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_organization_idx" ON "users" USING btree ("organization_id");