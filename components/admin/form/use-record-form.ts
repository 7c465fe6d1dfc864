'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES, type TranslationStatus } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import type { Field } from '@/lib/forms/fields';
import type { AnyRecordDescription } from '@/lib/forms/record';
import { slugFromTitle } from '@/lib/forms/slug';
import type { FieldForm, Widgets } from './form-context';
import { useFormEditor, type FormAction } from './use-form-editor';
import { useUploads } from './use-uploads';
import { recordValues } from './values';

type HelpValues = Record<string, Record<string, string | number>>;
/** Texts in use by field and language, offered while typing. */
export type Suggestions = Record<string, Partial<Record<Locale, readonly string[]>>>;

/** The slug field that follows `path`'s default-language text, if any. */
function followerOf(fields: AnyRecordDescription['fields'], path: string): string | undefined {
  return Object.entries(fields).find(
    ([, field]) => field.kind === 'plain' && field.from && `${field.from}.${DEFAULT_LOCALE}` === path,
  )?.[0];
}

/**
 * A described record's editing state and the context its fields read: labels, help and options from
 * the kind's messages (`<namespace>.fields|help|options`), and a slug that follows its source text
 * until edited by hand (an existing record keeps its slug, its public address, unless changed).
 */
export function useRecordForm({
  description,
  namespace,
  idPrefix,
  record,
  status,
  helpValues,
  widgets,
  suggestions,
  relations,
}: {
  description: AnyRecordDescription;
  namespace: string;
  idPrefix: string;
  record: Record<string, unknown> | null;
  status: TranslationStatus;
  helpValues?: HelpValues;
  widgets?: Widgets;
  suggestions?: Suggestions;
  /** A relation field's options by the kind it names, loaded by the form's owner (relation-field.tsx). */
  relations?: FieldForm['relations'];
}) {
  const t = useTranslations();
  const editor = useFormEditor(recordValues(description.fields, record));
  const uploads = useUploads();
  const [language, setLanguage] = useState<Locale>(TRANSLATION_LOCALES[0]!);
  const [announcement, setAnnouncement] = useState('');
  const [slugTouched, touchSlug] = useReducer(() => true, record !== null);
  const { dispatch: editorDispatch, errors, renames } = editor;

  const dispatch = useCallback(
    (action: FormAction) => {
      editorDispatch(action);
      if (action.type !== 'set') return;
      if (description.fields[action.path]?.kind === 'plain' && (description.fields[action.path] as { from?: string }).from) touchSlug();
      const follower = slugTouched ? undefined : followerOf(description.fields, action.path);
      if (follower) editorDispatch({ type: 'set', path: follower, value: slugFromTitle(action.value as string) });
    },
    [editorDispatch, description.fields, slugTouched],
  );

  const form = useMemo<FieldForm>(() => {
    const key = (name: string) => `${namespace}.${name}` as never;
    const text = (name: string, values?: Record<string, string | number>) => t(key(name), values as never);
    return {
      idPrefix,
      labelOf: (path) => text(`fields.${path}`),
      helpOf: (path: string, _field: Field, values?: Record<string, string | number>) =>
        t.has(key(`help.${path}`)) ? text(`help.${path}`, { ...helpValues?.[path], ...values }) : undefined,
      // No record has a list yet: an item would be named as its list.
      itemOf: (path) => text(`fields.${path}`),
      optionOf: (path, option) => (t.has(key(`options.${path}.${option}`)) ? text(`options.${path}.${option}`) : option),
      dispatch,
      errors,
      status,
      language,
      renames,
      announce: setAnnouncement,
      uploading: uploads.uploading,
      widgets,
      suggestionsOf: (path, locale) => suggestions?.[path]?.[locale] ?? [],
      relations,
    };
    // The messages, widgets and suggestions do not change while the form is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, errors, status, language, renames, uploads.uploading, relations]);

  return { editor, form, uploadsBusy: uploads.busy, language, setLanguage, announcement };
}
