-- Issue 18: every instance keeps a "sold out until a seat comes back" mark per ticket type and per
-- event (modules/bookings/sold-out.ts) and refuses bookings of a marked one without touching its
-- row. Whatever path gives seats back (a hold that expires or is cancelled, a refund, a void, an
-- organizer raising the maximum or changing a type, a script), and on whichever instance, these
-- triggers say so on channel tiketi_seats_back at commit: the ticket type's id, or `event:<id>`
-- for an event's shared capacity (issue 15). The WHEN clauses are all a booking's own update (held
-- going up) pays: the function runs only when seats came back or what a refusal says changed.
CREATE FUNCTION ticket_type_seats_back() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tiketi_seats_back', NEW.id::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ticket_type_seats_back AFTER UPDATE ON ticket_types
  FOR EACH ROW
  WHEN (NEW.sold + NEW.held < OLD.sold + OLD.held
        OR NEW.max_tickets IS DISTINCT FROM OLD.max_tickets
        OR NEW.status IS DISTINCT FROM OLD.status
        OR NEW.price_minor IS DISTINCT FROM OLD.price_minor
        OR NEW.name IS DISTINCT FROM OLD.name)
  EXECUTE FUNCTION ticket_type_seats_back();--> statement-breakpoint
CREATE FUNCTION event_seats_back() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tiketi_seats_back', 'event:' || NEW.id::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER event_seats_back AFTER UPDATE ON events
  FOR EACH ROW
  WHEN (NEW.capacity_used < OLD.capacity_used
        OR NEW.capacity IS DISTINCT FROM OLD.capacity
        OR NEW.status IS DISTINCT FROM OLD.status)
  EXECUTE FUNCTION event_seats_back();
