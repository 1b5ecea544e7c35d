CREATE SEQUENCE "public"."door_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "check_in_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"issued_ticket_id" integer,
	"device" text NOT NULL,
	"user_id" integer NOT NULL,
	"scan_id" uuid,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_log_kind_valid" CHECK ("check_in_log"."kind" in ('scan', 'manual', 'undo'))
);
--> statement-breakpoint
ALTER TABLE "issued_tickets" ADD COLUMN "checked_in_device" text;--> statement-breakpoint
ALTER TABLE "issued_tickets" ADD COLUMN "door_version" bigint DEFAULT nextval('door_versions') NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "checkin_key" text;--> statement-breakpoint
ALTER TABLE "check_in_log" ADD CONSTRAINT "check_in_log_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_log" ADD CONSTRAINT "check_in_log_issued_ticket_id_issued_tickets_id_fk" FOREIGN KEY ("issued_ticket_id") REFERENCES "public"."issued_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_log" ADD CONSTRAINT "check_in_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_log_scan_key" ON "check_in_log" USING btree ("event_id","scan_id");--> statement-breakpoint
CREATE INDEX "check_in_log_event_at_idx" ON "check_in_log" USING btree ("event_id","at","id");--> statement-breakpoint
CREATE INDEX "check_in_log_event_device_idx" ON "check_in_log" USING btree ("event_id","device","at","id");--> statement-breakpoint
CREATE INDEX "check_in_log_ticket_idx" ON "check_in_log" USING btree ("issued_ticket_id");--> statement-breakpoint
CREATE INDEX "issued_tickets_door_version_idx" ON "issued_tickets" USING btree ("event_id","door_version");--> statement-breakpoint
-- Issue 17 (ADR-022): an admission moves to the next door version whenever what the door list shows
-- of it changes, so a device asking `since=` gets it: its check-in, voiding, its booking's status
-- (a refund, a cancellation), the buyer's name or phone, and its holder's name.
CREATE FUNCTION issued_tickets_door_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.checked_in_at IS DISTINCT FROM OLD.checked_in_at
     OR NEW.voided_at IS DISTINCT FROM OLD.voided_at
     OR NEW.checked_in_device IS DISTINCT FROM OLD.checked_in_device THEN
    NEW.door_version := nextval('door_versions');
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER issued_tickets_door_version BEFORE UPDATE ON issued_tickets
  FOR EACH ROW EXECUTE FUNCTION issued_tickets_door_version();--> statement-breakpoint
CREATE FUNCTION bookings_door_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status
     OR NEW.voided_at IS DISTINCT FROM OLD.voided_at
     OR NEW.buyer_name IS DISTINCT FROM OLD.buyer_name
     OR NEW.buyer_msisdn IS DISTINCT FROM OLD.buyer_msisdn THEN
    UPDATE issued_tickets SET door_version = nextval('door_versions') WHERE booking_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER bookings_door_version AFTER UPDATE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_door_version();--> statement-breakpoint
CREATE FUNCTION booking_holders_door_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE issued_tickets SET door_version = nextval('door_versions') WHERE booking_id = NEW.booking_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER booking_holders_door_version AFTER INSERT OR UPDATE ON booking_holders
  FOR EACH ROW EXECUTE FUNCTION booking_holders_door_version();
