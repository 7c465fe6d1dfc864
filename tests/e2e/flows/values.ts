import type { Field } from '@/lib/forms/fields';
import { slugFromTitle } from '@/lib/forms/slug';

// A value a described field takes, by its kind and format alone, so a field added to a
// description is filled without a line here. Every text carries the flow's stamp (its run, its
// language and width), which makes its records its own. No straight quotes and no hyphens in
// running text: the visitor's-eye checks read the public pages these values may reach meanwhile.

/** The text typed for a field: the stamp and the field's name ("Flow k2x9 no m short description"). */
export const textFor = (stamp: string, name: string) => `${stamp} ${name.replaceAll('_', ' ')}`;

const FORMATS: Record<string, (stamp: string) => string> = {
  email: (stamp) => `${slugFromTitle(stamp).replaceAll('-', '.')}@example.com`,
  url: (stamp) => `https://example.com/${slugFromTitle(stamp)}`,
  date: () => '2020-06-15',
  slug: (stamp) => slugFromTitle(stamp),
  // Letters, digits, - and _ (lib/shop/discounts/reasons.ts), as buyers type it.
  code: (stamp) => slugFromTitle(stamp).replaceAll('-', '_').toUpperCase(),
  // A made-up number whose mod-11 check digit matches, written with spaces as people write it.
  organisationNumber: () => '923 609 016',
};

/** What the flow types into a field, or undefined where the kind has no typed value (a picture, a custom input). */
export function valueFor(field: Field, name: string, stamp: string): string | undefined {
  switch (field.kind) {
    case 'text':
    case 'rich':
      return textFor(stamp, name);
    case 'plain':
      if (field.format === 'picture') return undefined;
      return field.format ? FORMATS[field.format]!(stamp) : textFor(stamp, name);
    case 'number':
      return String(field.initial ?? field.min);
    case 'choice':
      return field.initial ?? field.options[0];
    case 'amounts':
      return '5';
    case 'instant':
      // A week ahead, as a datetime-local input takes it.
      return new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 16);
    default:
      return undefined;
  }
}
