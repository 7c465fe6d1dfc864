'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { TRANSLATION_LOCALES, type TranslationStatus } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { isShown } from '@/lib/forms/conditions';
import type { Shape } from '@/lib/forms/fields';
import type { AnyRecordDescription } from '@/lib/forms/record';
import type { FieldForm } from './form-context';
import { useFormEditor } from './use-form-editor';
import { useRecordSave, type RecordSaveTexts } from './use-record-save';
import { emptyValue, type Content } from './values';

export interface DescribedFormOptions<Saved> {
  description: AnyRecordDescription;
  /** The form's messages: `fields.<name>`, `help.<name>`, `options.<name>.<value>`, `sections.<key>`, `sectionLeads.<key>`. */
  namespace: string;
  /** Prefixes every control id; the form element is `<idPrefix>-form`. */
  idPrefix: string;
  values: Content;
  creating: boolean;
  save: (body: Content) => Promise<Saved>;
  onSaved: (saved: Saved) => void | Promise<void>;
  texts: RecordSaveTexts<Saved>;
  /** Values for a field's help message ({count} of featured testimonials the home page shows). */
  helpValues?: Record<string, Record<string, string | number>>;
  relations?: FieldForm['relations'];
  /** A translated record's status and the language shown beside the default one. */
  status?: TranslationStatus;
  language?: Locale;
}

/** A field whose `when` does not hold is sent empty: what it held while shown is no part of the record. */
export const withHiddenCleared = (shape: Shape, content: Content): Content =>
  Object.fromEntries(
    Object.entries(content).map(([key, value]) => [key, shape[key] && !isShown(shape[key], content) ? emptyValue(shape[key]) : value]),
  );

/**
 * The state of a form drawn from a record's description, whatever its layout (a dialog, a page's
 * section): its editor, what every field reads (labels, help and options from `namespace`), its
 * save with the form's own check first, and the focus on the first wrong field after each refusal.
 */
export function useDescribedForm<Saved>(options: DescribedFormOptions<Saved>) {
  const { description, namespace, idPrefix, helpValues, relations, status, language } = options;
  const t = useTranslations();
  const text = (key: string, values?: Record<string, string | number>) => t(`${namespace}.${key}` as never, values as never);
  const has = (key: string) => t.has(`${namespace}.${key}` as never);
  const editor = useFormEditor(options.values);
  const [announcement, setAnnouncement] = useState('');
  const save = useRecordSave({
    fields: description.fields,
    editor,
    creating: options.creating,
    save: (body) => options.save(withHiddenCleared(description.fields, body)),
    onSaved: options.onSaved,
    texts: options.texts,
  });
  const { dispatch, errors, renames } = editor;

  const form = useMemo<FieldForm>(
    () => ({
      idPrefix,
      labelOf: (path) => text(`fields.${path}`),
      helpOf: (path) => (has(`help.${path}`) ? text(`help.${path}`, helpValues?.[path]) : undefined),
      optionOf: (path, option) => text(`options.${path}.${option}`),
      dispatch,
      errors,
      status: status ?? {},
      language: language ?? TRANSLATION_LOCALES[0]!,
      renames,
      announce: setAnnouncement,
      uploading: () => {},
      relations,
    }),
    // The labellers read this form's messages, which do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dispatch, errors, status, language, renames, relations],
  );

  useEffect(() => {
    if (save.refusals > 0) document.querySelector<HTMLElement>(`#${idPrefix}-form [aria-invalid="true"]`)?.focus();
  }, [save.refusals, idPrefix]);

  return { ...save, editor, form, announcement, text, has };
}
