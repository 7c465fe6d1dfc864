'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

export interface SwitcherLabels {
  /** The language the link leads to. */
  locale: Locale;
  /** Accessible name, written in that language, e.g. 'Vis siden på norsk'. */
  label: string;
  /** That language's own name, shown: 'Norsk' on English pages, 'English' on Norwegian ones. */
  name: string;
}

interface SwitchLinkProps {
  labels: SwitcherLabels;
  query?: Record<string, string>;
}

function SwitchLink({ labels, query }: SwitchLinkProps) {
  // The current page without its locale prefix, dynamic segments already filled in.
  const pathname = usePathname();
  const other = labels.locale;
  return (
    <Link
      href={{ pathname, query }}
      locale={other}
      hrefLang={other}
      lang={other}
      aria-label={labels.label}
      className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-plum transition-colors hover:text-rose-deep sm:px-3"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.6">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
      {labels.name}
    </Link>
  );
}

function SwitchLinkWithQuery({ labels }: { labels: SwitcherLabels }) {
  const searchParams = useSearchParams();
  return <SwitchLink labels={labels} query={Object.fromEntries(searchParams.entries())} />;
}

/**
 * Links to the same page in each other language. The query (e.g. a checkout session_id) is kept;
 * it is only known in the browser, so the server renders the links without it.
 */
export function LanguageSwitcher({ switchers }: { switchers: SwitcherLabels[] }) {
  return switchers.map((labels) => (
    <Suspense key={labels.locale} fallback={<SwitchLink labels={labels} />}>
      <SwitchLinkWithQuery labels={labels} />
    </Suspense>
  ));
}
