CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amounts_off" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"paused" boolean DEFAULT false NOT NULL,
	"stripe_coupon_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_kind_known" CHECK ("discount_codes"."kind" in ('percent', 'amount')),
	CONSTRAINT "discount_codes_percent_range" CHECK (("discount_codes"."kind" = 'percent') = ("discount_codes"."percent_off" is not null) and ("discount_codes"."percent_off" is null or "discount_codes"."percent_off" between 1 and 100)),
	CONSTRAINT "discount_codes_usage_limit_positive" CHECK ("discount_codes"."usage_limit" is null or "discount_codes"."usage_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "discount_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_code_id" uuid NOT NULL,
	"session_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_holds_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "amount_subtotal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "amount_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "amount_tax" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "tax_rate" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "buyer_company" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "buyer_vat_id" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "discount_code_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "amount_subtotal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "amount_tax" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "digital_products" ADD COLUMN "prices" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_subtotal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_tax" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_company" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_vat_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code_id" uuid;--> statement-breakpoint
ALTER TABLE "discount_holds" ADD CONSTRAINT "discount_holds_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "discount_holds_code_idx" ON "discount_holds" USING btree ("discount_code_id");--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_discount_code_idx" ON "checkout_sessions" USING btree ("discount_code_id") WHERE "checkout_sessions"."discount_code_id" is not null;--> statement-breakpoint
-- Sales before VAT: net is what was paid.
UPDATE "checkout_sessions" SET "amount_subtotal" = "amount_total";--> statement-breakpoint
UPDATE "orders" SET "amount_subtotal" = "amount_total";--> statement-breakpoint
UPDATE "credit_notes" SET "amount_subtotal" = "amount_total";--> statement-breakpoint
-- Kroner prices for the dollar products by the admin's suggestion rule (lib/shop/products/prices.ts): ten kroner a dollar, in whole tens ($59 → 590 kr).
UPDATE "digital_products" SET "prices" = jsonb_build_object('nok', (round("price_cents" / 100.0) * 1000)::integer) WHERE "currency" = 'usd';
