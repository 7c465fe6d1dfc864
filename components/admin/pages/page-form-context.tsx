'use client';

import { createContext, useContext, type Dispatch } from 'react';
import type { TranslationStatus } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import type { TranslationFlag } from '@/components/admin/ui/translation-flag';
import type { PageKey } from '@/lib/pages/registry';
import type { FieldErrors } from './page-errors';
import type { Renames } from './page-values';
import type { PageAction } from './use-page-editor';

/** What every field of the page form reads: given once, so the recursive fields take only their own value. */
export interface PageForm {
  pageKey: PageKey;
  dispatch: Dispatch<PageAction>;
  errors: FieldErrors;
  status: TranslationStatus;
  /** The translation language shown beside the default one (the editor's language tab). */
  language: Locale;
  renames: Renames;
  /** Tells screen readers what a list button did. */
  announce: (text: string) => void;
  /** An image field's upload started or ended: Save waits for it. */
  uploading: (path: string, busy: boolean) => void;
}

export const PageFormContext = createContext<PageForm | null>(null);

export function usePageForm(): PageForm {
  const form = useContext(PageFormContext);
  if (!form) throw new Error('Page fields need a <PageFormContext> around them');
  return form;
}

/** The control id of a field (`<path>`, a translation `<path>.<locale>`): dots become dashes twice, ids never hold two. */
export const controlId = (key: string) => `page-${key.replace(/\./g, '--')}`;

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
