'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { DEFAULT_LOCALE, type TranslationStatus } from '@/i18n/localized';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import type { Locale } from '@/i18n/routing';
import { markTranslationChecked } from '@/lib/api/admin';
import type { TranslationKind } from '@/lib/content/translations';
import { secondaryButtonClass } from './field-styles';
import { FlagDot } from './translation-flag';
import { useAdminAction } from './use-admin-action';

type LocaleStatus = NonNullable<TranslationStatus[Locale]>;

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
  const languageName = useLanguageName();
  const format = useFormatter();
  const { busy, run } = useAdminAction();
  const noteRef = useRef<HTMLDivElement>(null);
  const fallback = languageName(DEFAULT_LOCALE);
  const fieldList = (fields: string[]) => format.list(fields.map(labelOf), { type: 'unit', style: 'short' });
  const { missing, outdated } = status;
  const helpId = `translation-status-${kind}-${locale}-help`;

  async function markChecked() {
    const answer = await run(id, () => markTranslationChecked({ kind, id, locale }), {
      done: () => t('checked'),
      failed: t('checkFailed'),
    });
    if (!answer) return;
    onChecked(answer.translation_status);
    noteRef.current?.focus();
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
              disabled={busy !== null}
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
