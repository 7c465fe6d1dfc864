'use client';

import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { PROJECT_LIMITS, SEO_GUIDANCE } from '@/lib/projects/input';
import { AdminField } from '@/components/admin/ui/admin-field';
import { FormSection } from '@/components/admin/ui/form-section';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/components/admin/ui/localized-values';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import { type TranslatedPartProps } from './project-form-part';

type SeoField = 'seo_title' | 'seo_description';

const FIELDS: { field: SeoField; id: string; label: 'seoTitle' | 'seoDescription'; guidance: number; max: number; rows?: number }[] = [
  { field: 'seo_title', id: 'project-seo-title', label: 'seoTitle', guidance: SEO_GUIDANCE.title, max: PROJECT_LIMITS.seoTitle },
  {
    field: 'seo_description',
    id: 'project-seo-description',
    label: 'seoDescription',
    guidance: SEO_GUIDANCE.description,
    max: PROJECT_LIMITS.seoDescription,
    rows: 3,
  },
];

/** The default language's two fields first, then each translation language's. */
const LOCALES: readonly Locale[] = [DEFAULT_LOCALE, ...TRANSLATION_LOCALES];

/**
 * The search result's title and description, when they should differ from the project's own.
 * The counts show what search engines display before cutting off (guidance, not a limit).
 */
export function ProjectFormSeo({ values, setText, translation }: TranslatedPartProps) {
  const t = useTranslations('ProjectForm');
  const languageName = useLanguageName();
  const labelOf = (label: 'seoTitle' | 'seoDescription', locale: Locale) =>
    locale === DEFAULT_LOCALE ? t(label) : t(`${label}In`, { language: languageName(locale) });
  return (
    <FormSection id="project-form-seo" title={t('seo')} lead={t('seoLead')}>
      <div className="grid gap-5 sm:grid-cols-2">
        {LOCALES.flatMap((locale) =>
          FIELDS.map(({ field, id, label, guidance, max, rows }) => {
            const value = values[field][locale];
            const length = value.trim().length;
            const over = length > guidance;
            const lang = locale === DEFAULT_LOCALE ? undefined : locale;
            return (
              <div key={`${field}-${locale}`} className={rows ? 'sm:col-span-2' : undefined}>
                <AdminField
                  id={lang ? `${id}-${lang}` : id}
                  label={labelOf(label, locale)}
                  flag={lang ? translation.flagOf(field, lang) : undefined}
                  help={over ? t('seoCountOver', { count: length, guidance }) : t('seoCount', { count: length, guidance })}
                >
                  {(control) =>
                    rows ? (
                      <textarea
                        {...control}
                        lang={lang}
                        rows={rows}
                        maxLength={max}
                        value={value}
                        onChange={(event) => setText(field, locale, event.target.value)}
                      />
                    ) : (
                      <input
                        {...control}
                        type="text"
                        lang={lang}
                        maxLength={max}
                        value={value}
                        onChange={(event) => setText(field, locale, event.target.value)}
                      />
                    )
                  }
                </AdminField>
              </div>
            );
          }),
        )}
      </div>
    </FormSection>
  );
}
