'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { TRANSLATION_LOCALES, type TranslationStatus } from '@/i18n/localized';
import { useLanguageLabel } from '@/components/admin/ui/use-language-name';
import type { Locale } from '@/i18n/routing';

/**
 * The language switch of every admin form's translated texts (docs/admin.md#translations): a tab
 * per translation language, each saying how its translation stands ("Missing 2 · Outdated 1",
 * "Up to date"), and a panel for the chosen language. Arrow keys, Home and End move between tabs
 * (WAI-ARIA tabs, selection follows focus).
 */
export function LanguageTabs({
  selected,
  onSelect,
  status,
  children,
}: {
  selected: Locale;
  onSelect: (locale: Locale) => void;
  /** The record's saved status; none while it is being created. */
  status?: TranslationStatus;
  children: ReactNode;
}) {
  const t = useTranslations('AdminTranslations');
  const languageName = useLanguageLabel();
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (locale: Locale) => `${id}-tab-${locale}`;

  function move(event: KeyboardEvent, index: number) {
    const last = TRANSLATION_LOCALES.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + last + 1) % (last + 1);
    onSelect(TRANSLATION_LOCALES[target]!);
    tabs.current[target]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={t('languages')} className="flex gap-2 overflow-x-auto border-b border-plum/10">
        {TRANSLATION_LOCALES.map((locale, index) => {
          const active = locale === selected;
          return (
            <button
              key={locale}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(locale)}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(locale)}
              onKeyDown={(event) => move(event, index)}
              className={`-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 pb-2 pt-1 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-rose-deep ${
                active ? 'border-rose-deep text-plum' : 'border-transparent text-muted hover:text-plum'
              }`}
            >
              {languageName(locale)}
              <LocaleCount status={status?.[locale]} />
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(selected)} className="pt-4">
        {children}
      </div>
    </div>
  );
}

/** One language's status in a few words: "Missing 2", "Outdated 1", "Up to date"; nothing when unknown. */
export function LocaleCount({ status }: { status: TranslationStatus[Locale] }) {
  const t = useTranslations('AdminTranslations');
  if (!status) return null;
  const { missing, outdated } = status;
  if (missing.length + outdated.length === 0) return <span className="font-normal text-emerald-800">{t('upToDate')}</span>;
  return (
    <span className="flex gap-2 font-normal">
      {missing.length > 0 && <span className="text-rose-deep">{t('missingCount', { count: missing.length })}</span>}
      {outdated.length > 0 && <span className="text-amber-800">{t('outdatedCount', { count: outdated.length })}</span>}
    </span>
  );
}
