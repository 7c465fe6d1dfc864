'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { DEFAULT_LOCALE, type TranslationStatus } from '@/i18n/localized';
import { languageName } from '@/i18n/language-names';
import type { Locale } from '@/i18n/routing';
import { ApiError, markTranslationChecked } from '@/lib/api/admin';
import type { TranslationKind } from '@/lib/content/translations';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { secondaryButtonClass } from './field-styles';

// The translation status of a record in its form (docs/admin.md#translations): a line at the top
// of each language's section, and a tag beside each input whose translation is missing (the site
// shows the default language's text) or outdated (that text changed after the translation was saved).

export type TranslationFlag = 'missing' | 'outdated';
type LocaleStatus = NonNullable<TranslationStatus[Locale]>;

/** A record whose translations have a status: what the admin API answers for each. */
interface TranslatedRecord {
  id: string;
  translation_status: TranslationStatus;
}

/** What a form shows of its record's translation status. */
export interface TranslationStatusView {
  /** Each translation section's status line (TranslationSections' `note`); none while creating a record. */
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

interface TranslationStatusNoteProps {
  kind: TranslationKind;
  id: string;
  locale: Locale;
  language: string;
  status: LocaleStatus;
  labelOf: (field: string) => string;
  /** The record's new status, after its translations in `locale` were marked checked. */
  onChecked: (status: TranslationStatus) => void;
  /** The button's words where the note is not in its language's own section ("Mark Norwegian as checked"). */
  markLabel?: string;
}

/**
 * "Up to date", or the fields whose translation is missing and those that are outdated; the
 * latter with "Mark as checked", for a translation the admin has read against the new text and
 * found still right.
 */
export function TranslationStatusNote({ kind, id, locale, language, status, labelOf, onChecked, markLabel }: TranslationStatusNoteProps) {
  const t = useTranslations('AdminTranslations');
  const format = useFormatter();
  const recheckSession = useSessionRecheck();
  const [busy, setBusy] = useState(false);
  const noteRef = useRef<HTMLDivElement>(null);
  const fallback = languageName(DEFAULT_LOCALE);
  const fieldList = (fields: string[]) => format.list(fields.map(labelOf), { type: 'unit', style: 'short' });
  const { missing, outdated } = status;
  const helpId = `translation-status-${kind}-${locale}-help`;

  async function markChecked() {
    setBusy(true);
    try {
      const answer = await markTranslationChecked({ kind, id, locale });
      onChecked(answer.translation_status);
      noteRef.current?.focus();
      toast.success(t('checked'));
    } catch (error) {
      console.error('Failed to mark the translation as checked', error);
      toast.error(error instanceof ApiError && error.detail ? error.detail : t('checkFailed'));
      recheckSession(error);
    } finally {
      setBusy(false);
    }
  }

  const upToDate = missing.length === 0 && outdated.length === 0;
  // One element whatever the status: focus stays in the note when the button goes with "outdated".
  return (
    <div ref={noteRef} tabIndex={-1} className="mt-3 rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-rose-deep">
      {upToDate ? (
        <p className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-700/20">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-4 fill-none stroke-current"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M4.5 10.5l3.5 3.5 7.5-8" />
          </svg>
          {t('upToDate')}
        </p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cream/70 px-4 py-3 text-sm text-ink ring-1 ring-plum/10">
          <div className="min-w-0 space-y-1">
            {missing.length > 0 && (
              <p className="flex items-start gap-2">
                <FlagDot flag="missing" />
                {t('missing', { fallback, fields: fieldList(missing) })}
              </p>
            )}
            {outdated.length > 0 && (
              <p className="flex items-start gap-2">
                <FlagDot flag="outdated" />
                {t('outdated', { fallback, fields: fieldList(outdated) })}
              </p>
            )}
            {outdated.length > 0 && (
              <p id={helpId} className="text-xs text-muted">
                {t('markCheckedHelp', { language, fallback })}
              </p>
            )}
          </div>
          {outdated.length > 0 && (
            <button
              type="button"
              onClick={() => void markChecked()}
              disabled={busy}
              aria-describedby={helpId}
              className={`${secondaryButtonClass} px-4 py-2`}
            >
              {markLabel ?? t('markChecked')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

const FLAG_LOOKS: Record<TranslationFlag, { tag: string; dot: string }> = {
  missing: { tag: 'bg-blush text-rose-deep ring-rose-deep/20', dot: 'bg-rose-deep' },
  outdated: { tag: 'bg-amber-50 text-amber-800 ring-amber-700/25', dot: 'bg-amber-500' },
};

function FlagDot({ flag }: { flag: TranslationFlag }) {
  return <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${FLAG_LOOKS[flag].dot}`} />;
}

/**
 * The tag beside a translation input whose text is missing or outdated: a word to see, and what
 * it means to hear, as the input's description (its `aria-describedby` names `id`).
 */
export function TranslationFlagTag({ id, flag }: { id: string; flag: TranslationFlag }) {
  const t = useTranslations('AdminTranslations');
  return (
    <span id={id} className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${FLAG_LOOKS[flag].tag}`}>
      <span aria-hidden="true">{t(`flag.${flag}`)}</span>
      <span className="sr-only">{t(`flagDetail.${flag}`, { fallback: languageName(DEFAULT_LOCALE) })}</span>
    </span>
  );
}

/** The id of the flag tag of the control `id`, and the control's description with it added. */
export function flagDescription(id: string, flag: TranslationFlag | undefined, describedBy?: string) {
  const flagId = flag ? `${id}-flag` : undefined;
  return { flagId, describedBy: [describedBy, flagId].filter(Boolean).join(' ') || undefined };
}
