'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * A receipt's link page has its secret token in the address (/downloads/{token}), and Google
 * Analytics reports every page's full address: those pages load no analytics at all, so the
 * token never leaves the site. Decided by the path on the server as in the browser.
 */
const TOKEN_PAGE = /^(?:\/(?:en|no))?\/downloads\/[^/]+\/?$/;

export function isTokenPage(pathname: string): boolean {
  return TOKEN_PAGE.test(pathname);
}

export function AnalyticsGate({ children }: { children: ReactNode }) {
  return isTokenPage(usePathname()) ? null : children;
}
