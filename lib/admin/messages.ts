import { createTranslator } from 'next-intl';
import dashboard from '@/messages/admin/dashboard.json';
import editor from '@/messages/admin/editor.json';
import inbox from '@/messages/admin/messages.json';
import orders from '@/messages/admin/orders.json';
import products from '@/messages/admin/products.json';
import projects from '@/messages/admin/projects.json';
import shell from '@/messages/admin/shell.json';
import testimonials from '@/messages/admin/testimonials.json';
import uploads from '@/messages/admin/uploads.json';

// The admin area is English only and outside next-intl's locale routing, so its server parts read
// their own catalogue directly instead of the public site's request config.

// One file per admin section (as components/admin), each holding its own namespaces.
export const adminMessages = {
  ...shell,
  ...dashboard,
  ...projects,
  ...products,
  ...testimonials,
  ...inbox,
  ...orders,
  ...uploads,
  ...editor,
};
const messages = adminMessages;

export type AdminNamespace = keyof typeof messages;

export function getAdminTranslator<Namespace extends AdminNamespace>(namespace: Namespace) {
  return createTranslator({ locale: 'en', messages, namespace });
}

/**
 * The part of the catalogue a client subtree needs. The sign-in page must not ship the dashboard's
 * texts to someone who is not signed in, and every page ships less JavaScript this way.
 */
export function pickAdminMessages(namespaces: readonly AdminNamespace[]): Partial<typeof messages> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
}
