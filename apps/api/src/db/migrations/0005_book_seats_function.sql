-- Booking in one statement (docs/decisions/013-booking-in-one-statement.md).
--
-- hold_seats: the one contended write of a booking. A single conditional update holds the seats
-- only while the type belongs to the event, is on sale at the price the booking was priced with,
-- and has room. Before refusing, it reads the row's latest committed version under the row lock
-- and decides on that, so a refusal never rests on the update's re-check of a row that other
-- buyers were changing at that moment (one such refusal was seen in a rush with millions of seats
-- free: bench/README.md). The check constraint ticket_types_not_oversold stays the last guard.
CREATE FUNCTION hold_seats(
  p_ticket_type_id integer,
  p_event_id integer,
  p_price_minor integer,
  p_quantity integer
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_type record;
BEGIN
  UPDATE ticket_types SET held = held + p_quantity
  WHERE id = p_ticket_type_id AND event_id = p_event_id AND status = 1
    AND price_minor = p_price_minor AND sold + held + p_quantity <= max_tickets;
  IF FOUND THEN
    RETURN true;
  END IF;
  SELECT event_id, status, price_minor, sold, held, max_tickets INTO v_type
  FROM ticket_types WHERE id = p_ticket_type_id FOR UPDATE;
  IF NOT FOUND OR v_type.event_id <> p_event_id OR v_type.status <> 1
     OR v_type.price_minor <> p_price_minor
     OR v_type.sold + v_type.held + p_quantity > v_type.max_tickets THEN
    RETURN false;
  END IF;
  UPDATE ticket_types SET held = held + p_quantity WHERE id = p_ticket_type_id;
  RETURN true;
END
$$;
--> statement-breakpoint
-- book_seats: a whole booking as one statement, so that it commits on its own and the hot rows
-- stay locked only inside the server, never across a round trip to the application. It first checks
-- that the event is published and has not ended (TK410 otherwise: the application may have read
-- the event a moment ago). Seats are held next, in ticket-type id order (every writer locks ticket types in that order, so bookings of
-- several types never deadlock); any type that falls short raises TK409 with its id as the detail
-- and the whole booking is rolled back. Then the guest buyer and their session (when p_user_id is
-- null), the booking (with its payment intent when the provider named it beforehand) and its items
-- are written. Returns the booking's id.
--
-- p_items: [{ "ticket_type_id", "quantity", "unit_price_minor", "name", "no_of_persons" }], priced
-- by the application from the server's own ticket types.
CREATE FUNCTION book_seats(
  p_event_id integer,
  p_items jsonb,
  p_user_id integer,
  p_guest_first_name text,
  p_guest_last_name text,
  p_guest_token_hash text,
  p_guest_session_expires_at timestamptz,
  p_reference text,
  p_payment_method text,
  p_currency text,
  p_total_minor integer,
  p_buyer_name text,
  p_buyer_email text,
  p_buyer_msisdn text,
  p_hold_expires_at timestamptz,
  p_provider text,
  p_provider_intent_id text
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_item record;
  v_user_id integer := p_user_id;
  v_booking_id integer;
BEGIN
  PERFORM 1 FROM events WHERE id = p_event_id AND status = 1 AND end_time > now();
  IF NOT FOUND THEN
    RAISE EXCEPTION 'event % is not on sale', p_event_id USING ERRCODE = 'TK410';
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
                        provider_intent_id)
  VALUES (p_reference, p_event_id, v_user_id, p_payment_method, p_currency, p_total_minor,
          p_buyer_name, p_buyer_email, p_buyer_msisdn, p_hold_expires_at, p_provider,
          p_provider_intent_id)
  RETURNING id INTO v_booking_id;

  INSERT INTO booking_items (booking_id, ticket_type_id, name, no_of_persons, quantity, unit_price_minor)
  SELECT v_booking_id, x.ticket_type_id, x.name, x.no_of_persons, x.quantity, x.unit_price_minor
  FROM jsonb_to_recordset(p_items)
    AS x(ticket_type_id integer, quantity integer, unit_price_minor integer, name text, no_of_persons integer)
  ORDER BY x.ticket_type_id;

  RETURN v_booking_id;
END
$$;
