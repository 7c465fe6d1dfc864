'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useLocale } from '@/i18n/navigation';
import { trackPageView } from '@/lib/analytics/events';

/**
 * Sends page_view on every client-side path change. The first page view of a visit is sent by
 * gtag's own config, so it is skipped here.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  const locale = useLocale();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    if (previous.current !== null && previous.current !== pathname) {
      // The new page's <title> is set once its metadata has streamed in.
      const timer = window.setTimeout(() => trackPageView(pathname, document.title, locale), 0);
      previous.current = pathname;
      return () => window.clearTimeout(timer);
    }
    previous.current = pathname;
  }, [pathname, locale]);

  return null;
}
