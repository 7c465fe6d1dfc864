'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect } from 'react';
import { TRANSLATION_LOCALES, type TranslationStatus } from '@/i18n/localized';
import type { AnyRecordDescription } from '@/lib/forms/record';
import { useFormComfort } from '@/components/admin/ui/use-form-comfort';
import type { FieldForm, Widgets } from './form-context';
import { useRecordForm, type Suggestions } from './use-record-form';
import { useRecordSave, type RecordSaveTexts } from './use-record-save';
import type { Content } from './values';

export interface DescribedFormOptions<Saved> {
  description: AnyRecordDescription;
  /** The form's messages: `fields.<name>`, `help.<name>`, `options.<name>.<value>`, `sections.<key>`, `sectionLeads.<key>`. */
  namespace: string;
  /** Prefixes every control id; the form element is `<idPrefix>-form`. */
  idPrefix: string;
  /** The stored record, or null for a new one. */
  record: Record<string, unknown> | null;
  /** Where unsaved values are kept through a reload (`draftKey(…)`, components/admin/ui/draft-store.ts). */
  draftKey: string;
  save: (body: Content) => Promise<Saved>;
  onSaved: (saved: Saved) => void | Promise<void>;
  texts: RecordSaveTexts<Saved>;
  relations?: FieldForm['relations'];
  /** The inputs of the description's custom fields, and their own checks, by widget name; stable, defined once. */
  widgets?: Widgets;
  /** A translated record's status per language (its form's tabs); none for an untranslated form. */
  status?: TranslationStatus;
  /** Values for a field's help message ({count} of featured testimonials the home page shows). */
  helpValues?: Record<string, Record<string, string | number>>;
  suggestions?: Suggestions;
}

const NO_STATUS: TranslationStatus = {};

/**
 * A described record's form, in a dialog (RecordForm) or on a page (DescribedForm): its state and
 * fields (useRecordForm), its save with the form's own check first, the editing comfort
 * (Ctrl/Cmd+S, the leave question, a kept draft) and, after each refusal, the focus on the first
 * wrong field, in the language tab of a refused translation.
 */
export function useDescribedForm<Saved>(options: DescribedFormOptions<Saved>) {
  const { description, namespace, idPrefix, record, relations, widgets, status = NO_STATUS, helpValues, suggestions } = options;
  const t = useTranslations();
  const text = (key: string) => t(`${namespace}.${key}` as never);
  const has = (key: string) => t.has(`${namespace}.${key}` as never);
  const state = useRecordForm({ description, namespace, idPrefix, record, status, relations, widgets, helpValues, suggestions });
  const { editor } = state;
  const { dispatch } = editor;
  const restore = useCallback((content: Content) => dispatch({ type: 'restored', content }), [dispatch]);
  const saving = useRecordSave({
    fields: description.fields,
    editor,
    creating: record === null,
    save: options.save,
    onSaved: (saved) => {
      comfort.clear();
      return options.onSaved(saved);
    },
    texts: options.texts,
    widgets,
    namespace,
  });
  const { bindForm, ...comfort } = useFormComfort({
    draftKey: options.draftKey,
    values: editor.content,
    saved: editor.saved,
    restore,
    busy: saving.saving || state.uploadsBusy,
  });

  useEffect(() => {
    if (saving.refusals === 0) return;
    const keys = Object.keys(editor.errors);
    const refused = TRANSLATION_LOCALES.find((locale) => keys.some((key) => key.endsWith(`.${locale}`)));
    if (refused && !keys.some((key) => !key.endsWith(`.${refused}`))) state.setLanguage(refused);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${idPrefix}-form [aria-invalid="true"]`)?.focus());
    // Once per refusal, not at every later edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saving.refusals]);

  return { ...saving, ...state, bindForm, comfort, text, has };
}
