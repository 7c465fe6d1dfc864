import { createTranslator } from 'next-intl';
import { onIntlError } from '@/i18n/missing-message';
import { routing } from '@/i18n/routing';
import bookings from '@/messages/admin/en/bookings.json';
import dashboard from '@/messages/admin/en/dashboard.json';
import discounts from '@/messages/admin/en/discounts.json';
import editor from '@/messages/admin/en/editor.json';
import inbox from '@/messages/admin/en/messages.json';
import orders from '@/messages/admin/en/orders.json';
import pages from '@/messages/admin/en/pages.json';
import products from '@/messages/admin/en/products.json';
import projects from '@/messages/admin/en/projects.json';
import settings from '@/messages/admin/en/settings.json';
import shell from '@/messages/admin/en/shell.json';
import testimonials from '@/messages/admin/en/testimonials.json';
import translations from '@/messages/admin/en/translations.json';
import uploads from '@/messages/admin/en/uploads.json';

// English only, outside next-intl's locale routing: the server parts read this catalogue directly.

export const adminMessages = {
  ...shell,
  ...dashboard,
  ...projects,
  ...products,
  ...testimonials,
  ...pages,
  ...translations,
  ...inbox,
  ...orders,
  ...bookings,
  ...discounts,
  ...settings,
  ...uploads,
  ...editor,
};
const messages = adminMessages;

export type AdminNamespace = keyof typeof messages;

export function getAdminTranslator<Namespace extends AdminNamespace>(namespace: Namespace) {
  return createTranslator({ locale: routing.defaultLocale, messages, namespace, onError: onIntlError });
}

/** A client subtree's part of the catalogue: the sign-in page must not ship the dashboard's texts. */
export function pickAdminMessages(namespaces: readonly AdminNamespace[]): Partial<typeof messages> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
}
