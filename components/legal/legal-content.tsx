import 'server-only';
import type { RichTranslationValues } from 'next-intl';
import type { ReactNode } from 'react';
import { z } from 'zod';

export type LegalBlock = { kind: 'paragraph'; text: ReactNode } | { kind: 'list'; items: ReactNode[] };

export interface LegalSectionContent {
  id: string;
  number: number;
  title: string;
  blocks: LegalBlock[];
}

// The shape of a legal document's `sections` messages: sections in reading order, keyed by an id
// that becomes the anchor; each body entry is a paragraph (text) or a list (texts).
const sectionsSchema = z.record(z.string(), z.object({ title: z.string(), body: z.array(z.union([z.string(), z.array(z.string())])) }));

// Pages that are linked from the legal texts; the messages name them by tag, e.g. <datatilsynet>.
const EXTERNAL_LINKS = {
  datatilsynet: 'https://www.datatilsynet.no/',
  forbrukerradet: 'https://www.forbrukerradet.no/',
  stripe: 'https://stripe.com/privacy',
  google: 'https://policies.google.com/privacy',
} as const;

const linkClass = 'font-medium text-rose-deep underline decoration-rose-deep/40 underline-offset-4 hover:decoration-rose-deep';

/** Values for the legal messages: the studio address as {email} and <mail>, <b> and the link tags. */
export function legalRichValues(email: string): RichTranslationValues {
  const links = Object.entries(EXTERNAL_LINKS).map(([tag, href]) => [
    tag,
    (chunks: ReactNode) => (
      <a href={href} className={linkClass}>
        {chunks}
      </a>
    ),
  ]);
  return {
    email,
    mail: (chunks) => (
      <a href={`mailto:${email}`} className={linkClass}>
        {chunks}
      </a>
    ),
    b: (chunks) => <strong className="font-semibold text-plum">{chunks}</strong>,
    ...Object.fromEntries(links),
  };
}

type RichTranslate = (key: string, values: RichTranslationValues) => ReactNode;

/** Reads a document's sections from its messages and formats every text in them. */
export function legalSections(raw: unknown, rich: RichTranslate, values: RichTranslationValues): LegalSectionContent[] {
  return Object.entries(sectionsSchema.parse(raw)).map(([key, section], index) => ({
    id: toAnchor(key),
    number: index + 1,
    title: section.title,
    blocks: section.body.map((block, blockIndex): LegalBlock => {
      const path = `sections.${key}.body.${blockIndex}`;
      return typeof block === 'string'
        ? { kind: 'paragraph', text: rich(path, values) }
        : { kind: 'list', items: block.map((_, item) => rich(`${path}.${item}`, values)) };
    }),
  }));
}

/** 'dataWeCollect' → 'data-we-collect': anchors that read well in a shared link. */
function toAnchor(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
