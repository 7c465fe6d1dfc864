ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_known";--> statement-breakpoint
DROP INDEX "discount_holds_code_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "discount_holds" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "bookings_pending_idx" ON "bookings" USING btree ("status","confirm_by");--> statement-breakpoint
CREATE INDEX "discount_holds_code_idx" ON "discount_holds" USING btree ("discount_code_id","client_key");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('pending', 'confirmed', 'cancelled', 'expired', 'held', 'no_show'));--> statement-breakpoint
-- A pending booking holds its slot until it is confirmed or expires; an expired one frees it (docs/booking.md).
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("status" not in ('cancelled', 'expired'));
