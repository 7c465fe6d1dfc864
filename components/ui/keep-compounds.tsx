import { Fragment } from 'react';

// A word joined by a hard hyphen ("30-minute", "ready-made", "e-post") is kept on one line: each
// such compound is set in a no-wrap span, so the text stays as its editor typed it (searchable,
// copyable, in any font), unlike a non-breaking hyphen (U+2011) in the content. The compound may
// still move to the next line as a whole (docs/decisions/line-breaks.md).
const COMPOUND = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/u;

/** `text` with every hyphenated compound kept whole; for headings, leads, labels and buttons. */
export function KeepCompounds({ text }: { text: string }) {
  const parts = text.split(COMPOUND);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    // split() with a capturing group puts the compounds at the odd indexes.
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
