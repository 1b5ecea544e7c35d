-- Issue 18: group commit. Bookings of one hot ticket type that arrive while an earlier statement
-- for it is still in the database go together as one statement: book_seats for each in arrival
-- order, each in a subtransaction of its own (the BEGIN ... EXCEPTION block), so they share the hot
-- row's lock and one commit while each is still all-or-nothing and one booking's failure (a refused
-- hold, a constraint) takes back only its own writes. p_batch is [{ "booking": <book_seats'
-- argument>, "checkout": <store_checkout's argument or null> }, ...]; the answer has one element
-- per booking, in order: { "id": <booking id> } or { "code", "detail", "constraint", "message" }
-- of the error that refused it. The application keeps batches under 64 bookings, the
-- subtransactions a backend tracks without overflowing its cache.
--
-- Locks: book_seats takes a buyer's hold-cap advisory locks before any seat. A batch holds the
-- seats of its earlier bookings when a later one starts, so it takes every booking's advisory
-- locks first, in one (ascending) order; they are re-entrant, so book_seats' own calls then
-- return at once. The application batches only bookings of the same ticket types and code, so
-- every batch takes its rows in book_seats' order: types by id, the event, the code.
CREATE FUNCTION book_seats_batch(p_batch jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_entry jsonb;
  v_key bigint;
  v_id integer;
  v_results jsonb := '[]'::jsonb;
  v_state text;
  v_detail text;
  v_constraint text;
  v_message text;
BEGIN
  IF jsonb_typeof(p_batch) IS DISTINCT FROM 'array' THEN
    RAISE EXCEPTION 'book_seats_batch: an array of bookings is required' USING ERRCODE = '22023';
  END IF;

  FOR v_key IN
    SELECT DISTINCT k FROM (
      SELECT hashtextextended('hold-email:' || (b->>'event_id') || ':' || lower(b->'buyer'->>'email'), 0) AS k
      FROM jsonb_array_elements(p_batch) e, LATERAL (SELECT e.value->'booking' AS b) x
      WHERE (b->'caps'->>'held_per_buyer')::integer > 0 AND b->'buyer'->>'email' IS NOT NULL
      UNION
      SELECT hashtextextended('hold-phone:' || (b->>'event_id') || ':' || (b->'buyer'->>'msisdn'), 0)
      FROM jsonb_array_elements(p_batch) e, LATERAL (SELECT e.value->'booking' AS b) x
      WHERE (b->'caps'->>'held_per_buyer')::integer > 0 AND coalesce(b->'buyer'->>'msisdn', '') <> ''
    ) keys
    ORDER BY k
  LOOP
    PERFORM pg_advisory_xact_lock(v_key);
  END LOOP;

  FOR v_entry IN SELECT e.value FROM jsonb_array_elements(p_batch) WITH ORDINALITY AS e(value, n) ORDER BY e.n
  LOOP
    BEGIN
      IF jsonb_typeof(v_entry->'checkout') = 'object' THEN
        v_id := store_checkout(book_seats(v_entry->'booking'), v_entry->'checkout');
      ELSE
        v_id := book_seats(v_entry->'booking');
      END IF;
      v_results := v_results || jsonb_build_array(jsonb_build_object('id', v_id));
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL,
        v_constraint = CONSTRAINT_NAME, v_message = MESSAGE_TEXT;
      v_results := v_results || jsonb_build_array(jsonb_build_object(
        'code', v_state, 'detail', nullif(v_detail, ''), 'constraint', nullif(v_constraint, ''),
        'message', v_message));
    END;
  END LOOP;
  RETURN v_results;
END
$$;--> statement-breakpoint
-- book_seats as in 0014, but for its hold-cap checks per buyer email and phone: `b.event_id + 0`
-- leaves them one index each (bookings_pending_email_idx, bookings_pending_msisdn_idx, led by the
-- email or phone). Planned on the statistics of an empty table (a new deployment's first rush, or
-- a rush whose buyers share one address behind a carrier's NAT), the plain `b.event_id =` let the
-- planner pick bookings_pending_address_idx or bookings_event_idx instead and read every pending
-- booking of the event on each check, so a rush slowed down as it sold (bench/README.md).
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
                   WHERE b.event_id + 0 = p_event_id AND b.status = 1
                     AND lower(b.buyer_email) = lower(p_buyer_email)) > p_held_per_buyer THEN
      RAISE EXCEPTION 'buyer holds too many seats' USING ERRCODE = 'TK429', DETAIL = 'buyer';
    END IF;
    IF p_buyer_msisdn <> '' THEN
      PERFORM pg_advisory_xact_lock(hashtextextended('hold-phone:' || p_event_id || ':' || p_buyer_msisdn, 0));
      IF v_wanted + (SELECT coalesce(sum(i.quantity), 0) FROM bookings b JOIN booking_items i ON i.booking_id = b.id
                     WHERE b.event_id + 0 = p_event_id AND b.status = 1
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
$$;
