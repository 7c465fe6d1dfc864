'use client';

import type { Locale } from '@/i18n/routing';
import { inputClass } from '@/components/admin/ui/field-styles';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';
import { flagDescription, TranslationFlagTag, type TranslationFlag } from '@/components/admin/ui/translation-flag';

/** One text input of an image, in one language, with its translation flag. */
export function ImageTextInput({
  id,
  label,
  locale,
  value,
  maxLength,
  flag,
  invalid,
  errorId,
  onChange,
}: {
  id: string;
  label: string;
  locale: Locale;
  value: string;
  maxLength: number;
  flag?: TranslationFlag;
  invalid?: boolean;
  errorId?: string;
  onChange: (text: string) => void;
}) {
  const { flagId, describedBy } = flagDescription(id, flag);
  return (
    <div className="min-w-0">
      <div className="mb-1.5 flex flex-wrap items-center gap-x-2 gap-y-1">
        <label htmlFor={id} className="text-xs font-semibold text-plum">
          {label}
        </label>
        {flag && flagId && <TranslationFlagTag id={flagId} flag={flag} />}
      </div>
      <input
        id={id}
        type="text"
        lang={locale === DEFAULT_LOCALE ? undefined : locale}
        maxLength={maxLength}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} px-3 py-2 text-sm`}
      />
    </div>
  );
}
