/**
 * Structured data for search engines. `<` is escaped so that text from the database can never
 * close the script element.
 */
export function JsonLdScript({ data }: { data: Record<string, unknown> | null }) {
  if (!data) return null;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
