import type { AdminOrder, Money } from '@/lib/shop/orders/admin-types';

// What the dashboard shows, read on the server at each visit (app/admin/(protected)/dashboard-data.ts).

/** An unread message as the dashboard lists it: who wrote, the start of the text, when. */
export interface UnreadMessage {
  id: string;
  name: string;
  preview: string;
  created_at: string;
}

/** Something saved but not on the website yet: a draft project, or a page whose draft differs from what is published. */
export interface DraftItem {
  kind: 'projects' | 'pages';
  id: string;
  title: string;
  updated_at: string;
}

/** A confirmed call still to come, as the dashboard lists it. */
export interface UpcomingCall {
  id: string;
  name: string;
  service_interest: string | null;
  start: string;
}

export interface DashboardFigures {
  unreadMessages: number;
  /** The newest unread messages (at most DASHBOARD_ROWS). */
  latestUnread: UnreadMessage[];
  /** Paid, unrefunded orders since the first of this month (UTC), and their revenue per currency. */
  ordersThisMonth: number;
  revenueThisMonth: Money[];
  /** The newest orders of any state (at most DASHBOARD_ROWS). */
  recentOrders: AdminOrder[];
  drafts: DraftItem[];
  /** Confirmed calls still to come: how many, the soonest (at most DASHBOARD_ROWS), in the studio's zone. */
  upcomingCallCount: number;
  upcomingCalls: UpcomingCall[];
  bookingTimeZone: string;
}

/** Rows each of the dashboard's lists shows; the rest are counted in its heading. */
export const DASHBOARD_ROWS = 5;
