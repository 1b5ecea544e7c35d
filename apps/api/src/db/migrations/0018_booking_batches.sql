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
$$;
