-- The home page shows the journal's two newest articles (issue 53; lib/pages/specs/home.ts `journal`):
-- saved copies of the home page get the seed's words, which the studio edits in Admin › Pages.
UPDATE "site_pages" SET "draft" = "draft" || jsonb_build_object('journal', '{"title": {"en": "From the journal", "no": "Fra journalen"}, "lead": {"en": "How we work, and what our clients’ projects taught us.", "no": "Hvordan vi jobber, og hva kundeprosjektene har lært oss."}, "viewAll": {"en": "Read the journal", "no": "Les journalen"}}'::jsonb)
WHERE "key" = 'home' AND NOT ("draft" ? 'journal');--> statement-breakpoint
UPDATE "site_pages" SET "published" = "published" || jsonb_build_object('journal', '{"title": {"en": "From the journal", "no": "Fra journalen"}, "lead": {"en": "How we work, and what our clients’ projects taught us.", "no": "Hvordan vi jobber, og hva kundeprosjektene har lært oss."}, "viewAll": {"en": "Read the journal", "no": "Les journalen"}}'::jsonb)
WHERE "key" = 'home' AND NOT ("published" ? 'journal');--> statement-breakpoint
UPDATE "site_page_versions" SET "content" = "content" || jsonb_build_object('journal', '{"title": {"en": "From the journal", "no": "Fra journalen"}, "lead": {"en": "How we work, and what our clients’ projects taught us.", "no": "Hvordan vi jobber, og hva kundeprosjektene har lært oss."}, "viewAll": {"en": "Read the journal", "no": "Les journalen"}}'::jsonb)
WHERE "page_key" = 'home' AND NOT ("content" ? 'journal');
