ALTER TABLE "ticket_types" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "sale_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "sale_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "min_per_order" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_sale_window_in_order" CHECK ("ticket_types"."sale_start" is null or "ticket_types"."sale_end" is null or "ticket_types"."sale_end" > "ticket_types"."sale_start");--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_order_limits_valid" CHECK ("ticket_types"."min_per_order" >= 1 and ("ticket_types"."max_per_order" is null or "ticket_types"."max_per_order" >= "ticket_types"."min_per_order"));--> statement-breakpoint
-- Existing types keep the order they were shown in (by id within their event), as 0, 1, 2...
UPDATE "ticket_types" AS t SET "position" = r.position
FROM (SELECT id, (row_number() OVER (PARTITION BY event_id ORDER BY id) - 1)::integer AS position
      FROM "ticket_types") AS r
WHERE t.id = r.id;--> statement-breakpoint
-- hold_seats (0005) with issue 15's sale rules: the conditional update also requires the type's sale
-- window to contain the database's clock (now(), the start of book_seats' own transaction, so a
-- booking one second after sale_end is refused) and the quantity to be within the type's per-order
-- limits, both read from the row's latest version. The refusal, decided as before on the locked
-- read, names a broken rule with SQLSTATE TK400 and a jsonb detail
-- { "ticket_type_id", "rule": not_started | ended | below_min | above_max, "sale_start", "limit" };
-- a type gone, off sale, repriced or short of seats still answers false (TK409 in book_seats).
CREATE OR REPLACE FUNCTION hold_seats(
  p_ticket_type_id integer,
  p_event_id integer,
  p_price_minor integer,
  p_quantity integer
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
    AND p_quantity >= min_per_order AND (max_per_order IS NULL OR p_quantity <= max_per_order);
  IF FOUND THEN
    RETURN true;
  END IF;
  SELECT event_id, status, price_minor, sold, held, max_tickets, sale_start, sale_end,
         min_per_order, max_per_order INTO v_type
  FROM ticket_types WHERE id = p_ticket_type_id FOR UPDATE;
  IF NOT FOUND OR v_type.event_id <> p_event_id OR v_type.status <> 1
     OR v_type.price_minor <> p_price_minor THEN
    RETURN false;
  END IF;
  IF v_type.sale_start IS NOT NULL AND v_type.sale_start > now() THEN
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
$$;
