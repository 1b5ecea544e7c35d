-- book_seats takes the booking as one jsonb argument instead of twenty positional ones, so that a
-- field (a promo code, a fee) can be added without changing the signature or every caller. The body
-- is 0007's: the same checks in the same order, the same locks, the same SQLSTATEs (TK410, TK429,
-- TK409). The fields are unpacked first into variables named as 0007's arguments were, so the body
-- reads the same; a required field that is missing raises 22023 rather than being read as null
-- (a null cap would silently turn the cap off).
--
-- p_booking: {
--   "event_id", "items": [{ "ticket_type_id", "quantity", "unit_price_minor", "name", "no_of_persons" }],
--   "user_id" (null for a guest), "guest": { "first_name", "last_name", "token_hash",
--   "session_expires_at" } (when user_id is null), "reference", "payment_method", "currency",
--   "total_minor", "buyer": { "name", "email", "msisdn" }, "hold_expires_at",
--   "payment": { "provider", "intent_id" } (or null), "client_address" (or null),
--   "caps": { "held_per_buyer", "held_per_address" } (0 for none)
-- }
--
-- The status numbers in the body are BOOKING_STATUS.pending and EVENT_STATUS.published of
-- @tiketi/contract, written as literals so the partial indexes on pending bookings serve the cap
-- checks; test/booking-statuses-sql.test.ts fails when they and the contract disagree.
DROP FUNCTION book_seats(integer, jsonb, integer, text, text, text, timestamptz, text, text, text, integer, text, text, text, timestamptz, text, text, text, integer, integer);--> statement-breakpoint
CREATE FUNCTION book_seats(p_booking jsonb) RETURNS integer LANGUAGE plpgsql AS $$
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
  v_item record;
  v_user_id integer := p_user_id;
  v_booking_id integer;
  v_wanted integer;
BEGIN
  IF p_event_id IS NULL OR jsonb_typeof(p_items) IS DISTINCT FROM 'array' OR p_reference IS NULL
     OR p_payment_method IS NULL OR p_currency IS NULL OR p_total_minor IS NULL
     OR p_buyer_name IS NULL OR p_buyer_email IS NULL OR p_buyer_msisdn IS NULL
     OR p_hold_expires_at IS NULL OR p_held_per_buyer IS NULL OR p_held_per_address IS NULL
     OR (p_user_id IS NULL AND (p_guest_token_hash IS NULL OR p_guest_session_expires_at IS NULL))
     OR (p_provider IS NULL) <> (p_provider_intent_id IS NULL) THEN
    RAISE EXCEPTION 'book_seats: a required field is missing' USING ERRCODE = '22023';
  END IF;

  PERFORM 1 FROM events WHERE id = p_event_id AND status = 1 AND end_time > now();
  IF NOT FOUND THEN
    RAISE EXCEPTION 'event % is not on sale', p_event_id USING ERRCODE = 'TK410';
  END IF;

  -- Hold caps (decision 014): seats held unpaid for this event by one email, one phone and one
  -- client address, counted from the bookings themselves so every instance sees the same count.
  -- The buyer's own keys are locked for the rest of the transaction, so two requests of one buyer
  -- cannot both pass; the generous address cap is not locked, so buyers behind one carrier address
  -- never queue for each other (it may overshoot by the requests in flight at that instant).
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
    IF NOT hold_seats(v_item.ticket_type_id, p_event_id, v_item.unit_price_minor, v_item.quantity) THEN
      RAISE EXCEPTION 'not enough seats of ticket type %', v_item.ticket_type_id
        USING ERRCODE = 'TK409', DETAIL = v_item.ticket_type_id::text;
    END IF;
  END LOOP;

  IF v_user_id IS NULL THEN
    INSERT INTO users (kind, first_name, last_name, email, msisdn)
    VALUES ('guest', p_guest_first_name, p_guest_last_name, p_buyer_email, p_buyer_msisdn)
    RETURNING id INTO v_user_id;
    INSERT INTO sessions (token_hash, user_id, expires_at)
    VALUES (p_guest_token_hash, v_user_id, p_guest_session_expires_at);
  END IF;

  INSERT INTO bookings (reference, event_id, user_id, payment_method, currency, total_minor,
                        buyer_name, buyer_email, buyer_msisdn, hold_expires_at, provider,
                        provider_intent_id, client_address)
  VALUES (p_reference, p_event_id, v_user_id, p_payment_method, p_currency, p_total_minor,
          p_buyer_name, p_buyer_email, p_buyer_msisdn, p_hold_expires_at, p_provider,
          p_provider_intent_id, p_client_address)
  RETURNING id INTO v_booking_id;

  INSERT INTO booking_items (booking_id, ticket_type_id, name, no_of_persons, quantity, unit_price_minor)
  SELECT v_booking_id, x.ticket_type_id, x.name, x.no_of_persons, x.quantity, x.unit_price_minor
  FROM jsonb_to_recordset(p_items)
    AS x(ticket_type_id integer, quantity integer, unit_price_minor integer, name text, no_of_persons integer)
  ORDER BY x.ticket_type_id;

  RETURN v_booking_id;
END
$$;
