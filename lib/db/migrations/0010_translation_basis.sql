ALTER TABLE "digital_products" ADD COLUMN "translation_basis" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "translation_basis" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "translation_basis" jsonb DEFAULT '{}'::jsonb NOT NULL;