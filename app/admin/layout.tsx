import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { inter, playfair } from '@/app/fonts';
import { LOCALE_TAGS } from '@/i18n/locales';
import { getAdminLocale } from '@/lib/admin/locale';
import { getAdminTranslator } from '@/lib/admin/messages';
import './admin.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslator('AdminMeta', await getAdminLocale());
  return {
    title: { default: t('title'), template: t('titleTemplate') },
    robots: { index: false, follow: false },
  };
}

// The admin is a separate root layout: staff tools with none of the public site's header, footer,
// cursor or analytics, in the language of the person using it (lib/admin/locale.ts).
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const locale = await getAdminLocale();
  return (
    <html lang={LOCALE_TAGS[locale].html} className={`${inter.variable} ${playfair.variable}`}>
      <body className="min-h-dvh bg-cream">
        {/* Each page gives its client components their own texts (AdminIntlProvider). */}
        {children}
        <Toaster position="top-right" />
      </body>
    </html>
  );
}
