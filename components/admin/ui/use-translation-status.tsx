'use client';

import { useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import type { TranslationStatus } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import type { TranslationKind } from '@/lib/content/translations';
import type { TranslationFlag } from './translation-flag';
import { TranslationStatusNote } from './translation-status-note';

// The translation status of a record in its form (docs/admin.md#translations): the count on each
// language's tab, a note at the top of its panel, and a tag beside each input whose translation is
// missing or outdated.

/** A record whose translations have a status: what the admin API answers for each. */
interface TranslatedRecord {
  id: string;
  translation_status: TranslationStatus;
}

/** What a form shows of its record's translation status. */
export interface TranslationStatusView {
  /** The saved status per language, shown on the language tabs; none while creating a record. */
  status?: TranslationStatus;
  /** Each language's status line at the top of its tab; none while creating a record. */
  note?: (locale: Locale, language: string) => ReactNode;
  /** Whether the translation of a field (by API name) in `locale` is missing or outdated. */
  flagOf: (field: string, locale: Locale) => TranslationFlag | undefined;
}

/**
 * The status of `record`'s translations as its form shows it. `labelOf` names a field (the form's
 * own label); `listKey` is the SWR key of the list the record came from, updated when the admin
 * marks a language checked, so the form opened again shows the new status.
 */
export function useTranslationStatus(
  kind: TranslationKind,
  record: TranslatedRecord | null,
  { labelOf, listKey }: { labelOf: (field: string) => string; listKey: string },
): TranslationStatusView {
  const [status, setStatus] = useState<TranslationStatus>(() => record?.translation_status ?? {});
  const { mutate } = useSWRConfig();

  function checked(next: TranslationStatus) {
    setStatus(next);
    if (!record) return;
    void mutate<TranslatedRecord[]>(
      listKey,
      (list) => list?.map((item) => (item.id === record.id ? { ...item, translation_status: next } : item)),
      { revalidate: false },
    );
  }

  const flagOf = (field: string, locale: Locale): TranslationFlag | undefined => {
    const fields = status[locale];
    if (fields?.missing.includes(field)) return 'missing';
    if (fields?.outdated.includes(field)) return 'outdated';
    return undefined;
  };

  if (!record) return { flagOf };
  return {
    flagOf,
    status,
    note: (locale, language) => {
      const fields = status[locale];
      // A status the API did not give (an older answer) is not shown as "Up to date".
      if (!fields) return null;
      return (
        <TranslationStatusNote
          kind={kind}
          id={record.id}
          locale={locale}
          language={language}
          status={fields}
          labelOf={labelOf}
          onChecked={checked}
        />
      );
    },
  };
}
