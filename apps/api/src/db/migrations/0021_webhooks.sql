-- Issue 19 (docs/decisions/026-outgoing-webhooks.md): outgoing webhooks.
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"disabled_at" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_status_valid" CHECK ("webhook_endpoints"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"endpoint_id" integer NOT NULL,
	"message_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retry_from" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"response_status" integer,
	"response_body" text,
	"duration_ms" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status_valid" CHECK ("webhook_deliveries"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "webhook_endpoints_organization_idx" ON "webhook_endpoints" USING btree ("organization_id","status");
--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_message_key" ON "webhook_deliveries" USING btree ("endpoint_id","message_id");
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';
--> statement-breakpoint
-- One message to every active endpoint of the organisation that subscribed to its type, in the
-- caller's transaction. Its webhook-id is random and kept across retries and resends.
CREATE FUNCTION webhook_emit(p_organization_id integer, p_type text, p_data jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, payload)
  SELECT e.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), p_type,
    jsonb_build_object(
      'type', p_type,
      'timestamp', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', p_data)
  FROM webhook_endpoints e
  WHERE e.organization_id = p_organization_id AND e.status = 'active' AND p_type = ANY (e.events);
END $$;
--> statement-breakpoint
-- Order events, from the booking's own transition, whichever code path made it (payment notice,
-- retrieve call, simulator, refund, provider notice, cancellation, event cancellation job): a
-- status or money change that did not happen (a duplicated notice) fires nothing.
-- Booking statuses: 2 paid, 4 cancelled, 5 refunded (packages/contract/src/constants.ts).
CREATE FUNCTION webhook_booking_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_org integer;
  v_data jsonb;
BEGIN
  SELECT organization_id INTO v_org FROM events WHERE id = NEW.event_id;
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE organization_id = v_org AND status = 'active') THEN
    RETURN NULL;
  END IF;
  v_data := jsonb_build_object(
    'booking_id', NEW.reference,
    'event_id', NEW.event_id,
    'status', CASE NEW.status
      WHEN 2 THEN CASE WHEN NEW.refunded_minor > 0 THEN 'partially_refunded' ELSE 'paid' END
      WHEN 4 THEN 'cancelled'
      WHEN 5 THEN 'refunded'
      ELSE 'other' END,
    'currency', NEW.currency,
    'total_minor', NEW.total_minor,
    'refunded_minor', NEW.refunded_minor,
    'payment_method', NEW.payment_method,
    'paid_at', NEW.paid_at);
  IF NEW.status = 2 AND OLD.status <> 2 THEN
    PERFORM webhook_emit(v_org, 'order.paid', v_data);
  END IF;
  IF NEW.refunded_minor > OLD.refunded_minor THEN
    PERFORM webhook_emit(v_org, 'order.refunded',
      v_data || jsonb_build_object('refund_minor', NEW.refunded_minor - OLD.refunded_minor));
  END IF;
  IF NEW.status = 4 AND OLD.status <> 4 AND NEW.voided_at IS NOT NULL THEN
    PERFORM webhook_emit(v_org, 'order.cancelled', v_data);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_booking_changed AFTER UPDATE ON bookings FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.refunded_minor < NEW.refunded_minor)
EXECUTE FUNCTION webhook_booking_changed();
--> statement-breakpoint
-- A check-in is an admission's move from not checked in to checked in: a scan, a manual check-in
-- or a synced offline scan alike; an earlier offline scan that displaces a later one is not new.
CREATE FUNCTION webhook_ticket_checked_in() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_org integer;
BEGIN
  SELECT organization_id INTO v_org FROM events WHERE id = NEW.event_id;
  PERFORM webhook_emit(v_org, 'checkin.created', jsonb_build_object(
    'ticket_id', NEW.id,
    'booking_id', (SELECT reference FROM bookings WHERE id = NEW.booking_id),
    'event_id', NEW.event_id,
    'checked_in_at', NEW.checked_in_at,
    'device', NEW.checked_in_device));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_ticket_checked_in AFTER UPDATE OF checked_in_at ON issued_tickets FOR EACH ROW
WHEN (OLD.checked_in_at IS NULL AND NEW.checked_in_at IS NOT NULL)
EXECUTE FUNCTION webhook_ticket_checked_in();
--> statement-breakpoint
-- Event statuses: 1 published, 3 cancelled.
CREATE FUNCTION webhook_event_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_data jsonb := jsonb_build_object('event_id', NEW.id, 'title', NEW.title, 'start_time', NEW.start_time);
BEGIN
  IF NEW.status = 1 THEN
    PERFORM webhook_emit(NEW.organization_id, 'event.published', v_data);
  ELSIF NEW.status = 3 THEN
    PERFORM webhook_emit(NEW.organization_id, 'event.cancelled', v_data);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_event_changed AFTER UPDATE OF status ON events FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION webhook_event_changed();
