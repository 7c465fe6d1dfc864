'use client';

import { useTranslations } from 'next-intl';
import type { Field, Shape } from '@/lib/forms/fields';
import { FormSection } from '@/components/admin/ui/form-section';
import { FieldInput, ShapeFields } from '@/components/admin/form/field-input';
import type { Content } from '@/components/admin/form/values';
import { useFieldForm } from '@/components/admin/form/form-context';

type Entry = [string, Field];

/** A page's top level as form sections: each group and each list its own, the single fields between them together. */
function sectionsOf(shape: Shape): ({ kind: 'field'; entry: Entry } | { kind: 'texts'; entries: Entry[] })[] {
  const sections: ReturnType<typeof sectionsOf> = [];
  for (const entry of Object.entries(shape)) {
    const [, field] = entry;
    const last = sections[sections.length - 1];
    if (field.kind === 'group' || field.kind === 'list') sections.push({ kind: 'field', entry });
    else if (last?.kind === 'texts') last.entries.push(entry);
    else sections.push({ kind: 'texts', entries: [entry] });
  }
  return sections;
}

/** The whole page form: headings from level 2 (the page's title is the h1). */
export function PageSections({ shape, content }: { shape: Shape; content: Content }) {
  const t = useTranslations('AdminPages');
  const { labelOf, helpOf } = useFieldForm();
  return sectionsOf(shape).map((section) => {
    if (section.kind === 'texts') {
      const [first] = section.entries[0]!;
      return (
        <FormSection key={first} id={`page-section-${first}`} title={t('texts')} heading="h2">
          <ShapeFields shape={Object.fromEntries(section.entries)} value={content} path="" level={3} />
        </FormSection>
      );
    }
    const [key, field] = section.entry;
    return (
      <FormSection key={key} id={`page-section-${key}`} title={labelOf(key, key, field)} lead={helpOf(key, field)} heading="h2">
        {field.kind === 'group' ? (
          <ShapeFields shape={field.fields} value={content[key] as Record<string, unknown>} path={key} level={3} />
        ) : (
          <FieldInput name={key} field={field} path={key} value={content[key]} level={3} bare />
        )}
      </FormSection>
    );
  });
}
