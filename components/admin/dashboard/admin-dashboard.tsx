'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import type { DashboardFigures } from '@/app/admin/(protected)/dashboard-data';
import type { TranslationWork } from '@/lib/admin/translation-work';
import { money, moneyList } from '@/components/admin/orders/order-display';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { editAddress } from '@/components/admin/ui/use-edit-from-address';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import { useAdmin } from '@/components/admin/shell/admin-guard';
import { DashboardPanel } from './dashboard-panel';

/** A call's time, "Tue, Mar 4, 14:05", in the studio's time zone. */
const CALL_TIME = { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** Translation rows shown; the rest are counted ("and 3 more"), the dashboard stays short. */
const TRANSLATION_ROWS = 8;

/** The kinds whose section is named otherwise: the articles are the Journal's. */
const SECTION_OF: Partial<Record<TranslationWork['kind'], string>> = { articles: 'journal' };

/** A page's editor (`/admin/pages/services`), or a record's form opened in its section, named as the kind (`/admin/projects?edit=<id>`). */
const recordAddress = (kind: TranslationWork['kind'], id: string) =>
  kind === 'pages' ? `/admin/pages/${encodeURIComponent(id)}` : editAddress(SECTION_OF[kind] ?? kind, id);

/**
 * /admin (docs/behaviour.md#admin-dashboard): what needs attention, read by the page on the server
 * at each visit: this month's orders and revenue, then the unread messages, the calls to come and
 * the newest orders, the drafts and the translations still to do, each row leading to its record.
 */
export function AdminDashboard({ figures, translations }: { figures: DashboardFigures; translations: readonly TranslationWork[] }) {
  const t = useTranslations('AdminDashboard');
  const { username } = useAdmin();
  const format = useFormatter();
  const locale = useAdminLocale();
  const languageName = useLanguageName();
  // "Mar 4" in the admin's language and time zone (the provider's).
  const date = (iso: string) => format.dateTime(new Date(iso), { month: 'short', day: 'numeric' });
  const fields = (names: string[]) => format.list(names, { type: 'unit', style: 'short' });
  const { upcomingCalls, bookingTimeZone: timeZone, drafts, business } = figures;
  const moreTranslations = translations.length - TRANSLATION_ROWS;
  // Per currency, never added together: "kr 299.00 · $340.00". None for an editor (no orders read).
  const revenue = business ? moneyList(business.revenueThisMonth, locale) : '';
  // Unread messages and drafts are counted once, in their panels' titles below.
  const stats = business
    ? [
        { label: t('ordersThisMonth'), value: business.ordersThisMonth, link: t('ordersLink', { count: business.ordersThisMonth }) },
        { label: t('revenueThisMonth'), value: revenue, link: t('revenueLink', { revenue }) },
      ]
    : [];
  return (
    <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
      <h1 className="text-3xl sm:text-4xl">{t('title')}</h1>
      <p className="mt-1 text-muted">{t('welcome', { username })}</p>
      {/* Each figure a <dt>/<dd> pair in its tile (a <dl> may hold only those in <div>s), set in the
          sans with tabular, lining figures: a tool's numbers, not a headline. The whole tile leads to the orders. */}
      {stats.length > 0 && (
        <dl aria-label={t('businessLabel')} className="mt-6 grid grid-cols-2 gap-3">
          {stats.map(({ label, value, link }) => (
            <div
              key={label}
              className="relative flex min-w-0 flex-col rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-plum/10 transition-shadow has-[a:hover]:ring-rose-deep/40 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-rose-deep sm:px-5 sm:py-4"
            >
              <dt className="text-xs font-medium text-muted">{label}</dt>
              <dd className="mt-1 break-words text-xl font-semibold tabular-nums lining-nums tracking-tight text-plum sm:text-2xl">
                <Link href="/admin/orders" aria-label={link} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
                  {value}
                </Link>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {/* grid-cols-1 is minmax(0, 1fr): a panel's truncated rows (a translation's long field list)
          are cut at the phone's width instead of widening the column and the page (issue 47). */}
      <div className="mt-4 grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <DashboardPanel
          title={t('unreadMessages')}
          count={figures.unreadMessages}
          more={{ href: '/admin/messages', label: t('allMessages') }}
          empty={t('noUnread')}
          rows={figures.latestUnread.map((message) => ({
            key: message.id,
            href: editAddress('messages', message.id),
            title: message.name,
            detail: [message.preview],
            aside: date(message.created_at),
          }))}
        />
        {/* The soonest confirmed calls, at the studio's time. */}
        <DashboardPanel
          title={t('upcomingCalls')}
          count={figures.upcomingCallCount}
          more={{ href: '/admin/bookings', label: t('allBookings') }}
          empty={t('noCalls')}
          rows={upcomingCalls.map((call) => ({
            key: call.id,
            href: '/admin/bookings',
            title: call.name,
            detail: [call.service_interest],
            aside: format.dateTime(new Date(call.start), { ...CALL_TIME, timeZone }),
          }))}
        />
        {/* The newest orders with their amount and state, each leading to the orders of its product (owners). */}
        {business && (
          <DashboardPanel
            title={t('recentOrders')}
            more={{ href: '/admin/orders', label: t('allOrders') }}
            empty={t('noOrders')}
            rows={business.recentOrders.map((order) => ({
              key: order.id,
              href: `/admin/orders?${new URLSearchParams({ product: order.product_id })}`,
              title: order.product_title,
              detail: [order.customer_email, order.status !== 'paid' && t(`orderStatus.${order.status}`)],
              aside: (
                <>
                  <span className="block text-sm font-semibold text-ink">{money(order.amount_cents, order.currency, locale)}</span>
                  {date(order.created_at)}
                </>
              ),
            }))}
          />
        )}
        {/* Draft projects and articles, and pages with unpublished changes, newest first. */}
        <DashboardPanel
          title={t('drafts')}
          count={drafts.length}
          empty={t('noDrafts')}
          rows={drafts.map((draft) => ({
            key: `${draft.kind}-${draft.id}`,
            href: recordAddress(draft.kind, draft.id),
            title: draft.title,
            detail: [t(`draftKinds.${draft.kind}`)],
            aside: t('edited', { date: date(draft.updated_at) }),
          }))}
        />
        {/* Each record with a missing or outdated translation, per language (docs/admin.md#translations);
            the fifth panel spans the row, so none stands alone (an editor's four make two rows). */}
        <DashboardPanel
          wide={business !== null}
          title={t('translations')}
          count={translations.length}
          empty={t('translationsDone')}
          listLabel={t('translationsListLabel')}
          rows={translations.slice(0, TRANSLATION_ROWS).map((item) => ({
            key: `${item.kind}-${item.id}-${item.locale}`,
            href: recordAddress(item.kind, item.id),
            title: item.name,
            detail: [
              t(`translationKinds.${item.kind}`),
              item.missing.length > 0 && t('translationMissing', { count: item.missing.length, fields: fields(item.missing) }),
              item.outdated.length > 0 && t('translationOutdated', { count: item.outdated.length, fields: fields(item.outdated) }),
            ],
            aside: <span className="rounded-full bg-blush px-2 py-0.5 font-semibold text-rose-deep">{languageName(item.locale)}</span>,
          }))}
        >
          {moreTranslations > 0 && (
            <p className="border-t border-plum/5 px-4 py-2.5 text-xs text-muted sm:px-5">
              {t('translationsMore', { count: moreTranslations })}
            </p>
          )}
        </DashboardPanel>
      </div>
    </main>
  );
}
