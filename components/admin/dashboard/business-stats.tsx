'use client';

import { useTranslations } from 'next-intl';
import { moneyList } from '@/components/admin/orders/order-display';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import type { DashboardFigures } from './dashboard-types';
import { StatFigure } from './stat-figure';

/**
 * The dashboard's top line: this month's orders and revenue, each leading to the orders. Unread
 * messages and drafts are counted once, in their panels' titles below.
 */
export function BusinessStats({ figures }: { figures: DashboardFigures }) {
  const t = useTranslations('AdminDashboard');
  const locale = useAdminLocale();
  // Per currency, never added together: "kr 299.00 · $340.00".
  const revenue = moneyList(figures.revenueThisMonth, locale);
  return (
    <dl aria-label={t('businessLabel')} className="grid grid-cols-2 gap-3">
      <StatFigure
        label={t('ordersThisMonth')}
        value={figures.ordersThisMonth}
        link={{ href: '/admin/orders', label: t('ordersLink', { count: figures.ordersThisMonth }) }}
      />
      <StatFigure label={t('revenueThisMonth')} value={revenue} link={{ href: '/admin/orders', label: t('revenueLink', { revenue }) }} />
    </dl>
  );
}
