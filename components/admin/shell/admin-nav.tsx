'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { ADMIN_SECTIONS, sectionOf } from './sections';
import { UnreadMessagesBadge } from './unread-messages-badge';
import { edgeFade, useScrollEdges } from '@/components/ui/use-scroll-edges';
import { useUnreadMessages } from '@/components/admin/messages/use-unread-messages';

/** The section tabs under the admin's top bar (Messages with its unread count); on a phone they scroll sideways, with a cue at the edge. */
export function AdminNav() {
  const t = useTranslations('AdminShell');
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
        {ADMIN_SECTIONS.map((section) => {
          const active = section.href === current?.href;
          const label = t(`sections.${section.label}`);
          // "Messages, 3 unread": the count is part of the tab's name, not a separate figure to find.
          const counted = 'count' in section && unread > 0;
          return (
            <li key={section.href} className="shrink-0">
              <Link
                href={section.href}
                aria-current={active ? 'page' : undefined}
                aria-label={counted ? t('unreadLabel', { section: label, count: unread }) : undefined}
                className="relative flex items-center px-3 py-3 text-sm font-semibold text-muted transition-colors hover:text-plum aria-[current=page]:text-plum after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-transparent aria-[current=page]:after:bg-rose-deep"
              >
                {label}
                {counted && <UnreadMessagesBadge unread={unread} />}
              </Link>
            </li>
          );
        })}
      </ul>
      {/* More tabs to the right (on a phone): the strip fades out and this arrow says it scrolls. */}
      {edges.after && (
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-1 grid place-items-center text-rose-deep">
          <svg
            viewBox="0 0 20 20"
            className="size-4 fill-none stroke-current"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M7.5 4.5L13 10l-5.5 5.5" />
          </svg>
        </span>
      )}
    </nav>
  );
}
