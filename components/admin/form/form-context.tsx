'use client';

import { createContext, useContext, type ComponentType, type Dispatch } from 'react';
import type { TranslationStatus } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import type { CustomField, Field } from '@/lib/forms/fields';
import type { TranslationFlag } from '@/components/admin/ui/translation-flag';
import type { FieldErrors } from './errors';
import type { Content, Renames } from './values';
import type { FormAction } from './use-form-editor';

/** What a custom field's input gets (lib/forms/fields.ts's CustomField); the rest it reads from useFieldForm. */
export interface WidgetProps {
  path: string;
  field: CustomField;
  label: string;
  value: unknown;
  /** The record's values, for an input that reads another field (a price's suggestion follows the base price). */
  record: Content;
}

/** What a custom field's own check found: where inside its value ('1.0.end'; '' the field itself) and the key of its message. */
export interface WidgetProblem {
  path: string;
  /** A key of the form's `<namespace>.errors`. */
  message: string;
}

/**
 * A custom field's input; its `check`, if given, runs with the form's own before a save, for what
 * only the kind knows (a time written HH:MM), worded in the admin's language like the rest.
 */
export type Widget = ComponentType<WidgetProps> & { check?: (value: unknown) => readonly WidgetProblem[] };

/** The inputs of a kind's custom fields, by widget name. */
export type Widgets = Readonly<Record<string, Widget>>;

/**
 * What every field of a described form reads (a page's, a record's): given once, so the recursive
 * fields take only their own value.
 */
export interface FieldForm {
  /** Prefixes every control id (`page`, `testimonial`): two forms on one screen never share one. */
  idPrefix: string;
  /** A field's label and help line, by its path and description: from the admin's messages or the description. */
  labelOf: (path: string, name: string, field: Field) => string;
  helpOf: (path: string, field: Field, values?: Record<string, string | number>) => string | undefined;
  /** What one item of the list at `path` is called ("Feature": "Feature 3", "Add feature"). */
  itemOf: (path: string, field: Field) => string;
  /** What a choice field's option is called. */
  optionOf: (path: string, option: string) => string;
  dispatch: Dispatch<FormAction>;
  errors: FieldErrors;
  status: TranslationStatus;
  /** The translation language shown beside the default one (the form's language tab). */
  language: Locale;
  renames: Renames;
  /** Tells screen readers what a list button did. */
  announce: (text: string) => void;
  /** An image field's upload started or ended: Save waits for it. */
  uploading: (path: string, busy: boolean) => void;
  /** The custom fields' inputs, given by the kind's form. */
  widgets?: Widgets;
  /** Texts already in use, offered while a text field is typed (a product's subcategories), by path and language. */
  suggestionsOf?: (path: string, locale: Locale) => readonly string[];
  /** A relation's options by the kind it names (`products`), loaded by the form's owner; none yet while loading. */
  relations?: Readonly<Record<string, readonly RelationOption[] | undefined>>;
}

/** A record a relation field may pick: its id, and its name in the admin's list. */
export interface RelationOption {
  value: string;
  label: string;
}

export const FieldFormContext = createContext<FieldForm | null>(null);

export function useFieldForm(): FieldForm & { controlId: (key: string) => string } {
  const form = useContext(FieldFormContext);
  if (!form) throw new Error('Described fields need a <FieldFormContext> around them');
  return { ...form, controlId: (key) => controlId(form.idPrefix, key) };
}

/** The control id of a field (`<path>`, a translation `<path>.<locale>`): dots become dashes twice, ids never hold two. */
export const controlId = (prefix: string, key: string) => `${prefix}-${key.replace(/\./g, '--')}`;

export function flagOf(status: TranslationStatus, path: string, locale: Locale): TranslationFlag | undefined {
  const fields = status[locale];
  if (fields?.missing.includes(path)) return 'missing';
  if (fields?.outdated.includes(path)) return 'outdated';
  return undefined;
}

/** The first language with a missing or outdated text under `path` (an item), and which. */
export function flagUnder(status: TranslationStatus, path: string): { locale: Locale; flag: TranslationFlag } | undefined {
  const inside = (paths: string[]) => paths.some((field) => field.startsWith(`${path}.`));
  for (const [locale, fields] of Object.entries(status) as [Locale, NonNullable<TranslationStatus[Locale]>][]) {
    if (inside(fields.missing)) return { locale, flag: 'missing' };
    if (inside(fields.outdated)) return { locale, flag: 'outdated' };
  }
  return undefined;
}

/** Whether a message is at `path` or inside it (an item that holds a refused field). */
export const hasErrorUnder = (errors: FieldErrors, path: string) => Object.keys(errors).some((key) => key.startsWith(`${path}.`));
