-- book_seats as in 0018, but a booking of a batch that holds the event's and the code's rows
-- ("batch" in its argument, set only by book_seats_batch below) judges the shared capacity and the
-- code against those rows plus what the batch's earlier bookings took, and leaves both counters to
-- the batch, which writes each once. A booking alone takes them as before.
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
  v_used integer;
  v_usable boolean;
  -- Set by book_seats_batch when it holds the event's and the code's rows and takes the counters
  -- itself: what earlier bookings of its statement took of each, not yet written.
  p_batch jsonb := p_booking->'batch';
  p_batch_capacity integer := coalesce((p_booking->'batch'->>'capacity')::integer, 0);
  p_batch_uses integer := coalesce((p_booking->'batch'->>'uses')::integer, 0);
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

  SELECT capacity, capacity_used INTO v_capacity, v_used FROM events WHERE id = p_event_id;
  IF v_capacity IS NOT NULL AND p_batch IS NULL THEN
    UPDATE events SET capacity_used = capacity_used + v_wanted
    WHERE id = p_event_id AND capacity IS NOT NULL AND capacity_used + v_wanted <= capacity;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'event % has no room for % more', p_event_id, v_wanted USING ERRCODE = 'TK411',
        DETAIL = greatest((SELECT capacity - capacity_used FROM events WHERE id = p_event_id), 0)::text;
    END IF;
  ELSIF v_capacity IS NOT NULL AND v_used + p_batch_capacity + v_wanted > v_capacity THEN
    -- In a batch: the row is held by the batch, and its earlier bookings' seats are not written yet.
    RAISE EXCEPTION 'event % has no room for % more', p_event_id, v_wanted USING ERRCODE = 'TK411',
      DETAIL = greatest(v_capacity - v_used - p_batch_capacity, 0)::text;
  END IF;

  IF p_promo_id IS NOT NULL THEN
    IF p_batch IS NULL THEN
      UPDATE promo_codes SET uses = uses + 1
      WHERE id = p_promo_id AND event_id = p_event_id AND active
        AND discount_type = p_promo_type AND discount_value = p_promo_value
        AND (NOT p_unlocks_hidden OR unlocks_hidden)
        AND (valid_from IS NULL OR valid_from <= now()) AND (valid_to IS NULL OR valid_to > now())
        AND (max_uses IS NULL OR uses < max_uses);
      v_usable := FOUND;
    ELSE
      -- In a batch: the same conditions on the row the batch holds, counting its earlier uses.
      PERFORM 1 FROM promo_codes
      WHERE id = p_promo_id AND event_id = p_event_id AND active
        AND discount_type = p_promo_type AND discount_value = p_promo_value
        AND (NOT p_unlocks_hidden OR unlocks_hidden)
        AND (valid_from IS NULL OR valid_from <= now()) AND (valid_to IS NULL OR valid_to > now())
        AND (max_uses IS NULL OR uses + p_batch_uses < max_uses);
      v_usable := FOUND;
    END IF;
    IF NOT v_usable THEN
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
-- Issue 15's rate under issue 18's group commit (ADR-020, ADR-023). In a batch, every booking of an
-- event with a shared capacity, or with a code, updated the wide `events` row (capacity_used) and the
-- code's row (uses) once each: a new version of each row per booking inside the one transaction, each
-- with its check constraints, foreign-key checks (a row this transaction wrote is always re-checked),
-- index entries when the page was full, and longer chains for the next booking to walk. A batch with a
-- code or a shared capacity now holds those rows from its start and writes each counter once, at its
-- end, with what the bookings it wrote took:
--   * it locks, in book_seats' order, the batch's ticket types (by id), then the event (when it has a
--     capacity, read after the types are held: a capacity being set locks them first), then the code;
--     so nothing else moves either counter until it commits, and no path waits for another in the
--     opposite order;
--   * each booking runs book_seats with "batch": { "capacity", "uses" }, what the bookings before it
--     in this statement took; book_seats then judges the capacity and the code as it would with its
--     own conditional updates (capacity_used + taken + wanted <= capacity; uses + taken < max_uses and
--     every other condition of the code) but writes neither; the booking is still refused alone, with
--     the same SQLSTATE and detail (TK411, TK412);
--   * a booking counts only once book_seats has returned for it (its subtransaction stands), so a
--     refused or failed booking takes nothing;
--   * at the end, one update per counter: the check constraints (events_capacity_not_exceeded,
--     promo_codes_not_over_used) stay the last guard, and if one ever failed the whole statement
--     would fail and the application would book each of its bookings alone.
-- A batch with neither (or of several events or codes, which the application's lanes never make) runs
-- as in 0018, and book_seats without "batch" (a booking alone) is unchanged.
CREATE OR REPLACE FUNCTION book_seats_batch(p_batch jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_entry jsonb;
  v_booking jsonb;
  v_key bigint;
  v_id integer;
  v_results jsonb := '[]'::jsonb;
  v_state text;
  v_detail text;
  v_constraint text;
  v_message text;
  v_event integer;
  v_events integer;
  v_promo integer;
  v_promos integer;
  v_capacity integer;
  v_counted boolean := false;
  v_capacity_taken integer := 0;
  v_uses_taken integer := 0;
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

  SELECT min((b->>'event_id')::integer), count(DISTINCT b->>'event_id'),
         min((b->'promo'->>'id')::integer), count(DISTINCT b->'promo'->>'id')
  INTO v_event, v_events, v_promo, v_promos
  FROM jsonb_array_elements(p_batch) e, LATERAL (SELECT e.value->'booking' AS b) x;
  IF v_events = 1 AND v_promos <= 1
     AND (v_promo IS NOT NULL OR EXISTS (SELECT 1 FROM events WHERE id = v_event AND capacity IS NOT NULL)) THEN
    PERFORM 1 FROM ticket_types
    WHERE id IN (SELECT (i->>'ticket_type_id')::integer
                 FROM jsonb_array_elements(p_batch) e, jsonb_array_elements(e.value->'booking'->'items') i)
    ORDER BY id
    FOR NO KEY UPDATE;
    SELECT capacity INTO v_capacity FROM events WHERE id = v_event;
    IF v_capacity IS NOT NULL THEN
      PERFORM 1 FROM events WHERE id = v_event FOR NO KEY UPDATE;
    END IF;
    IF v_promo IS NOT NULL THEN
      PERFORM 1 FROM promo_codes WHERE id = v_promo FOR NO KEY UPDATE;
    END IF;
    v_counted := true;
  END IF;

  FOR v_entry IN SELECT e.value FROM jsonb_array_elements(p_batch) WITH ORDINALITY AS e(value, n) ORDER BY e.n
  LOOP
    BEGIN
      v_booking := (v_entry->'booking') - 'batch';
      IF v_counted THEN
        v_booking := v_booking || jsonb_build_object(
          'batch', jsonb_build_object('capacity', v_capacity_taken, 'uses', v_uses_taken));
      END IF;
      IF jsonb_typeof(v_entry->'checkout') = 'object' THEN
        v_id := store_checkout(book_seats(v_booking), v_entry->'checkout');
      ELSE
        v_id := book_seats(v_booking);
      END IF;
      v_results := v_results || jsonb_build_array(jsonb_build_object('id', v_id));
      -- Last, once nothing of this booking can fail any more: what it took.
      IF v_counted THEN
        IF v_capacity IS NOT NULL THEN
          v_capacity_taken := v_capacity_taken
            + (SELECT coalesce(sum(x.quantity), 0) FROM jsonb_to_recordset(v_booking->'items') AS x(quantity integer));
        END IF;
        IF v_booking->'promo'->>'id' IS NOT NULL THEN
          v_uses_taken := v_uses_taken + 1;
        END IF;
      END IF;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL,
        v_constraint = CONSTRAINT_NAME, v_message = MESSAGE_TEXT;
      v_results := v_results || jsonb_build_array(jsonb_build_object(
        'code', v_state, 'detail', nullif(v_detail, ''), 'constraint', nullif(v_constraint, ''),
        'message', v_message));
    END;
  END LOOP;

  IF v_capacity_taken > 0 THEN
    UPDATE events SET capacity_used = capacity_used + v_capacity_taken WHERE id = v_event;
  END IF;
  IF v_uses_taken > 0 THEN
    UPDATE promo_codes SET uses = uses + v_uses_taken WHERE id = v_promo;
  END IF;
  RETURN v_results;
END
$$;
