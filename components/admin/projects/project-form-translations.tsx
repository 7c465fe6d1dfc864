'use client';

import { useTranslations } from 'next-intl';
import { PROJECT_LIMITS } from '@/lib/projects/input';
import { AdminField } from '@/components/admin/ui/admin-field';
import { TranslationSections } from '@/components/admin/ui/translation-sections';
import { type TranslatedPartProps } from './project-form-part';
import { RichTextField } from '@/components/admin/editor/rich-text-field';

/**
 * The texts in each other language: each optional, the public site shows the default language's one
 * when it is empty. Each language's tab starts with the project's translation status in it.
 */
export function ProjectFormTranslations({ values, setText, translation }: TranslatedPartProps) {
  const t = useTranslations('ProjectForm');
  const { flagOf } = translation;
  return (
    <TranslationSections id="project-form-translation" translation={translation}>
      {(locale, language) => (
        <>
          <AdminField id={`project-title-${locale}`} label={t('titleIn', { language })} flag={flagOf('title', locale)}>
            {(control) => (
              <input
                {...control}
                type="text"
                lang={locale}
                maxLength={PROJECT_LIMITS.title}
                value={values.title[locale]}
                onChange={(event) => setText('title', locale, event.target.value)}
              />
            )}
          </AdminField>
          <AdminField
            id={`project-short-description-${locale}`}
            label={t('shortDescriptionIn', { language })}
            flag={flagOf('short_description', locale)}
          >
            {(control) => (
              <textarea
                {...control}
                lang={locale}
                rows={3}
                maxLength={PROJECT_LIMITS.shortDescription}
                value={values.short_description[locale]}
                onChange={(event) => setText('short_description', locale, event.target.value)}
              />
            )}
          </AdminField>
          <RichTextField
            id={`project-full-description-${locale}`}
            label={t('fullDescriptionIn', { language })}
            value={values.full_description[locale]}
            onChange={(html) => setText('full_description', locale, html)}
            flag={flagOf('full_description', locale)}
          />
          <AdminField
            id={`project-timeline-${locale}`}
            label={t('projectTimelineIn', { language })}
            flag={flagOf('project_timeline', locale)}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                lang={locale}
                maxLength={PROJECT_LIMITS.projectTimeline}
                value={values.project_timeline[locale]}
                onChange={(event) => setText('project_timeline', locale, event.target.value)}
              />
            )}
          </AdminField>
        </>
      )}
    </TranslationSections>
  );
}
