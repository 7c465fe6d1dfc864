'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Logo } from '@/components/layout/logo';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { useAdmin } from './admin-context';
import { AdminLanguageMenu } from './admin-language-menu';

/** The admin's top bar: studio mark, a way to the public site, the admin's language and Sign out. */
export function AdminHeader() {
  const t = useTranslations('AdminShell');
  const { logout } = useAdmin();
  const [leaving, setLeaving] = useState(false);

  return (
    <header className="border-b border-plum/10 bg-white/80 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4 sm:px-8">
        <div className="flex items-baseline gap-3">
          <Logo name={t('studioName')} compact />
          <span className="rounded-full bg-blush px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wider text-rose-deep">
            {t('area')}
          </span>
        </div>
        <div className="flex items-center gap-2 sm:gap-3">
          <a
            href="/"
            target="_blank"
            rel="noopener noreferrer"
            className="hidden text-sm font-semibold text-plum underline-offset-4 hover:text-rose-deep hover:underline sm:inline"
          >
            {t('viewSite')}
          </a>
          <AdminLanguageMenu label={t('languageLabel')} />
          <button
            type="button"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logout();
            }}
            className={secondaryButtonClass}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4 fill-none stroke-current"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M15 4h3a2 2 0 012 2v12a2 2 0 01-2 2h-3M10 17l5-5-5-5M15 12H3" />
            </svg>
            {t('logout')}
          </button>
        </div>
      </div>
    </header>
  );
}
