-- A product's note for the studio: the admin's only, never shown in the shop.
ALTER TABLE "digital_products" ADD COLUMN "studio_note" text;
