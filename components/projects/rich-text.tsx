import { sanitizeRichText } from '@/lib/rich-text/sanitize';

interface RichTextProps {
  html: string;
  /** Levels to move the content's headings down, below the headings of the page around it. */
  headingOffset?: number;
  className?: string;
}

/** Rich text from the database, sanitized on the server and styled as prose (`prose-essay`, app/globals.css). */
export function RichText({ html, headingOffset = 0, className = '' }: RichTextProps) {
  return <div className={`prose-essay ${className}`} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html, { headingOffset }) }} />;
}
