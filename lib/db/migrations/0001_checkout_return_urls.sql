ALTER TABLE "checkout_sessions" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "success_url" text NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "cancel_url" text NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "customer_email" text;