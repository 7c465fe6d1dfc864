-- One localized-text model (docs/decisions/localized-text.md): each translatable text becomes one
-- JSON object with a text per language, and its Norwegian column (`*_no`) is folded into it and
-- dropped. A blank or missing translation is left out, so readers fall back to English.
ALTER TABLE "digital_products" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_strip_nulls(jsonb_build_object('en', "title", 'no', nullif(btrim("title_no"), '')));
--> statement-breakpoint
ALTER TABLE "digital_products" ALTER COLUMN "description" SET DATA TYPE jsonb USING jsonb_strip_nulls(jsonb_build_object('en', "description", 'no', nullif(btrim("description_no"), '')));
--> statement-breakpoint
ALTER TABLE "digital_products" ALTER COLUMN "subcategory" SET DATA TYPE jsonb USING CASE WHEN "subcategory" IS NULL AND nullif(btrim("subcategory_no"), '') IS NULL THEN NULL ELSE jsonb_strip_nulls(jsonb_build_object('en', "subcategory", 'no', nullif(btrim("subcategory_no"), ''))) END;
--> statement-breakpoint
ALTER TABLE "digital_products" ALTER COLUMN "deliverable" SET DATA TYPE jsonb USING CASE WHEN "deliverable" IS NULL AND nullif(btrim("deliverable_no"), '') IS NULL THEN NULL ELSE jsonb_strip_nulls(jsonb_build_object('en', "deliverable", 'no', nullif(btrim("deliverable_no"), ''))) END;
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_strip_nulls(jsonb_build_object('en', "title", 'no', nullif(btrim("title_no"), '')));
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "short_description" SET DATA TYPE jsonb USING jsonb_strip_nulls(jsonb_build_object('en', "short_description", 'no', nullif(btrim("short_description_no"), '')));
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "full_description" SET DATA TYPE jsonb USING jsonb_strip_nulls(jsonb_build_object('en', "full_description", 'no', nullif(btrim("full_description_no"), '')));
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "project_timeline" SET DATA TYPE jsonb USING CASE WHEN "project_timeline" IS NULL AND nullif(btrim("project_timeline_no"), '') IS NULL THEN NULL ELSE jsonb_strip_nulls(jsonb_build_object('en', "project_timeline", 'no', nullif(btrim("project_timeline_no"), ''))) END;
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "hero_image_alt" SET DATA TYPE jsonb USING CASE WHEN "hero_image_alt" IS NULL AND nullif(btrim("hero_image_alt_no"), '') IS NULL THEN NULL ELSE jsonb_strip_nulls(jsonb_build_object('en', "hero_image_alt", 'no', nullif(btrim("hero_image_alt_no"), ''))) END;
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "seo_title" SET DATA TYPE jsonb USING CASE WHEN "seo_title" IS NULL AND nullif(btrim("seo_title_no"), '') IS NULL THEN NULL ELSE jsonb_strip_nulls(jsonb_build_object('en', "seo_title", 'no', nullif(btrim("seo_title_no"), ''))) END;
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "seo_description" SET DATA TYPE jsonb USING CASE WHEN "seo_description" IS NULL AND nullif(btrim("seo_description_no"), '') IS NULL THEN NULL ELSE jsonb_strip_nulls(jsonb_build_object('en', "seo_description", 'no', nullif(btrim("seo_description_no"), ''))) END;
--> statement-breakpoint
ALTER TABLE "testimonials" ALTER COLUMN "role" SET DATA TYPE jsonb USING jsonb_strip_nulls(jsonb_build_object('en', "role", 'no', nullif(btrim("role_no"), '')));
--> statement-breakpoint
ALTER TABLE "testimonials" ALTER COLUMN "project_type" SET DATA TYPE jsonb USING jsonb_strip_nulls(jsonb_build_object('en', "project_type", 'no', nullif(btrim("project_type_no"), '')));
--> statement-breakpoint
ALTER TABLE "testimonials" ALTER COLUMN "testimonial" SET DATA TYPE jsonb USING jsonb_strip_nulls(jsonb_build_object('en', "testimonial", 'no', nullif(btrim("testimonial_no"), '')));
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "image_gallery_alt" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "image_gallery_alt" SET DATA TYPE jsonb USING jsonb_strip_nulls(jsonb_build_object('en', CASE WHEN cardinality("image_gallery_alt") > 0 THEN to_jsonb("image_gallery_alt") END, 'no', CASE WHEN cardinality("image_gallery_alt_no") > 0 THEN to_jsonb("image_gallery_alt_no") END));
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "image_gallery_alt" SET DEFAULT '{}'::jsonb;
--> statement-breakpoint
ALTER TABLE "digital_products" DROP COLUMN "title_no";
--> statement-breakpoint
ALTER TABLE "digital_products" DROP COLUMN "description_no";
--> statement-breakpoint
ALTER TABLE "digital_products" DROP COLUMN "subcategory_no";
--> statement-breakpoint
ALTER TABLE "digital_products" DROP COLUMN "deliverable_no";
--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "title_no";
--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "short_description_no";
--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "full_description_no";
--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "project_timeline_no";
--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "hero_image_alt_no";
--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "seo_title_no";
--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "seo_description_no";
--> statement-breakpoint
ALTER TABLE "testimonials" DROP COLUMN "role_no";
--> statement-breakpoint
ALTER TABLE "testimonials" DROP COLUMN "project_type_no";
--> statement-breakpoint
ALTER TABLE "testimonials" DROP COLUMN "testimonial_no";
--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "image_gallery_alt_no";
