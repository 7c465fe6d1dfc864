'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { secondaryButtonClass } from './field-styles';
import type { DraftOffer as Offer } from './use-kept-draft';

/**
 * "Restore unsaved edits from Mar 4, 14:05 UTC?" with Restore and Discard, above a form that finds
 * a kept draft of its record (use-kept-draft.ts); nothing otherwise. The time is written as the
 * page editor writes its times: the admin's language, 24-hour, with the zone.
 */
export function DraftOffer({ offer }: { offer: Offer | null }) {
  const t = useTranslations('AdminEditing');
  const format = useFormatter();
  if (!offer) return null;
  const time = format.dateTime(new Date(offer.at), {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-white px-4 py-3 text-sm text-plum ring-1 ring-plum/15">
      <div role="status" className="min-w-0 flex-1 basis-60">
        <p className="font-semibold">{t('restoreOffer', { time })}</p>
        <p className="text-muted">{t('restoreOfferLead')}</p>
      </div>
      <button type="button" onClick={offer.restore} className={secondaryButtonClass}>
        {t('restore')}
      </button>
      <button type="button" onClick={offer.discard} className={secondaryButtonClass}>
        {t('discard')}
      </button>
    </div>
  );
}
