-- Issue 16: the buyer's answers and ticket holders, written in the same statement as the booking:
-- `select store_checkout(book_seats($1), $2)`. book_seats runs first (it is the argument) and
-- commits nothing on its own, so a refused booking stores no answer and an answer that cannot be
-- stored (a question deleted meanwhile) takes the booking and its held seats back with it.
-- p_checkout is { "holders": [{ "ticket_type_id", "seat", "name", "email", "answers": [{ "question_id", "value" }] }],
--                 "answers": [{ "question_id", "value" }] }, where "seat" is the holder's place
-- (1, 2, ...) among the admissions of its ticket type. A holder's position is its admission's
-- number: the booking's items in id order, each item's seats in turn (the order fulfil-booking
-- issues tickets in).
CREATE FUNCTION checkout_holders(p_booking_id integer, p_holders jsonb)
RETURNS TABLE (admission integer, item_id integer, seat integer, quantity integer, name text, email text, answers jsonb)
LANGUAGE sql STABLE AS $$
  SELECT (it.seats_before + x.seat)::integer, it.id, x.seat, it.quantity, coalesce(x.name, ''), coalesce(x.email, ''),
         coalesce(x.answers, '[]'::jsonb)
  FROM jsonb_to_recordset(coalesce(p_holders, '[]'::jsonb))
    AS x(ticket_type_id integer, seat integer, name text, email text, answers jsonb)
  JOIN (
    SELECT i.id, i.ticket_type_id, i.quantity,
           coalesce(sum(i.quantity) OVER (ORDER BY i.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
             AS seats_before
    FROM booking_items i WHERE i.booking_id = p_booking_id
  ) it ON it.ticket_type_id = x.ticket_type_id
$$;--> statement-breakpoint
CREATE FUNCTION store_checkout(p_booking_id integer, p_checkout jsonb) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_holders jsonb := coalesce(p_checkout->'holders', '[]'::jsonb);
  v_matched integer;
BEGIN
  IF p_booking_id IS NULL OR p_checkout IS NULL THEN
    RETURN p_booking_id;
  END IF;

  SELECT count(*) INTO v_matched FROM checkout_holders(p_booking_id, v_holders) h
  WHERE h.seat BETWEEN 1 AND h.quantity;
  IF v_matched <> jsonb_array_length(v_holders) THEN
    RAISE EXCEPTION 'store_checkout: a holder does not match an admission of booking %', p_booking_id;
  END IF;

  INSERT INTO booking_holders (booking_id, booking_item_id, position, name, email)
  SELECT p_booking_id, h.item_id, h.admission, h.name, h.email FROM checkout_holders(p_booking_id, v_holders) h;

  INSERT INTO question_answers (booking_id, question_id, holder_position, value)
  SELECT p_booking_id, (a->>'question_id')::integer, h.admission, a->'value'
  FROM checkout_holders(p_booking_id, v_holders) h, jsonb_array_elements(h.answers) a
  UNION ALL
  SELECT p_booking_id, (a->>'question_id')::integer, 0, a->'value'
  FROM jsonb_array_elements(coalesce(p_checkout->'answers', '[]'::jsonb)) a;

  RETURN p_booking_id;
END
$$;
