'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
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
import { FieldInput } from './field-input';
import { FieldFormContext, type FieldForm } from './form-context';
import { useFormEditor } from './use-form-editor';
import { useRecordSave } from './use-record-save';
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
  const text = (key: string, values?: Record<string, string | number>) => t(`${namespace}.${key}` as never, values as never);
  const has = (key: string) => t.has(`${namespace}.${key}` as never);
  const languageName = useLanguageName();
  const editor = useFormEditor(recordValues(description.fields, record as Record<string, unknown> | null));
  const [language, setLanguage] = useState<Locale>(TRANSLATION_LOCALES[0]!);
  const [announcement, setAnnouncement] = useState('');
  const fieldLabel = (name: string) => text(`fields.${name}`);
  const translation = useTranslationStatus(kind, record, { labelOf: fieldLabel, listKey });
  const { submit, saving, failure, refusals } = useRecordSave({
    fields: description.fields,
    editor,
    creating: !record,
    save,
    onSaved,
    texts: { created: text('created'), updated: text('updated') },
  });
  const { dispatch, errors, renames } = editor;
  const idPrefix = `${kind}-field`;

  const form = useMemo<FieldForm>(
    () => ({
      idPrefix,
      labelOf: (path) => fieldLabel(path),
      helpOf: (path) => (has(`help.${path}`) ? text(`help.${path}`, helpValues?.[path]) : undefined),
      optionOf: (path, option) => text(`options.${path}.${option}`),
      dispatch,
      errors,
      status: translation.status ?? {},
      language,
      renames,
      announce: setAnnouncement,
      uploading: () => {},
    }),
    // The labellers read this form's messages, which do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dispatch, errors, translation.status, language, renames],
  );

  // A refused save: its first field takes the focus, in the language tab of a refused translation.
  const [errorsSeen, setErrorsSeen] = useState(errors);
  if (errors !== errorsSeen) {
    setErrorsSeen(errors);
    const refused = TRANSLATION_LOCALES.find((locale) => Object.keys(errors).some((key) => key.endsWith(`.${locale}`)));
    if (refused && !Object.keys(errors).some((key) => !key.includes('.'))) setLanguage(refused);
  }
  useEffect(() => {
    if (refusals > 0) document.querySelector<HTMLElement>(`#${idPrefix}-form [aria-invalid="true"]`)?.focus();
  }, [refusals, idPrefix]);

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
          {description.sections.map((section) => (
            <FormSection key={section.key} id={`${idPrefix}-section-${section.key}`} title={text(`sections.${section.key}`)}>
              {section.fields.map((name) => (
                <FieldInput key={name} name={name} field={description.fields[name]!} path={name} value={editor.content[name]} level={4} />
              ))}
            </FormSection>
          ))}
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
