'use client';

import { useTranslations } from 'next-intl';
import { PROJECT_LIMITS, SEO_GUIDANCE } from '@/lib/projects/input';
import { AdminField } from '@/components/admin/ui/admin-field';
import { FormSection } from '@/components/admin/ui/form-section';
import { type FormPartProps } from './project-form-part';

type SeoField = 'seo_title' | 'seo_title_no' | 'seo_description' | 'seo_description_no';

const FIELDS: { field: SeoField; id: string; label: string; guidance: number; max: number; lang?: string; rows?: number }[] = [
  { field: 'seo_title', id: 'project-seo-title', label: 'seoTitle', guidance: SEO_GUIDANCE.title, max: PROJECT_LIMITS.seoTitle },
  {
    field: 'seo_description',
    id: 'project-seo-description',
    label: 'seoDescription',
    guidance: SEO_GUIDANCE.description,
    max: PROJECT_LIMITS.seoDescription,
    rows: 3,
  },
  {
    field: 'seo_title_no',
    id: 'project-seo-title-no',
    label: 'seoTitleNo',
    guidance: SEO_GUIDANCE.title,
    max: PROJECT_LIMITS.seoTitle,
    lang: 'no',
  },
  {
    field: 'seo_description_no',
    id: 'project-seo-description-no',
    label: 'seoDescriptionNo',
    guidance: SEO_GUIDANCE.description,
    max: PROJECT_LIMITS.seoDescription,
    lang: 'no',
    rows: 3,
  },
];

/**
 * The search result's title and description, when they should differ from the project's own.
 * The counts show what search engines display before cutting off (guidance, not a limit).
 */
export function ProjectFormSeo({ values, setField }: Omit<FormPartProps, 'errorOf'>) {
  const t = useTranslations('ProjectForm');
  return (
    <FormSection id="project-form-seo" title={t('seo')} lead={t('seoLead')}>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map(({ field, id, label, guidance, max, lang, rows }) => {
          const length = values[field].trim().length;
          const over = length > guidance;
          return (
            <div key={field} className={rows ? 'sm:col-span-2' : undefined}>
              <AdminField
                id={id}
                label={t(label)}
                help={over ? t('seoCountOver', { count: length, guidance }) : t('seoCount', { count: length, guidance })}
              >
                {(control) =>
                  rows ? (
                    <textarea
                      {...control}
                      lang={lang}
                      rows={rows}
                      maxLength={max}
                      value={values[field]}
                      onChange={(event) => setField(field, event.target.value)}
                    />
                  ) : (
                    <input
                      {...control}
                      type="text"
                      lang={lang}
                      maxLength={max}
                      value={values[field]}
                      onChange={(event) => setField(field, event.target.value)}
                    />
                  )
                }
              </AdminField>
            </div>
          );
        })}
      </div>
    </FormSection>
  );
}
