'use client';

import { useTranslations } from 'next-intl';
import { useAdmin } from '@/components/admin/shell/admin-context';
import type { TranslationWork } from '@/lib/admin/translation-work';
import { DraftsPanel, RecentOrdersPanel, UnreadPanel, UpcomingCallsPanel } from './attention-panels';
import { BusinessStats } from './business-stats';
import type { DashboardFigures } from './dashboard-types';
import { TranslationsPanel } from './translations-panel';

/**
 * /admin (docs/behaviour.md#admin-dashboard): what needs attention, read by the page on the server
 * at each visit: this month's orders and revenue, then the
 * unread messages, the calls to come and the newest orders, the drafts and the translations still to do.
 */
export function AdminDashboard({ figures, translations }: { figures: DashboardFigures; translations: readonly TranslationWork[] }) {
  const t = useTranslations('AdminDashboard');
  const { username } = useAdmin();
  return (
    <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
      <h1 className="text-3xl sm:text-4xl">{t('title')}</h1>
      <p className="mt-1 text-muted">{t('welcome', { username })}</p>
      <div className="mt-6">
        <BusinessStats figures={figures} />
      </div>
      {/* grid-cols-1 is minmax(0, 1fr): a panel's truncated rows (a translation's long field list)
          are cut at the phone's width instead of widening the column and the page (issue 47). */}
      <div className="mt-4 grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <UnreadPanel total={figures.unreadMessages} latest={figures.latestUnread} />
        <UpcomingCallsPanel total={figures.upcomingCallCount} calls={figures.upcomingCalls} timeZone={figures.bookingTimeZone} />
        <RecentOrdersPanel orders={figures.recentOrders} />
        <DraftsPanel drafts={figures.drafts} />
        {/* Five panels: the last spans the row, so none stands alone. */}
        <div className="min-w-0 lg:col-span-2">
          <TranslationsPanel items={translations} />
        </div>
      </div>
    </main>
  );
}
