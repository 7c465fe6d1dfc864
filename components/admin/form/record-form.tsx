'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES, type TranslationStatus } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import type { TranslationKind } from '@/lib/content/translations';
import type { Field } from '@/lib/forms/fields';
import type { AnyRecordDescription } from '@/lib/forms/record';
import { FormSection } from '@/components/admin/ui/form-section';
import { LanguageTabs } from '@/components/admin/ui/language-tabs';
import { primaryButtonClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import { useTranslationStatus } from '@/components/admin/ui/use-translation-status';
import { DescribedSections } from './described-sections';
import { FieldFormContext } from './form-context';
import { useDescribedForm } from './use-described-form';
import { recordValues, type Content } from './values';

export interface DescribedRecord {
  id: string;
  translation_status: TranslationStatus;
}

export interface RecordFormProps<Saved> {
  description: AnyRecordDescription;
  /** The messages of this kind's form: `fields.<name>`, `help.<name>`, `options.<name>.<value>`, `sections.<key>`, create, update, created, updated. */
  namespace: string;
  /** The kind whose translation status the form shows and marks as checked. */
  kind: TranslationKind;
  /** The SWR key of the list the record came from. */
  listKey: string;
  record: DescribedRecord | null;
  /** Values for a field's help message ({count} of featured testimonials the home page shows). */
  helpValues?: Record<string, Record<string, string | number>>;
  save: (body: Content) => Promise<Saved>;
  onCancel: () => void;
  onSaved: (saved: Saved) => void | Promise<void>;
}

/**
 * A record's create or edit form, drawn from its description (lib/forms/record.ts): its sections,
 * each field in the admin's language, each translation beside the default language's text.
 */
export function RecordForm<Saved>({
  description,
  namespace,
  kind,
  listKey,
  record,
  helpValues,
  save,
  onCancel,
  onSaved,
}: RecordFormProps<Saved>) {
  const t = useTranslations();
  const languageName = useLanguageName();
  const [language, setLanguage] = useState<Locale>(TRANSLATION_LOCALES[0]!);
  const fieldLabel = (name: string) => t(`${namespace}.fields.${name}` as never);
  const translation = useTranslationStatus(kind, record, { labelOf: fieldLabel, listKey });
  const idPrefix = `${kind}-field`;
  const { editor, form, submit, saving, failure, announcement, text, has } = useDescribedForm({
    description,
    namespace,
    idPrefix,
    values: recordValues(description.fields, record as Record<string, unknown> | null),
    creating: !record,
    save,
    onSaved,
    texts: { created: t(`${namespace}.created` as never), updated: t(`${namespace}.updated` as never) },
    helpValues,
    status: translation.status,
    language,
  });
  const { errors } = editor;

  // A refused save: its first field takes the focus, in the language tab of a refused translation.
  const [errorsSeen, setErrorsSeen] = useState(errors);
  if (errors !== errorsSeen) {
    setErrorsSeen(errors);
    const refused = TRANSLATION_LOCALES.find((locale) => Object.keys(errors).some((key) => key.endsWith(`.${locale}`)));
    if (refused && !Object.keys(errors).some((key) => !key.includes('.'))) setLanguage(refused);
  }

  const translated = Object.values(description.fields).some((field: Field) => field.kind === 'text' || field.kind === 'rich');
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <FieldFormContext.Provider value={form}>
      <form id={`${idPrefix}-form`} noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
        <div className="flex-1 space-y-5 overflow-y-auto overscroll-contain px-4 py-5 sm:px-8 sm:py-6">
          <p className="text-sm text-muted">{t('AdminForm.requiredNote', { fallback: languageName(DEFAULT_LOCALE) })}</p>
          {translated && TRANSLATION_LOCALES.length > 0 && (
            <FormSection
              id={`${idPrefix}-translations`}
              title={t('AdminTranslations.title')}
              lead={t('AdminForm.translationsLead', { fallback: languageName(DEFAULT_LOCALE) })}
            >
              <LanguageTabs selected={language} onSelect={setLanguage} status={translation.status}>
                {translation.note?.(language, languageName(language))}
              </LanguageTabs>
            </FormSection>
          )}
          <DescribedSections description={description} content={editor.content} idPrefix={idPrefix} text={text} has={has} />
        </div>
        <div className="border-t border-plum/10 bg-white px-4 py-4 sm:px-8">
          {failure && (
            <div role="alert" className="mb-3 rounded-2xl bg-blush/60 px-4 py-3 text-sm text-plum ring-1 ring-rose-deep/30">
              <p className="font-semibold text-rose-deep">{text('notSaved')}</p>
              <p className="mt-0.5 break-words">{failure}</p>
            </div>
          )}
          <div className="flex flex-wrap items-center justify-end gap-3">
            <button type="button" onClick={onCancel} className={secondaryButtonClass}>
              {t('AdminForm.cancel')}
            </button>
            <button type="submit" disabled={saving} className={primaryButtonClass}>
              {saving ? t('AdminForm.saving') : record ? text('update') : text('create')}
            </button>
          </div>
        </div>
      </form>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </FieldFormContext.Provider>
  );
}
