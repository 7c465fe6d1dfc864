CREATE TABLE "product_file_chunks" (
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "product_file_chunks_file_id_position_pk" PRIMARY KEY("file_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"chunk_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_previews" (
	"admin_user_id" uuid PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digital_products" ALTER COLUMN "deliverable" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "digital_products" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "digital_products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "image_gallery_alt" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "image_gallery_alt_no" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hero_image_alt" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hero_image_alt_no" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "seo_title_no" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "seo_description_no" text;--> statement-breakpoint
ALTER TABLE "product_file_chunks" ADD CONSTRAINT "product_file_chunks_file_id_product_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."product_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_previews" ADD CONSTRAINT "project_previews_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_slug_history" ADD CONSTRAINT "project_slug_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_slug_history_project_idx" ON "project_slug_history" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "digital_products" ADD CONSTRAINT "digital_products_file_id_product_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."product_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_products" ADD CONSTRAINT "digital_products_has_deliverable" CHECK ("digital_products"."deliverable" is not null or "digital_products"."file_id" is not null);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_status_known" CHECK ("projects"."status" in ('draft', 'published'));