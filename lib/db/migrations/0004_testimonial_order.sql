ALTER TABLE "testimonials" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The order they were listed in until now: newest first.
UPDATE "testimonials" SET "sort_order" = o."position" FROM (SELECT "id", (row_number() OVER (ORDER BY "created_at" DESC, "id") - 1)::integer AS "position" FROM "testimonials") AS o WHERE o."id" = "testimonials"."id";
