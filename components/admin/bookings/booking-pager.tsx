'use client';

import { useTranslations } from 'next-intl';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';

interface BookingPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and next under a list longer than a page; nothing for a list that fits on one. */
export function BookingPager({ page, pageSize, total, onPage }: BookingPagerProps) {
  const t = useTranslations('AdminBookings');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('pageLabel')} className="mt-4 flex items-center justify-between gap-3">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={secondaryButtonClass}>
        {t('previousPage')}
      </button>
      <p className="text-sm text-muted" aria-live="polite">
        {t('pageOf', { page, pages })}
      </p>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} className={secondaryButtonClass}>
        {t('nextPage')}
      </button>
    </nav>
  );
}
