ALTER TABLE "digital_products" ADD COLUMN "gallery" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "digital_products" ADD COLUMN "gallery_alt" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "digital_products" ADD COLUMN "contents" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "digital_products" ADD COLUMN "compatibility" jsonb;--> statement-breakpoint
ALTER TABLE "digital_products" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "image_gallery_caption" jsonb DEFAULT '{}'::jsonb NOT NULL;