'use client';

import { useTranslations } from 'next-intl';
import { PROJECT_LIMITS } from '@/lib/projects/input';
import { AdminField } from '@/components/admin/ui/admin-field';
import { FormSection } from '@/components/admin/ui/form-section';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';
import { type FormPartProps } from './project-form-part';
import { TagPicker } from './tag-picker';

/** Client, dates, timeline and tags: all optional. */
export function ProjectFormDetails({ values, setField, setText }: Omit<FormPartProps, 'errorOf'>) {
  const t = useTranslations('ProjectForm');
  return (
    <FormSection id="project-form-details" title={t('details')}>
      <AdminField id="project-client-name" label={t('clientName')}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={PROJECT_LIMITS.clientName}
            value={values.client_name}
            onChange={(event) => setField('client_name', event.target.value)}
          />
        )}
      </AdminField>
      <div className="grid gap-5 sm:grid-cols-3">
        <AdminField id="project-completion-date" label={t('completionDate')}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={values.completion_date}
              onChange={(event) => setField('completion_date', event.target.value)}
            />
          )}
        </AdminField>
        <AdminField id="project-year" label={t('year')}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1900}
              max={2100}
              step={1}
              value={values.year}
              onChange={(event) => setField('year', event.target.value)}
            />
          )}
        </AdminField>
        <AdminField id="project-timeline" label={t('projectTimeline')}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={PROJECT_LIMITS.projectTimeline}
              placeholder={t('projectTimelinePlaceholder')}
              value={values.project_timeline[DEFAULT_LOCALE]}
              onChange={(event) => setText('project_timeline', DEFAULT_LOCALE, event.target.value)}
            />
          )}
        </AdminField>
      </div>
      <TagPicker label={t('tags')} value={values.tags} onChange={(tags) => setField('tags', tags)} />
    </FormSection>
  );
}
