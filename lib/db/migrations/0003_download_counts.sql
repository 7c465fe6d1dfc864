ALTER TABLE "orders" ADD COLUMN "download_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_downloaded_at" timestamp with time zone;--> statement-breakpoint
-- Past downloads become the counts they were.
UPDATE "orders" SET "download_count" = d."count", "last_downloaded_at" = d."last" FROM (SELECT "order_id", count(*)::integer AS "count", max("created_at") AS "last" FROM "downloads" GROUP BY "order_id") AS d WHERE d."order_id" = "orders"."id";--> statement-breakpoint
DROP TABLE "downloads" CASCADE;
