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

/** A described record's sections in order, each with its fields; a field whose `when` does not hold is left out. */
export function DescribedSections({ description, content, idPrefix, text, has, heading }: DescribedSectionsProps) {
  return description.sections.map((section) => (
    <FormSection
      key={section.key}
      id={`${idPrefix}-section-${section.key}`}
      heading={heading}
      title={text(`sections.${section.key}`)}
      lead={has(`sectionLeads.${section.key}`) ? text(`sectionLeads.${section.key}`) : undefined}
    >
      {section.fields
        .filter((name) => isShown(description.fields[name]!, content))
        .map((name) => (
          <FieldInput key={name} name={name} field={description.fields[name]!} path={name} value={content[name]} level={4} />
        ))}
    </FormSection>
  ));
}
