'use client';

import { useTranslations } from 'next-intl';
import { PROJECT_LIMITS } from '@/lib/projects/input';
import { AdminField } from '@/components/admin/ui/admin-field';
import { FormSection } from '@/components/admin/ui/form-section';
import { type FormPartProps } from './project-form-part';
import { RichTextField } from '@/components/admin/editor/rich-text-field';

/** The Norwegian texts: each optional, the public site shows the English one when it is empty. */
export function ProjectFormNorwegian({ values, setField }: Omit<FormPartProps, 'errorOf'>) {
  const t = useTranslations('ProjectForm');
  return (
    <FormSection id="project-form-norwegian" title={t('norwegian')}>
      <AdminField id="project-title-no" label={t('titleNo')}>
        {(control) => (
          <input
            {...control}
            type="text"
            lang="no"
            maxLength={PROJECT_LIMITS.title}
            value={values.title_no}
            onChange={(event) => setField('title_no', event.target.value)}
          />
        )}
      </AdminField>
      <AdminField id="project-short-description-no" label={t('shortDescriptionNo')}>
        {(control) => (
          <textarea
            {...control}
            lang="no"
            rows={3}
            maxLength={PROJECT_LIMITS.shortDescription}
            value={values.short_description_no}
            onChange={(event) => setField('short_description_no', event.target.value)}
          />
        )}
      </AdminField>
      <RichTextField
        id="project-full-description-no"
        label={t('fullDescriptionNo')}
        value={values.full_description_no}
        onChange={(html) => setField('full_description_no', html)}
      />
      <AdminField id="project-timeline-no" label={t('projectTimelineNo')}>
        {(control) => (
          <input
            {...control}
            type="text"
            lang="no"
            maxLength={PROJECT_LIMITS.projectTimeline}
            value={values.project_timeline_no}
            onChange={(event) => setField('project_timeline_no', event.target.value)}
          />
        )}
      </AdminField>
    </FormSection>
  );
}
