'use client';

import { useTranslations } from 'next-intl';
import { PROJECT_LIMITS } from '@/lib/projects/input';
import { AdminField } from '@/components/admin/ui/admin-field';
import { FormSection } from '@/components/admin/ui/form-section';
import { type FormPartProps } from './project-form-part';
import { RichTextField } from '@/components/admin/editor/rich-text-field';

/** The project's two descriptions: the card's short one and the case study's rich text. */
export function ProjectFormContent({ values, setField, errorOf }: FormPartProps) {
  const t = useTranslations('ProjectForm');
  return (
    <FormSection id="project-form-story" title={t('story')}>
      <AdminField id="project-short-description" label={t('shortDescription')} error={errorOf('short_description')}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={PROJECT_LIMITS.shortDescription}
            value={values.short_description}
            onChange={(event) => setField('short_description', event.target.value)}
          />
        )}
      </AdminField>
      <RichTextField
        id="project-full-description"
        label={t('fullDescription')}
        value={values.full_description}
        onChange={(html) => setField('full_description', html)}
        error={errorOf('full_description')}
      />
    </FormSection>
  );
}
