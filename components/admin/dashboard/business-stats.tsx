'use client';

import { useTranslations } from 'next-intl';
import { moneyList } from '@/components/admin/orders/order-display';
import type { DashboardFigures } from './dashboard-types';
import { StatFigure } from './stat-figure';

/** The dashboard's top line: unread messages, this month's orders and revenue, drafts; each leading to its list. */
export function BusinessStats({ figures }: { figures: DashboardFigures }) {
  const t = useTranslations('AdminDashboard');
  // Per currency, never added together: "kr 299.00 · $340.00".
  const revenue = moneyList(figures.revenueThisMonth);
  return (
    <dl aria-label={t('businessLabel')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatFigure
        label={t('unreadMessages')}
        value={figures.unreadMessages}
        link={{ href: '/admin/messages', label: t('unreadLink', { count: figures.unreadMessages }) }}
      />
      <StatFigure
        label={t('ordersThisMonth')}
        value={figures.ordersThisMonth}
        link={{ href: '/admin/orders', label: t('ordersLink', { count: figures.ordersThisMonth }) }}
      />
      <StatFigure label={t('revenueThisMonth')} value={revenue} link={{ href: '/admin/orders', label: t('revenueLink', { revenue }) }} />
      <StatFigure
        label={t('drafts')}
        value={figures.drafts.length}
        link={{ href: '#drafts-heading', label: t('draftsLink', { count: figures.drafts.length }) }}
      />
    </dl>
  );
}
