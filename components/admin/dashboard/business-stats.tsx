'use client';

import { useTranslations } from 'next-intl';
import type { Money } from '@/lib/shop/orders/admin-types';
import { moneyList } from '@/components/admin/orders/order-display';
import { StatFigure } from './stat-figure';

/** The shop's and the inbox's figures, read on the server when the dashboard is opened. */
export interface BusinessFigures {
  /** Paid, unrefunded revenue since the first of this month (UTC), per currency. */
  revenueThisMonth: Money[];
  unreadMessages: number;
}

/** Revenue this month (to the Orders section) and unread messages (to the inbox). */
export function BusinessStats({ figures }: { figures: BusinessFigures }) {
  const t = useTranslations('AdminDashboard');
  const revenue = moneyList(figures.revenueThisMonth);
  return (
    <dl aria-label={t('businessLabel')} className="grid grid-cols-2 gap-3 sm:gap-4">
      <StatFigure
        label={t('revenueThisMonth')}
        value={revenue}
        link={{ href: '/admin/orders', label: t('revenueLink', { revenue }) }}
        icon={
          <path d="M12 3v18M16.5 7.5C16 6 14.3 5 12 5 9.2 5 7.5 6.4 7.5 8.3c0 4.4 9 2.6 9 7.2 0 2-1.9 3.5-4.5 3.5-2.5 0-4.3-1.1-4.8-2.8" />
        }
      />
      <StatFigure
        label={t('unreadMessages')}
        value={figures.unreadMessages}
        link={{ href: '/admin/messages', label: t('unreadLink', { count: figures.unreadMessages }) }}
        icon={<path d="M4 6.5A1.5 1.5 0 015.5 5h13A1.5 1.5 0 0120 6.5v11a1.5 1.5 0 01-1.5 1.5h-13A1.5 1.5 0 014 17.5zM4.5 6l7.5 6 7.5-6" />}
      />
    </dl>
  );
}
