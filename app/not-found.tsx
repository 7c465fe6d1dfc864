import type { Metadata } from 'next';
import { inter, playfair } from '@/app/fonts';
import { LOCALE_TAGS } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { STUDIO_NAME } from '@/lib/site';

export const metadata: Metadata = { title: `Page not found | ${STUDIO_NAME}` };

// Reached only for paths outside the localized site (the locale layout handles its own 404s).
export default function GlobalNotFound() {
  return (
    <html lang={LOCALE_TAGS[routing.defaultLocale].html} className={`${inter.variable} ${playfair.variable}`}>
      <body className="flex min-h-dvh flex-col items-center justify-center gap-4 px-5 text-center">
        <h1 className="text-4xl">Page Not Found</h1>
        <p className="text-muted">The page you are looking for does not exist or has moved.</p>
        {/* A plain link: next/link here put a second copy of its code (3 kB) into every page's scripts,
            this boundary being part of every page's tree. Home after a 404 may as well load in full. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
        <a href="/" className="rounded-full bg-rose-deep px-7 py-3 font-medium text-white hover:bg-plum">
          Back to Home
        </a>
      </body>
    </html>
  );
}
