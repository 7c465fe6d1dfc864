import 'server-only';
import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { ADMIN_LOCALE_COOKIE } from '@/i18n/admin-locale';
import { resolveAdminLocale } from '@/i18n/admin-locale-negotiation';
import type { Locale } from '@/i18n/routing';
import { getSignedInAdmin } from '@/lib/auth/current-admin';
import type { AdminMessages } from './messages';
import { getAdminTranslator } from './messages';

/**
 * The language this request's admin page speaks: the one chosen in this browser, else the signed-in
 * person's own (a browser where she never chose follows her), else the browser's. Once per request (React's cache): the layout, the metadata and
 * each text provider ask for it.
 */
export const getAdminLocale = cache(async (): Promise<Locale> => {
  const [jar, requestHeaders, admin] = await Promise.all([cookies(), headers(), getSignedInAdmin()]);
  return resolveAdminLocale(jar.get(ADMIN_LOCALE_COOKIE)?.value ?? admin?.locale ?? undefined, requestHeaders.get('accept-language'));
});

/** A section page's metadata: its title in the admin's language (app/admin/layout.tsx adds the rest). */
export async function adminPageMetadata(title: keyof AdminMessages['AdminMeta'], values?: Record<string, string>): Promise<Metadata> {
  const t = await getAdminTranslator('AdminMeta', await getAdminLocale());
  return { title: t(title, values as never) };
}
