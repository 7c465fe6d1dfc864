'use client';

import { isShown } from '@/lib/forms/conditions';
import type { AnyRecordDescription } from '@/lib/forms/record';
import { FormSection } from '@/components/admin/ui/form-section';
import { FieldInput } from './field-input';
import type { Content } from './values';

interface DescribedSectionsProps {
  description: AnyRecordDescription;
  content: Content;
  idPrefix: string;
  /** The form's messages (useDescribedForm's `text` and `has`): `sections.<key>` titles, `sectionLeads.<key>` lines under them. */
  text: (key: string) => string;
  has: (key: string) => boolean;
  /** h3 in a dialog, h2 in a page's own section. */
  heading?: 'h2' | 'h3';
}

/**
 * What a field's input shows: null for a field whose `when` does not hold, or a picture's alt text
 * while there is no picture; a gallery its three columns.
 */
function shown(fields: AnyRecordDescription['fields'], name: string, content: Content): { value: unknown } | null {
  const field = fields[name]!;
  if (!isShown(field, content)) return null;
  if (field.kind === 'text' && field.altOf && !content[field.altOf]) return null;
  if (field.kind !== 'gallery') return { value: content[name] };
  const texts = fields[field.alt] as { max: number };
  return { value: { urls: content[name], alt: content[field.alt], caption: field.caption && content[field.caption], textMax: texts.max } };
}

/** A described record's sections in order, each with the fields it shows (a custom one may read the record's other values). */
export function DescribedSections({ description, content, idPrefix, text, has, heading }: DescribedSectionsProps) {
  const { fields } = description;
  return description.sections.map((section) => (
    <FormSection
      key={section.key}
      id={`${idPrefix}-section-${section.key}`}
      heading={heading}
      title={text(`sections.${section.key}`)}
      lead={has(`sectionLeads.${section.key}`) ? text(`sectionLeads.${section.key}`) : undefined}
    >
      {section.fields.map((name) => {
        const input = shown(fields, name, content);
        const field = fields[name]!;
        const record = field.kind === 'custom' ? content : undefined;
        return input && <FieldInput key={name} name={name} field={field} path={name} value={input.value} level={4} record={record} />;
      })}
    </FormSection>
  ));
}
