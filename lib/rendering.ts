// Every page of the site shows content from the database (its texts, the footer's, the header's),
// so each is rendered at its first visit and cached, not in `next build`: the build never opens
// the database (one process per PGlite folder).
export function renderOnFirstVisit(): { locale: string }[] {
  return [];
}
