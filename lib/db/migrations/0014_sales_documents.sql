CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"amount_total" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"organisation_number" text DEFAULT '' NOT NULL,
	"vat_registered" boolean DEFAULT false NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"support_email" text DEFAULT '' NOT NULL,
	"prices_include_vat" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_settings_single_row" CHECK ("seller_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "withdrawal_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "withdrawal_consent_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawal_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawal_consent_version" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_receipt_number_unique" UNIQUE("receipt_number");--> statement-breakpoint
-- Orders sold before numbering get numbers in the order they were paid; the series go on after them.
UPDATE "orders" SET "receipt_number" = numbered.n FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "orders") AS numbered WHERE "orders"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "credit_notes" ("order_id", "number", "amount_total", "currency", "created_at") SELECT "id", row_number() OVER (ORDER BY "refunded_at", "id"), -"amount_total", "currency", coalesce("refunded_at", now()) FROM "orders" WHERE "status" = 'refunded';--> statement-breakpoint
INSERT INTO "document_counters" ("series", "next_number") VALUES ('receipt', (SELECT count(*) + 1 FROM "orders")), ('credit_note', (SELECT count(*) + 1 FROM "credit_notes"));--> statement-breakpoint
INSERT INTO "seller_settings" ("id") VALUES (1);
