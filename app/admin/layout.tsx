import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { inter, playfair } from '@/app/fonts';
import { LOCALE_TAGS } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { getAdminTranslator } from '@/lib/admin/messages';
import './admin.css';

const t = getAdminTranslator('AdminMeta');

export const metadata: Metadata = {
  title: { default: t('title'), template: t('titleTemplate') },
  robots: { index: false, follow: false },
};

// The admin is a separate root layout: staff tools with none of the public site's header, footer,
// cursor or analytics, in English only.
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={LOCALE_TAGS[routing.defaultLocale].html} className={`${inter.variable} ${playfair.variable}`}>
      <body className="min-h-dvh bg-cream">
        {/* Each page gives its client components their own texts (AdminIntlProvider). */}
        {children}
        <Toaster position="top-right" />
      </body>
    </html>
  );
}
