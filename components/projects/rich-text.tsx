import { sanitizeRichText } from '@/lib/rich-text/sanitize';

// Indent levels 1–8 (docs/behaviour.md#rich-text), 3em per level as in the editor; literal class
// names so Tailwind generates them.
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

// An essay's hierarchy: serif headings with room above them, body text at a reading size and
// leading, deliverables as a ruled list, a quotation as a pull quote rather than a tinted box.
const PROSE = [
  'space-y-6 text-[1.0625rem] leading-[1.75] text-ink sm:text-lg [&>:first-child]:mt-0',
  '[&_h2]:mt-16 [&_h2]:text-4xl [&_h2]:leading-tight [&_h3]:mt-16 [&_h3]:text-[1.75rem] [&_h3]:leading-tight sm:[&_h3]:text-3xl',
  '[&_h4]:mt-12 [&_h4]:font-serif [&_h4]:text-xl [&_h4]:text-plum',
  '[&_ol]:list-decimal [&_ol]:pl-6 [&_ol>li]:mt-2 [&_li]:marker:text-rose-deep',
  '[&_ul]:border-b [&_ul]:border-plum/15 [&_ul>li]:border-t [&_ul>li]:border-plum/15 [&_ul>li]:py-3 [&_ul_ul]:border-b-0',
  '[&_blockquote]:my-12 [&_blockquote]:border-l-2 [&_blockquote]:border-rose-deep [&_blockquote]:pl-6 [&_blockquote]:font-serif-italic [&_blockquote]:text-2xl [&_blockquote]:italic [&_blockquote]:leading-snug [&_blockquote]:text-plum sm:[&_blockquote]:pl-8 sm:[&_blockquote]:text-[1.75rem]',
  '[&_a]:text-rose-deep [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-plum',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-2xl [&_pre]:bg-plum [&_pre]:p-5 [&_pre]:text-sm [&_pre]:leading-normal [&_pre]:text-cream [&_code]:font-mono',
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
