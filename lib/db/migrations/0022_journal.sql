-- The journal (issue 53): articles in every language, published now or at a chosen time, and the
-- slugs they were published under before (a renamed article's old address redirects).
CREATE TABLE "article_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"article_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"excerpt" jsonb NOT NULL,
	"cover_image" text NOT NULL,
	"cover_image_alt" jsonb,
	"body" jsonb NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author" text NOT NULL,
	"related_project_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"related_product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"announced_at" timestamp with time zone,
	"translation_basis" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seo_title" jsonb,
	"seo_description" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "articles_status_known" CHECK ("articles"."status" in ('draft', 'published')),
	CONSTRAINT "articles_published_has_time" CHECK ("articles"."status" <> 'published' or "articles"."published_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "article_slug_history" ADD CONSTRAINT "article_slug_history_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_slug_history_article_idx" ON "article_slug_history" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "articles_public_idx" ON "articles" USING btree ("status","published_at");