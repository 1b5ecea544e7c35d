DROP INDEX "events_public_start_idx";--> statement-breakpoint
CREATE INDEX "events_public_start_idx" ON "events" USING btree ("start_time","id","end_time") WHERE "events"."status" = 1;