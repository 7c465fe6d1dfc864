import 'server-only';
import { localize, type LocalizedText } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { getAdminTranslator } from '@/lib/admin/messages';
import { listAdminBookings } from '@/lib/booking/admin';
import { readBookingSettings } from '@/lib/booking/settings';
import { getDb } from '@/lib/db/client';
import { listAdminArticles } from '@/lib/content/admin-articles';
import { listAdminProjects } from '@/lib/content/admin-projects';
import { listAdminPages } from '@/lib/content/page-writes';
import { pageTitle, type PageTexts } from '@/lib/pages/labels';
import { listMessages } from '@/lib/inbox/messages';
import { countUnreadMessages } from '@/lib/inbox/unread';
import { listAdminOrders } from '@/lib/shop/orders/admin-orders';
import { monthlyTotals } from '@/lib/shop/orders/admin-totals';

/** Rows each of the dashboard's lists shows; the rest are counted in its heading. */
const DASHBOARD_ROWS = 5;

/** What the dashboard shows (components/admin/dashboard/), read on the server at each visit. */
export type DashboardFigures = Awaited<ReturnType<typeof readDashboard>>;

/** This month's orders and revenue and the newest orders: an owner's (lib/auth/roles.ts, area `orders`). */
async function readBusiness() {
  const [months, orders] = await Promise.all([monthlyTotals(), listAdminOrders({})]);
  const thisMonth = months.at(-1);
  return {
    ordersThisMonth: thisMonth?.count ?? 0,
    revenueThisMonth: thisMonth?.revenue ?? [],
    recentOrders: orders.orders.slice(0, DASHBOARD_ROWS),
  };
}

/**
 * The dashboard's figures and lists: what needs the studio's attention, read together at each
 * visit; pages are named in the admin's `locale`, as the Pages section names them. `business`:
 * whether the person may see orders and revenue; for an editor they are not even read (null).
 */
export async function readDashboard(locale: Locale, { business }: { business: boolean }) {
  const [unreadMessages, inbox, businessFigures, projects, articles, pages, bookings, bookingSettings, pageFields] = await Promise.all([
    countUnreadMessages(),
    listMessages({ q: '', box: 'inbox' }),
    business ? readBusiness() : null,
    listAdminProjects(),
    listAdminArticles(),
    listAdminPages(),
    listAdminBookings('upcoming'),
    getDb().then(readBookingSettings),
    getAdminTranslator('PageFields', locale),
  ]);
  // Read untyped: lib/pages/labels.ts builds its keys.
  const pageTexts = pageFields as unknown as PageTexts;
  const calls = bookings.bookings.filter((booking) => booking.status === 'confirmed');
  // Something saved but not on the website yet: a draft project or article, or a page whose draft
  // differs from what is published. Records are named in the admin's language where written.
  /** A kind's drafts as the panel lists them. */
  const draftsOf = <Kind extends 'projects' | 'articles'>(
    kind: Kind,
    records: readonly { id: string; status: string; title: LocalizedText; updated_at: string }[],
  ) =>
    records
      .filter((record) => record.status === 'draft')
      .map((record) => ({ kind, id: record.id, title: localize(record.title, locale), updated_at: record.updated_at }));
  const drafts = [
    ...draftsOf('projects', projects),
    ...draftsOf('articles', articles),
    ...pages
      .filter((page) => page.has_unpublished_changes)
      .map((page) => ({ kind: 'pages' as const, id: page.key, title: pageTitle(pageTexts, page.key), updated_at: page.draft_updated_at })),
  ].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return {
    unreadMessages,
    latestUnread: inbox.messages
      .filter((message) => !message.read_at)
      .slice(0, DASHBOARD_ROWS)
      .map(({ id, name, preview, created_at }) => ({ id, name, preview, created_at })),
    business: businessFigures,
    drafts,
    upcomingCallCount: calls.length,
    upcomingCalls: calls.slice(0, DASHBOARD_ROWS).map(({ id, name, service_interest, start }) => ({ id, name, service_interest, start })),
    bookingTimeZone: bookingSettings.time_zone,
  };
}
