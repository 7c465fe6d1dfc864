'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { money } from '@/components/admin/orders/order-display';
import { editAddress } from '@/components/admin/ui/use-edit-from-address';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import type { AdminOrder } from '@/lib/shop/orders/admin-types';
import { DashboardPanel, DetailParts, PanelRow, panelListClass } from './dashboard-panel';
import type { DraftItem, UnreadMessage, UpcomingCall } from './dashboard-types';

/** "Mar 4" in the admin's language and time zone (the provider's). */
function useShortDate() {
  const format = useFormatter();
  return (iso: string) => format.dateTime(new Date(iso), { month: 'short', day: 'numeric' });
}

/** The newest unread messages, each opening in the inbox. */
export function UnreadPanel({ total, latest }: { total: number; latest: readonly UnreadMessage[] }) {
  const t = useTranslations('AdminDashboard');
  const date = useShortDate();
  return (
    <DashboardPanel
      id="unread-heading"
      title={t('unreadMessages')}
      count={total}
      more={{ href: '/admin/messages', label: t('allMessages') }}
      empty={t('noUnread')}
    >
      {latest.length > 0 && (
        <ul className={panelListClass}>
          {latest.map((message) => (
            <PanelRow
              key={message.id}
              href={editAddress('messages', message.id)}
              title={message.name}
              detail={message.preview}
              aside={date(message.created_at)}
            />
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}

/** The soonest confirmed calls, at the studio's time, each leading to Bookings. */
export function UpcomingCallsPanel({ total, calls, timeZone }: { total: number; calls: readonly UpcomingCall[]; timeZone: string }) {
  const t = useTranslations('AdminDashboard');
  const format = useFormatter();
  return (
    <DashboardPanel
      id="calls-heading"
      title={t('upcomingCalls')}
      count={total}
      more={{ href: '/admin/bookings', label: t('allBookings') }}
      empty={t('noCalls')}
    >
      {calls.length > 0 && (
        <ul className={panelListClass}>
          {calls.map((call) => (
            <PanelRow
              key={call.id}
              href="/admin/bookings"
              title={call.name}
              detail={call.service_interest ?? undefined}
              aside={format.dateTime(new Date(call.start), {
                timeZone,
                weekday: 'short',
                month: 'short',
                day: 'numeric',
                hour: '2-digit',
                minute: '2-digit',
                hourCycle: 'h23',
              })}
            />
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}

/** The newest orders with their amount and state, each leading to the Orders section filtered to its product. */
export function RecentOrdersPanel({ orders }: { orders: readonly AdminOrder[] }) {
  const t = useTranslations('AdminDashboard');
  const locale = useAdminLocale();
  const date = useShortDate();
  return (
    <DashboardPanel
      id="orders-heading"
      title={t('recentOrders')}
      more={{ href: '/admin/orders', label: t('allOrders') }}
      empty={t('noOrders')}
    >
      {orders.length > 0 && (
        <ul className={panelListClass}>
          {orders.map((order) => (
            <PanelRow
              key={order.id}
              href={`/admin/orders?${new URLSearchParams({ product: order.product_id })}`}
              title={order.product_title}
              detail={<DetailParts parts={[order.customer_email, order.status !== 'paid' && t(`orderStatus.${order.status}`)]} />}
              aside={
                <>
                  <span className="block text-sm font-semibold text-ink">{money(order.amount_cents, order.currency, locale)}</span>
                  {date(order.created_at)}
                </>
              }
            />
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}

/** Draft projects and pages with unpublished changes, newest first, each opening its editor. */
export function DraftsPanel({ drafts }: { drafts: readonly DraftItem[] }) {
  const t = useTranslations('AdminDashboard');
  const date = useShortDate();
  return (
    <DashboardPanel id="drafts-heading" title={t('drafts')} count={drafts.length} empty={t('noDrafts')}>
      {drafts.length > 0 && (
        <ul className={panelListClass}>
          {drafts.map((draft) => (
            <PanelRow
              key={`${draft.kind}-${draft.id}`}
              href={draft.kind === 'pages' ? `/admin/pages/${encodeURIComponent(draft.id)}` : editAddress('projects', draft.id)}
              title={draft.title}
              detail={t(`draftKinds.${draft.kind}`)}
              aside={t('edited', { date: date(draft.updated_at) })}
            />
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
