CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer DEFAULT 0 NOT NULL,
	"ticket_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"unlocks_hidden" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_format" CHECK ("promo_codes"."code" ~ '^[A-Z0-9]{3,32}$'),
	CONSTRAINT "promo_codes_not_over_used" CHECK ("promo_codes"."uses" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."uses" <= "promo_codes"."max_uses")),
	CONSTRAINT "promo_codes_discount_valid" CHECK ("promo_codes"."discount_value" >= 0 and ("promo_codes"."discount_type" <> 'percentage' or "promo_codes"."discount_value" <= 10000) and ("promo_codes"."discount_type" <> 'none' or "promo_codes"."discount_value" = 0)),
	CONSTRAINT "promo_codes_window_in_order" CHECK ("promo_codes"."valid_from" is null or "promo_codes"."valid_to" is null or "promo_codes"."valid_to" > "promo_codes"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "subtotal_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fee_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "absorbed_fee_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax_mode" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "tax_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "tax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "tax_mode" text DEFAULT 'added' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "fee_fixed_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "fee_percent_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "fee_payer" text DEFAULT 'buyer' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "tax_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "tax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "tax_mode" text DEFAULT 'added' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "fee_fixed_hundredths" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "fee_percent_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "fee_payer" text DEFAULT 'buyer' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_event_code_key" ON "promo_codes" USING btree ("event_id","code");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_promo_code_idx" ON "bookings" USING btree ("promo_code_id","status") WHERE "bookings"."promo_code_id" is not null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_capacity_not_exceeded" CHECK ("events"."capacity_used" >= 0 and ("events"."capacity" is null or "events"."capacity_used" <= "events"."capacity"));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_fees_valid" CHECK ("events"."tax_rate_bp" between 0 and 10000 and "events"."fee_percent_bp" between 0 and 10000 and "events"."fee_fixed_minor" >= 0);--> statement-breakpoint
-- Bookings made before issue 15 were priced as their seats alone.
UPDATE "bookings" SET "subtotal_minor" = "total_minor";--> statement-breakpoint
-- hold_seats (0012) also refuses a hidden type unless the order's code unlocks hidden types
-- (TK400, rule 'hidden'). The old signature goes: book_seats is its only caller.
DROP FUNCTION hold_seats(integer, integer, integer, integer);--> statement-breakpoint
CREATE FUNCTION hold_seats(
  p_ticket_type_id integer,
  p_event_id integer,
  p_price_minor integer,
  p_quantity integer,
  p_unlocks_hidden boolean
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_type record;
  v_rule text;
  v_limit integer;
BEGIN
  UPDATE ticket_types SET held = held + p_quantity
  WHERE id = p_ticket_type_id AND event_id = p_event_id AND status = 1
    AND price_minor = p_price_minor AND sold + held + p_quantity <= max_tickets
    AND (sale_start IS NULL OR sale_start <= now()) AND (sale_end IS NULL OR sale_end > now())
    AND p_quantity >= min_per_order AND (max_per_order IS NULL OR p_quantity <= max_per_order)
    AND (NOT hidden OR p_unlocks_hidden);
  IF FOUND THEN
    RETURN true;
  END IF;
  SELECT event_id, status, price_minor, sold, held, max_tickets, sale_start, sale_end,
         min_per_order, max_per_order, hidden INTO v_type
  FROM ticket_types WHERE id = p_ticket_type_id FOR UPDATE;
  IF NOT FOUND OR v_type.event_id <> p_event_id OR v_type.status <> 1
     OR v_type.price_minor <> p_price_minor THEN
    RETURN false;
  END IF;
  IF v_type.hidden AND NOT p_unlocks_hidden THEN
    v_rule := 'hidden';
  ELSIF v_type.sale_start IS NOT NULL AND v_type.sale_start > now() THEN
    v_rule := 'not_started';
  ELSIF v_type.sale_end IS NOT NULL AND v_type.sale_end <= now() THEN
    v_rule := 'ended';
  ELSIF p_quantity < v_type.min_per_order THEN
    v_rule := 'below_min';
    v_limit := v_type.min_per_order;
  ELSIF v_type.max_per_order IS NOT NULL AND p_quantity > v_type.max_per_order THEN
    v_rule := 'above_max';
    v_limit := v_type.max_per_order;
  END IF;
  IF v_rule IS NOT NULL THEN
    RAISE EXCEPTION 'ticket type % refused: %', p_ticket_type_id, v_rule USING ERRCODE = 'TK400',
      DETAIL = jsonb_build_object('ticket_type_id', p_ticket_type_id, 'rule', v_rule,
                                  'sale_start', v_type.sale_start, 'limit', v_limit)::text;
  END IF;
  IF v_type.sold + v_type.held + p_quantity > v_type.max_tickets THEN
    RETURN false;
  END IF;
  UPDATE ticket_types SET held = held + p_quantity WHERE id = p_ticket_type_id;
  RETURN true;
END
$$;--> statement-breakpoint
-- book_seats (0009) with issue 15. p_booking gains:
--   "promo": { "id", "discount_type", "discount_value", "unlocks_hidden" } or null: the code the
--     server priced the order with;
--   "price": { "promo_code", "subtotal_minor", "discount_minor", "fee_minor", "absorbed_fee_minor",
--     "tax_minor", "tax_name", "tax_rate_bp", "tax_mode" }: how total_minor was made;
--   items[].discount_minor.
-- After every type's seats are held, in this one order (types, then the event, then the code, as
-- inventory.ts and the release trigger below also go), it takes
--   * the event's shared capacity, when it has one, read afresh after the types are held: a capacity
--     set meanwhile locked the types first and counted what was held before it (SQLSTATE TK411 when
--     the seats do not fit);
--   * one use of the code, only while it is active, in its window by the database's clock, as
--     priced (its discount unchanged) and not used up (TK412, DETAIL used_up | inactive |
--     not_started | expired | changed).
-- Either refusal undoes the whole statement, seats included.
CREATE OR REPLACE FUNCTION book_seats(p_booking jsonb) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  p_event_id integer := (p_booking->>'event_id')::integer;
  p_items jsonb := p_booking->'items';
  p_user_id integer := (p_booking->>'user_id')::integer;
  p_guest_first_name text := p_booking->'guest'->>'first_name';
  p_guest_last_name text := p_booking->'guest'->>'last_name';
  p_guest_token_hash text := p_booking->'guest'->>'token_hash';
  p_guest_session_expires_at timestamptz := (p_booking->'guest'->>'session_expires_at')::timestamptz;
  p_reference text := p_booking->>'reference';
  p_payment_method text := p_booking->>'payment_method';
  p_currency text := p_booking->>'currency';
  p_total_minor integer := (p_booking->>'total_minor')::integer;
  p_buyer_name text := p_booking->'buyer'->>'name';
  p_buyer_email text := p_booking->'buyer'->>'email';
  p_buyer_msisdn text := p_booking->'buyer'->>'msisdn';
  p_hold_expires_at timestamptz := (p_booking->>'hold_expires_at')::timestamptz;
  p_provider text := p_booking->'payment'->>'provider';
  p_provider_intent_id text := p_booking->'payment'->>'intent_id';
  p_client_address text := p_booking->>'client_address';
  p_held_per_buyer integer := (p_booking->'caps'->>'held_per_buyer')::integer;
  p_held_per_address integer := (p_booking->'caps'->>'held_per_address')::integer;
  p_promo_id integer := (p_booking->'promo'->>'id')::integer;
  p_promo_type text := p_booking->'promo'->>'discount_type';
  p_promo_value integer := (p_booking->'promo'->>'discount_value')::integer;
  p_unlocks_hidden boolean := coalesce((p_booking->'promo'->>'unlocks_hidden')::boolean, false);
  p_price jsonb := coalesce(p_booking->'price', '{}'::jsonb);
  v_item record;
  v_user_id integer := p_user_id;
  v_booking_id integer;
  v_wanted integer;
  v_capacity integer;
  v_code record;
  v_reason text;
BEGIN
  IF p_event_id IS NULL OR jsonb_typeof(p_items) IS DISTINCT FROM 'array' OR p_reference IS NULL
     OR p_payment_method IS NULL OR p_currency IS NULL OR p_total_minor IS NULL
     OR p_buyer_name IS NULL OR p_buyer_email IS NULL OR p_buyer_msisdn IS NULL
     OR p_hold_expires_at IS NULL OR p_held_per_buyer IS NULL OR p_held_per_address IS NULL
     OR (p_user_id IS NULL AND (p_guest_token_hash IS NULL OR p_guest_session_expires_at IS NULL))
     OR (p_provider IS NULL) <> (p_provider_intent_id IS NULL)
     OR (p_promo_id IS NOT NULL AND (p_promo_type IS NULL OR p_promo_value IS NULL)) THEN
    RAISE EXCEPTION 'book_seats: a required field is missing' USING ERRCODE = '22023';
  END IF;

  PERFORM 1 FROM events WHERE id = p_event_id AND status = 1 AND end_time > now();
  IF NOT FOUND THEN
    RAISE EXCEPTION 'event % is not on sale', p_event_id USING ERRCODE = 'TK410';
  END IF;

  -- Hold caps (decision 014), as in 0009.
  SELECT coalesce(sum(x.quantity), 0) INTO v_wanted
  FROM jsonb_to_recordset(p_items) AS x(quantity integer);
  IF p_held_per_buyer > 0 THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('hold-email:' || p_event_id || ':' || lower(p_buyer_email), 0));
    IF v_wanted + (SELECT coalesce(sum(i.quantity), 0) FROM bookings b JOIN booking_items i ON i.booking_id = b.id
                   WHERE b.event_id = p_event_id AND b.status = 1
                     AND lower(b.buyer_email) = lower(p_buyer_email)) > p_held_per_buyer THEN
      RAISE EXCEPTION 'buyer holds too many seats' USING ERRCODE = 'TK429', DETAIL = 'buyer';
    END IF;
    IF p_buyer_msisdn <> '' THEN
      PERFORM pg_advisory_xact_lock(hashtextextended('hold-phone:' || p_event_id || ':' || p_buyer_msisdn, 0));
      IF v_wanted + (SELECT coalesce(sum(i.quantity), 0) FROM bookings b JOIN booking_items i ON i.booking_id = b.id
                     WHERE b.event_id = p_event_id AND b.status = 1
                       AND b.buyer_msisdn = p_buyer_msisdn) > p_held_per_buyer THEN
        RAISE EXCEPTION 'buyer holds too many seats' USING ERRCODE = 'TK429', DETAIL = 'buyer';
      END IF;
    END IF;
  END IF;
  IF p_held_per_address > 0 AND p_client_address IS NOT NULL THEN
    IF v_wanted + (SELECT coalesce(sum(i.quantity), 0) FROM bookings b JOIN booking_items i ON i.booking_id = b.id
                   WHERE b.event_id = p_event_id AND b.status = 1
                     AND b.client_address = p_client_address) > p_held_per_address THEN
      RAISE EXCEPTION 'address holds too many seats' USING ERRCODE = 'TK429', DETAIL = 'address';
    END IF;
  END IF;

  FOR v_item IN
    SELECT x.ticket_type_id, x.quantity, x.unit_price_minor
    FROM jsonb_to_recordset(p_items) AS x(ticket_type_id integer, quantity integer, unit_price_minor integer)
    ORDER BY x.ticket_type_id
  LOOP
    IF NOT hold_seats(v_item.ticket_type_id, p_event_id, v_item.unit_price_minor, v_item.quantity,
                      p_unlocks_hidden) THEN
      RAISE EXCEPTION 'not enough seats of ticket type %', v_item.ticket_type_id
        USING ERRCODE = 'TK409', DETAIL = v_item.ticket_type_id::text;
    END IF;
  END LOOP;

  SELECT capacity INTO v_capacity FROM events WHERE id = p_event_id;
  IF v_capacity IS NOT NULL THEN
    UPDATE events SET capacity_used = capacity_used + v_wanted
    WHERE id = p_event_id AND capacity IS NOT NULL AND capacity_used + v_wanted <= capacity;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'event % has no room for % more', p_event_id, v_wanted USING ERRCODE = 'TK411',
        DETAIL = greatest((SELECT capacity - capacity_used FROM events WHERE id = p_event_id), 0)::text;
    END IF;
  END IF;

  IF p_promo_id IS NOT NULL THEN
    UPDATE promo_codes SET uses = uses + 1
    WHERE id = p_promo_id AND event_id = p_event_id AND active
      AND discount_type = p_promo_type AND discount_value = p_promo_value
      AND (NOT p_unlocks_hidden OR unlocks_hidden)
      AND (valid_from IS NULL OR valid_from <= now()) AND (valid_to IS NULL OR valid_to > now())
      AND (max_uses IS NULL OR uses < max_uses);
    IF NOT FOUND THEN
      SELECT * INTO v_code FROM promo_codes WHERE id = p_promo_id;
      IF NOT FOUND OR v_code.event_id <> p_event_id OR v_code.discount_type <> p_promo_type
         OR v_code.discount_value <> p_promo_value OR (p_unlocks_hidden AND NOT v_code.unlocks_hidden) THEN
        v_reason := 'changed';
      ELSIF NOT v_code.active THEN
        v_reason := 'inactive';
      ELSIF v_code.valid_from IS NOT NULL AND v_code.valid_from > now() THEN
        v_reason := 'not_started';
      ELSIF v_code.valid_to IS NOT NULL AND v_code.valid_to <= now() THEN
        v_reason := 'expired';
      ELSE
        v_reason := 'used_up';
      END IF;
      RAISE EXCEPTION 'code % refused: %', p_promo_id, v_reason USING ERRCODE = 'TK412', DETAIL = v_reason;
    END IF;
  END IF;

  IF v_user_id IS NULL THEN
    INSERT INTO users (kind, first_name, last_name, email, msisdn)
    VALUES ('guest', p_guest_first_name, p_guest_last_name, p_buyer_email, p_buyer_msisdn)
    RETURNING id INTO v_user_id;
    INSERT INTO sessions (token_hash, user_id, expires_at)
    VALUES (p_guest_token_hash, v_user_id, p_guest_session_expires_at);
  END IF;

  INSERT INTO bookings (reference, event_id, user_id, payment_method, currency, total_minor,
                        buyer_name, buyer_email, buyer_msisdn, hold_expires_at, provider,
                        provider_intent_id, client_address, promo_code_id, promo_code,
                        subtotal_minor, discount_minor, fee_minor, absorbed_fee_minor, tax_minor,
                        tax_name, tax_rate_bp, tax_mode)
  VALUES (p_reference, p_event_id, v_user_id, p_payment_method, p_currency, p_total_minor,
          p_buyer_name, p_buyer_email, p_buyer_msisdn, p_hold_expires_at, p_provider,
          p_provider_intent_id, p_client_address, p_promo_id, p_price->>'promo_code',
          coalesce((p_price->>'subtotal_minor')::integer, p_total_minor),
          coalesce((p_price->>'discount_minor')::integer, 0),
          coalesce((p_price->>'fee_minor')::integer, 0),
          coalesce((p_price->>'absorbed_fee_minor')::integer, 0),
          coalesce((p_price->>'tax_minor')::integer, 0),
          p_price->>'tax_name', (p_price->>'tax_rate_bp')::integer, p_price->>'tax_mode')
  RETURNING id INTO v_booking_id;

  INSERT INTO booking_items (booking_id, ticket_type_id, name, no_of_persons, quantity, unit_price_minor,
                             discount_minor)
  SELECT v_booking_id, x.ticket_type_id, x.name, x.no_of_persons, x.quantity, x.unit_price_minor,
         coalesce(x.discount_minor, 0)
  FROM jsonb_to_recordset(p_items)
    AS x(ticket_type_id integer, quantity integer, unit_price_minor integer, name text,
         no_of_persons integer, discount_minor integer)
  ORDER BY x.ticket_type_id;

  RETURN v_booking_id;
END
$$;--> statement-breakpoint
-- A code's use is given back when the order holding it ends: a pending hold that expires or is
-- cancelled, a paid order refunded in full or cancelled (statuses 1 pending and 2 paid hold a use;
-- 3 expired, 4 cancelled and 5 refunded do not). It fires on the status update itself, after the
-- path has moved the seats, so the locks go types, event, code there as in book_seats. A late
-- payment that revives an ended order takes its use again explicitly (inventory.ts), where it can
-- be refused.
CREATE FUNCTION give_back_code_use() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE promo_codes SET uses = uses - 1 WHERE id = NEW.promo_code_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER bookings_give_back_code_use AFTER UPDATE OF status ON bookings
FOR EACH ROW WHEN (NEW.promo_code_id IS NOT NULL AND OLD.status IN (1, 2) AND NEW.status NOT IN (1, 2))
EXECUTE FUNCTION give_back_code_use();
