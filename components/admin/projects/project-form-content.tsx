'use client';

import { useTranslations } from 'next-intl';
import { PROJECT_LIMITS } from '@/lib/projects/input';
import { AdminField } from '@/components/admin/ui/admin-field';
import { FormSection } from '@/components/admin/ui/form-section';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';
import { type FormPartProps } from './project-form-part';
import { RichTextField } from '@/components/admin/editor/rich-text-field';

/** The project's two descriptions: the card's short one and the case study's rich text. */
export function ProjectFormContent({ values, setText, errorOf }: Omit<FormPartProps, 'setField'>) {
  const t = useTranslations('ProjectForm');
  return (
    <FormSection id="project-form-story" title={t('story')}>
      <AdminField id="project-short-description" label={t('shortDescription')} error={errorOf('short_description')}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={PROJECT_LIMITS.shortDescription}
            value={values.short_description[DEFAULT_LOCALE]}
            onChange={(event) => setText('short_description', DEFAULT_LOCALE, event.target.value)}
          />
        )}
      </AdminField>
      <RichTextField
        id="project-full-description"
        label={t('fullDescription')}
        value={values.full_description[DEFAULT_LOCALE]}
        onChange={(html) => setText('full_description', DEFAULT_LOCALE, html)}
        error={errorOf('full_description')}
      />
    </FormSection>
  );
}
