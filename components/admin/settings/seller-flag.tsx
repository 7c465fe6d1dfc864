'use client';

import { useTranslations } from 'next-intl';
import { FIELD_LABELS, type FLAGS } from './seller-values';

/** A yes/no setting of the seller: a checkbox with its label and what it changes. */
export function SellerFlag({
  name,
  checked,
  onChange,
}: {
  name: (typeof FLAGS)[number];
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useTranslations('AdminSettings.seller');
  const id = `seller-${name}`;
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-cream/70 px-4 py-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-help`}
        className="mt-0.5 size-6 shrink-0 accent-rose-deep"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-plum">
          {t(FIELD_LABELS[name])}
        </label>
        <p id={`${id}-help`} className="text-xs text-muted">
          {t(`${FIELD_LABELS[name]}Help`)}
        </p>
      </div>
    </div>
  );
}
