'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { edgeFade, useScrollEdges } from '@/components/ui/use-scroll-edges';
import { useUnreadMessages } from '@/components/admin/messages/use-unread-messages';
import { ConfirmProvider } from '@/components/admin/ui/confirm-dialog';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { useAdmin } from './admin-guard';
import { AdminLanguageMenu } from './admin-language-menu';
import { LineIcon } from '@/components/admin/ui/line-icon';
import { ACCOUNT_HREF, sectionOf, sectionsFor } from './sections';

/**
 * Every signed-in admin page: the top bar (studio mark, the public site, the person's account,
 * language, Sign out), the section tabs their role may open, then its content.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const t = useTranslations('AdminShell');
  const { logout, username } = useAdmin();
  const onAccount = usePathname() === ACCOUNT_HREF;
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="min-h-dvh bg-[radial-gradient(50rem_24rem_at_90%_0%,var(--color-blush),transparent_70%)]">
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
            {/* The person's own page, named by who they are; on a phone the icon alone. */}
            <Link
              href={ACCOUNT_HREF}
              aria-label={t('accountLabel', { username })}
              aria-current={onAccount ? 'page' : undefined}
              className="inline-flex min-h-11 min-w-11 max-w-48 items-center justify-center gap-2 rounded-full px-2 text-sm font-semibold text-plum underline-offset-4 hover:text-rose-deep hover:underline aria-[current=page]:text-rose-deep"
            >
              <LineIcon d="M12 12a4 4 0 100-8 4 4 0 000 8zM4 20a8 8 0 0116 0" className="size-5 shrink-0" />
              <span className="hidden truncate sm:inline">{username}</span>
            </Link>
            <AdminLanguageMenu label={t('languageLabel')} signedIn />
            <button
              type="button"
              disabled={leaving}
              onClick={() => {
                setLeaving(true);
                void logout();
              }}
              className={secondaryButtonClass}
            >
              <LineIcon d="M15 4h3a2 2 0 012 2v12a2 2 0 01-2 2h-3M10 17l5-5-5-5M15 12H3" className="size-4" />
              {t('logout')}
            </button>
          </div>
        </div>
      </header>
      <AdminNav />
      <ConfirmProvider>{children}</ConfirmProvider>
    </div>
  );
}

/** The section tabs under the top bar (Messages with its unread count); on a phone they scroll sideways, with a cue at the edge. */
function AdminNav() {
  const t = useTranslations('AdminShell');
  const { role } = useAdmin();
  const current = sectionOf(usePathname());
  const list = useRef<HTMLUListElement>(null);
  const { data: unread = 0 } = useUnreadMessages();
  // On a phone the later tabs start out of sight: the current one (with its count) is scrolled into the strip.
  useEffect(() => {
    const strip = list.current;
    const tab = strip?.querySelector('[aria-current="page"]');
    if (!strip || !tab) return;
    const hidden = tab.getBoundingClientRect().right - strip.getBoundingClientRect().right;
    if (hidden > 0) strip.scrollLeft += hidden + 16;
  }, [current?.href, unread]);
  const edges = useScrollEdges(list, unread);
  const fade = edgeFade(edges);
  return (
    <nav aria-label={t('sectionsLabel')} className="relative border-b border-plum/10 bg-white/60">
      <ul
        ref={list}
        style={fade ? { maskImage: fade, WebkitMaskImage: fade } : undefined}
        className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 [scrollbar-width:none] sm:px-6"
      >
        {sectionsFor(role).map((section) => {
          const label = t(`sections.${section.label}`);
          // "Messages, 3 unread": the count is part of the tab's name; the badge is for the eye.
          const counted = section.count === 'unreadMessages' && unread > 0;
          return (
            <li key={section.href} className="shrink-0">
              <Link
                href={section.href}
                aria-current={section.href === current?.href ? 'page' : undefined}
                aria-label={counted ? t('unreadLabel', { section: label, count: unread }) : undefined}
                className="relative flex items-center px-3 py-3 text-sm font-semibold text-muted transition-colors hover:text-plum aria-[current=page]:text-plum after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-transparent aria-[current=page]:after:bg-rose-deep"
              >
                {label}
                {counted && (
                  <span
                    aria-hidden="true"
                    data-testid="unread-badge"
                    className="ml-2 inline-grid h-5 min-w-5 place-items-center rounded-full bg-rose-deep px-1.5 text-[0.7rem] font-bold leading-none tabular-nums text-white"
                  >
                    {unread > 99 ? '99+' : unread}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      {/* More tabs to the right (on a phone): the strip fades out and this arrow says it scrolls. */}
      {edges.after && (
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-1 grid place-items-center text-rose-deep">
          <LineIcon d="M9 5.4l6.6 6.6-6.6 6.6" className="size-4" width={2.64} />
        </span>
      )}
    </nav>
  );
}
