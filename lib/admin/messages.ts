import { createTranslator } from 'next-intl';
import messages from '@/messages/admin/en.json';

// The admin area is English only and outside next-intl's locale routing, so its server parts read
// their own catalogue directly instead of the public site's request config.
export const adminMessages = messages;

export function getAdminTranslator<Namespace extends keyof typeof messages>(namespace: Namespace) {
  return createTranslator({ locale: 'en', messages, namespace });
}
