'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { Link, useLocale, usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

export interface SwitcherLabels {
  /** Accessible name, written in the other language, e.g. 'Vis siden på norsk'. */
  label: string;
  /** Visible code of the other language, e.g. 'NO'. */
  short: string;
}

interface SwitchLinkProps {
  labels: SwitcherLabels;
  query?: Record<string, string>;
}

function SwitchLink({ labels, query }: SwitchLinkProps) {
  const locale = useLocale();
  // The current page without its locale prefix, dynamic segments already filled in.
  const pathname = usePathname();
  const other: Locale = locale === 'en' ? 'no' : 'en';
  return (
    <Link
      href={{ pathname, query }}
      locale={other}
      hrefLang={other}
      lang={other}
      aria-label={labels.label}
      className="inline-flex h-9 min-w-11 items-center justify-center rounded-full border border-plum/20 px-3 text-xs font-semibold tracking-wider text-plum transition-colors hover:border-rose-deep hover:text-rose-deep"
    >
      {labels.short}
    </Link>
  );
}

function SwitchLinkWithQuery({ labels }: { labels: SwitcherLabels }) {
  const searchParams = useSearchParams();
  return <SwitchLink labels={labels} query={Object.fromEntries(searchParams.entries())} />;
}

/**
 * Links to the same page in the other language. The query (e.g. a checkout session_id) is kept;
 * it is only known in the browser, so the server renders the link without it.
 */
export function LanguageSwitcher({ labels }: { labels: SwitcherLabels }) {
  return (
    <Suspense fallback={<SwitchLink labels={labels} />}>
      <SwitchLinkWithQuery labels={labels} />
    </Suspense>
  );
}
