-- A service's price names an amount in each language's currency, as a product's does
-- (docs/decisions/page-prices.md): the stored dollars stay dollars, and kroner start at ten times
-- them in whole kroner, the rule the kroner prices of products started from (0015). The studio sets
-- its own in Admin › Pages.
UPDATE "site_pages" SET "draft" = jsonb_set("draft", '{packages}', (
  SELECT coalesce(jsonb_agg(
    CASE WHEN item->'price' ? 'amount'
      THEN jsonb_set(item, '{price}', jsonb_build_object('usd', item->'price'->'amount', 'nok', round((item->'price'->>'amount')::numeric) * 10))
      ELSE item END
    ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements("draft"->'packages') WITH ORDINALITY AS packages(item, position)))
WHERE "key" = 'services' AND jsonb_typeof("draft"->'packages') = 'array';--> statement-breakpoint
UPDATE "site_pages" SET "published" = jsonb_set("published", '{packages}', (
  SELECT coalesce(jsonb_agg(
    CASE WHEN item->'price' ? 'amount'
      THEN jsonb_set(item, '{price}', jsonb_build_object('usd', item->'price'->'amount', 'nok', round((item->'price'->>'amount')::numeric) * 10))
      ELSE item END
    ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements("published"->'packages') WITH ORDINALITY AS packages(item, position)))
WHERE "key" = 'services' AND jsonb_typeof("published"->'packages') = 'array';--> statement-breakpoint
UPDATE "site_page_versions" SET "content" = jsonb_set("content", '{packages}', (
  SELECT coalesce(jsonb_agg(
    CASE WHEN item->'price' ? 'amount'
      THEN jsonb_set(item, '{price}', jsonb_build_object('usd', item->'price'->'amount', 'nok', round((item->'price'->>'amount')::numeric) * 10))
      ELSE item END
    ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements("content"->'packages') WITH ORDINALITY AS packages(item, position)))
WHERE "page_key" = 'services' AND jsonb_typeof("content"->'packages') = 'array';
