ALTER TABLE "bookings" ADD COLUMN "reconcile_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_pending_created_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."status" = 1;
