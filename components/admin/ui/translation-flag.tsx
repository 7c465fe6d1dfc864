'use client';

import { useTranslations } from 'next-intl';
import { DEFAULT_LOCALE } from '@/i18n/localized';
import { useLanguageName } from '@/components/admin/ui/use-language-name';

// The tag beside a translation input whose text is missing (the site shows the default language's
// text) or outdated (that text changed after the translation was saved), and its dot in the notes.

export type TranslationFlag = 'missing' | 'outdated';

const FLAG_LOOKS: Record<TranslationFlag, { tag: string; dot: string }> = {
  missing: { tag: 'bg-blush text-rose-deep ring-rose-deep/20', dot: 'bg-rose-deep' },
  outdated: { tag: 'bg-amber-50 text-amber-800 ring-amber-700/25', dot: 'bg-amber-500' },
};

export function FlagDot({ flag }: { flag: TranslationFlag }) {
  return <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${FLAG_LOOKS[flag].dot}`} />;
}

/**
 * The tag beside a translation input whose text is missing or outdated: a word to see, and what
 * it means to hear, as the input's description (its `aria-describedby` names `id`).
 */
export function TranslationFlagTag({ id, flag }: { id: string; flag: TranslationFlag }) {
  const t = useTranslations('AdminTranslations');
  const languageName = useLanguageName();
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
