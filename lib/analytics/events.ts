import { gtag } from './gtag';

// docs/behaviour.md#analytics: no-ops without a measurement id, cookieless until consent (Consent Mode).

const CURRENCY = 'USD';
const USER_TYPE = 'visitor';

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_category: string;
  price: number;
}

function send(name: string, params: Record<string, unknown>): void {
  gtag('event', name, { user_type: USER_TYPE, ...params });
}

export function trackPageView(path: string, title: string, language: string): void {
  send('page_view', { page_path: path, page_location: window.location.href, page_title: title, language });
}

/** How a lead reached the studio, and where on the site (docs/booking.md: a booked call is a lead too). */
const LEAD_SOURCES = { form: 'contact_form', booking: 'booking_page' } as const;
export type ContactMethod = keyof typeof LEAD_SOURCES;

export function trackGenerateLead(serviceInterest: string | null | undefined, method: ContactMethod = 'form'): void {
  send('generate_lead', {
    value: 1,
    currency: CURRENCY,
    contact_method: method,
    service_interest: serviceInterest || 'General Inquiry',
    source: LEAD_SOURCES[method],
  });
}

function itemEvent(name: 'view_item' | 'add_to_cart', item: AnalyticsItem): void {
  send(name, { currency: CURRENCY, value: item.price, items: [{ ...item, quantity: 1, currency: CURRENCY }] });
}

export const trackViewItem = (item: AnalyticsItem) => itemEvent('view_item', item);
export const trackAddToCart = (item: AnalyticsItem) => itemEvent('add_to_cart', item);
