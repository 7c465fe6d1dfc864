CREATE TABLE "booking_blocked_dates" (
	"date" date PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text DEFAULT 'Europe/Oslo' NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"call_minutes" integer DEFAULT 30 NOT NULL,
	"buffer_minutes" integer DEFAULT 15 NOT NULL,
	"notice_hours" integer DEFAULT 24 NOT NULL,
	"horizon_days" integer DEFAULT 30 NOT NULL,
	"max_per_day" integer DEFAULT 4 NOT NULL,
	"meeting_location" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_single_row" CHECK ("booking_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"service_interest" text,
	"note" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"time_zone" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reschedule_count" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('confirmed', 'cancelled', 'held', 'no_show')),
	CONSTRAINT "bookings_end_after_start" CHECK ("bookings"."end_at" > "bookings"."start_at")
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "due_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_start_at_idx" ON "bookings" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree ("email");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Two bookings that are not cancelled never overlap, whichever instance wrote them (docs/booking.md).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("status" <> 'cancelled');--> statement-breakpoint
-- The availability the issue asks for: Monday to Friday 09:00-16:00 in Oslo, 30-minute calls, 15 minutes between, 24 hours notice, 30 days ahead, 4 a day.
INSERT INTO "booking_settings" ("id", "weekly_hours") VALUES (1, '{"1":[{"start":"09:00","end":"16:00"}],"2":[{"start":"09:00","end":"16:00"}],"3":[{"start":"09:00","end":"16:00"}],"4":[{"start":"09:00","end":"16:00"}],"5":[{"start":"09:00","end":"16:00"}],"6":[],"7":[]}'::jsonb) ON CONFLICT DO NOTHING;
