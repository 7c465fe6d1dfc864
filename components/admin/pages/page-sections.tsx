'use client';

import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { DEFAULT_LOCALE, type TranslationStatus } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { pagePath, type AdminPage } from '@/lib/api/admin-pages';
import type { Field, Shape } from '@/lib/forms/fields';
import { pageFieldLabel } from '@/lib/pages/labels';
import type { PageKey } from '@/lib/pages/registry';
import { FieldInput, ShapeFields } from '@/components/admin/form/field-input';
import { useFieldForm } from '@/components/admin/form/form-context';
import type { Content } from '@/components/admin/form/values';
import { FormSection } from '@/components/admin/ui/form-section';
import { LanguageTabs } from '@/components/admin/ui/language-tabs';
import { TranslationStatusNote } from '@/components/admin/ui/translation-status-note';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import { usePageTexts } from './page-texts';

type Entry = [string, Field];

/** A page's top level as form sections: each group and each list its own, the single fields between them together. */
function sectionsOf(shape: Shape): ({ kind: 'field'; entry: Entry } | { kind: 'texts'; entries: Entry[] })[] {
  const sections: ReturnType<typeof sectionsOf> = [];
  for (const entry of Object.entries(shape)) {
    const last = sections.at(-1);
    if (entry[1].kind === 'group' || entry[1].kind === 'list') sections.push({ kind: 'field', entry });
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

interface PageTranslationsProps {
  pageKey: PageKey;
  status: TranslationStatus;
  language: Locale;
  onLanguage: (locale: Locale) => void;
}

/**
 * The page's translation languages as tabs: the chosen one is shown beside the default language in
 * every field below, and its panel lists what is missing or outdated, fields named as the form
 * labels them ("Packages › branding › Title"), with "Mark <language> as checked" while something
 * is outdated. The status is of the saved draft: the server computes it when the draft is saved.
 */
export function PageTranslations({ pageKey, status, language, onLanguage }: PageTranslationsProps) {
  const t = useTranslations('AdminPages');
  const texts = usePageTexts();
  const languageName = useLanguageName();
  const { mutate } = useSWRConfig();
  const checked = (next: TranslationStatus) =>
    void mutate<AdminPage>(pagePath(pageKey), (page) => page && { ...page, translation_status: next }, { revalidate: false });
  const name = languageName(language);
  return (
    <section aria-labelledby="page-translations-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-plum/5 sm:p-6">
      <h2 id="page-translations-title" className="text-lg">
        {t('translations')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('translationsLead', { fallback: languageName(DEFAULT_LOCALE) })}</p>
      <div className="mt-4">
        <LanguageTabs selected={language} onSelect={onLanguage} status={status}>
          {status[language] && (
            <TranslationStatusNote
              kind="pages"
              id={pageKey}
              locale={language}
              language={name}
              status={status[language]}
              labelOf={(path) => pageFieldLabel(texts, pageKey, path)}
              onChecked={checked}
              markLabel={t('markChecked', { language: name })}
            />
          )}
        </LanguageTabs>
      </div>
    </section>
  );
}
