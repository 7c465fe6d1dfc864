'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode } from 'react';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES, type TranslationStatus } from '@/i18n/localized';
import type { TranslationKind } from '@/lib/content/translations';
import type { AnyRecordDescription } from '@/lib/forms/record';
import { FormSection } from '@/components/admin/ui/form-section';
import { LanguageTabs } from '@/components/admin/ui/language-tabs';
import { primaryButtonClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import { useTranslationStatus } from '@/components/admin/ui/use-translation-status';
import { DraftOffer } from '@/components/admin/ui/draft-offer';
import { draftKey } from '@/components/admin/ui/draft-store';
import { DescribedSections } from './described-sections';
import { FieldFormContext, type FieldForm, type Widgets } from './form-context';
import { useDescribedForm } from './use-described-form';
import type { Suggestions } from './use-record-form';
import { recordBody, type Content } from './values';

export interface DescribedRecord {
  id: string;
  translation_status: TranslationStatus;
}

export interface RecordFormProps<Saved> {
  description: AnyRecordDescription;
  /** The messages of this kind's form: `fields.<name>`, `help.<name>`, `options.<name>.<value>`, `sections.<key>`, create, update, created, updated, notSaved. */
  namespace: string;
  /** The kind whose translation status the form shows and marks as checked. */
  kind: TranslationKind;
  /** The SWR key of the list the record came from. */
  listKey: string;
  record: DescribedRecord | null;
  /** Values for a field's help message ({count} of featured testimonials the home page shows). */
  helpValues?: Record<string, Record<string, string | number>>;
  /** The inputs of the description's custom fields, by widget name (a product's file upload); stable, defined once. */
  widgets?: Widgets;
  /** Texts in use, offered while a text field is typed, by field and language (a product's subcategories). */
  suggestions?: Suggestions;
  /** The options of the description's relation fields, by the kind each names, loaded by the form's owner. */
  relations?: FieldForm['relations'];
  save: (body: Content) => Promise<Saved>;
  /** More buttons beside Save (a preview), given the values and a check that focuses the first problem. */
  actions?: (content: Content, checked: () => boolean) => ReactNode;
  onCancel: () => void;
  onSaved: (saved: Saved) => void | Promise<void>;
}

/**
 * A record's create or edit form, drawn from its description (lib/forms/record.ts): its sections,
 * each field in the admin's language, each translation beside the default language's text.
 */
export function RecordForm<Saved>(props: RecordFormProps<Saved>) {
  const { description, namespace, kind, listKey, record, helpValues, widgets, suggestions, relations, save, actions, onCancel, onSaved } =
    props;
  const t = useTranslations();
  const languageName = useLanguageName();
  const idPrefix = `${kind}-field`;
  const own = (key: string) => t(`${namespace}.${key}` as never);
  const translation = useTranslationStatus(kind, record, { labelOf: (name) => own(`fields.${name}`), listKey });
  const state = useDescribedForm<Saved>({
    description,
    namespace,
    idPrefix,
    record: record as Record<string, unknown> | null,
    draftKey: draftKey(kind, record?.id ?? 'new'),
    save,
    onSaved,
    texts: { created: own('created'), updated: own('updated') },
    widgets,
    status: translation.status ?? undefined,
    helpValues,
    suggestions,
    relations,
  });
  const { editor, form, language, setLanguage, saving, failure, check, submit, bindForm, comfort } = state;
  const fields = description.fields;
  const translated = Object.values(fields).some((field) => field.kind === 'text' || field.kind === 'rich');
  const fallback = languageName(DEFAULT_LOCALE);
  const busy = saving || state.uploadsBusy;
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!busy) void submit();
  }

  return (
    <FieldFormContext.Provider value={form}>
      <form ref={bindForm} id={`${idPrefix}-form`} noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
        {/* A restored draft replaces the values: the fields start again from it (editors keep their own text). */}
        <div key={editor.revision} className="flex-1 space-y-5 overflow-y-auto overscroll-contain px-4 py-5 sm:px-8 sm:py-6">
          <DraftOffer offer={comfort.offer} />
          <p className="text-sm text-muted">{t('AdminForm.requiredNote', { fallback })}</p>
          {translated && TRANSLATION_LOCALES.length > 0 && (
            <FormSection
              id={`${idPrefix}-translations`}
              title={t('AdminTranslations.title')}
              lead={t('AdminForm.translationsLead', { fallback })}
            >
              <LanguageTabs selected={language} onSelect={setLanguage} status={translation.status}>
                {translation.note?.(language, languageName(language))}
              </LanguageTabs>
            </FormSection>
          )}
          <DescribedSections description={description} content={editor.content} idPrefix={idPrefix} text={state.text} has={state.has} />
        </div>
        <div className="border-t border-plum/10 bg-white px-4 py-4 sm:px-8">
          {failure && (
            <div role="alert" className="mb-3 rounded-2xl bg-blush/60 px-4 py-3 text-sm text-plum ring-1 ring-rose-deep/30">
              <p className="font-semibold text-rose-deep">{own('notSaved')}</p>
              <p className="mt-0.5 break-words">{failure}</p>
            </div>
          )}
          <div className="flex flex-wrap items-center justify-end gap-3">
            {state.uploadsBusy && (
              <p role="status" className="mr-auto text-xs text-muted">
                {t('AdminForm.uploadingNote')}
              </p>
            )}
            {actions?.(recordBody(fields, editor.content), check)}
            <button type="button" onClick={onCancel} className={secondaryButtonClass}>
              {t('AdminForm.cancel')}
            </button>
            <button type="submit" disabled={busy} className={primaryButtonClass}>
              {saving ? t('AdminForm.saving') : record ? own('update') : own('create')}
            </button>
          </div>
        </div>
      </form>
      <p role="status" className="sr-only">
        {state.announcement}
      </p>
    </FieldFormContext.Provider>
  );
}
