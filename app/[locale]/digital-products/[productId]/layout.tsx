import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { asLocale } from '@/i18n/locale';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Next renders this segment's not-found view beside the page, not after it, and a not-found view
// gets no params: without the locale set here, next-intl would read it from the request headers,
// which turns the cached page into a dynamic one (a 500 in production).
export default async function ProductLayout({ children, params }: Props) {
  setRequestLocale(asLocale((await params).locale));
  return children;
}
