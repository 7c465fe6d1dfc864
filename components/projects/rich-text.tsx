import { sanitizeRichText } from '@/lib/rich-text/sanitize';

// Indent levels 1–8 (SPEC section 5), 3em per level as in the editor; literal class names so
// Tailwind generates them.
const INDENTS = [
  "[&_[data-indent='1']]:pl-[3em]",
  "[&_[data-indent='2']]:pl-[6em]",
  "[&_[data-indent='3']]:pl-[9em]",
  "[&_[data-indent='4']]:pl-[12em]",
  "[&_[data-indent='5']]:pl-[15em]",
  "[&_[data-indent='6']]:pl-[18em]",
  "[&_[data-indent='7']]:pl-[21em]",
  "[&_[data-indent='8']]:pl-[24em]",
];

const PROSE = [
  'space-y-5 text-lg leading-relaxed text-ink [&>:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:text-3xl [&_h3]:mt-10 [&_h3]:text-2xl [&_h4]:mt-8 [&_h4]:font-serif [&_h4]:text-xl [&_h4]:text-plum',
  '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:mt-2 [&_li]:marker:text-rose-deep',
  '[&_blockquote]:rounded-r-2xl [&_blockquote]:border-l-4 [&_blockquote]:border-petal [&_blockquote]:bg-blush/40 [&_blockquote]:py-4 [&_blockquote]:pl-6 [&_blockquote]:pr-4 [&_blockquote]:font-serif-italic [&_blockquote]:italic [&_blockquote]:text-plum',
  '[&_a]:text-rose-deep [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-plum',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-2xl [&_pre]:bg-plum [&_pre]:p-5 [&_pre]:text-sm [&_pre]:text-cream [&_code]:font-mono',
  '[&_strong]:font-semibold [&_strong]:text-plum [&_b]:font-semibold [&_img]:max-w-full [&_img]:rounded-2xl',
  ...INDENTS,
].join(' ');

interface RichTextProps {
  html: string;
  /** Levels to move the content's headings down, below the headings of the page around it. */
  headingOffset?: number;
  className?: string;
}

/** Rich text from the database, sanitized on the server and styled as prose. */
export function RichText({ html, headingOffset = 0, className = '' }: RichTextProps) {
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html, { headingOffset }) }} />;
}
