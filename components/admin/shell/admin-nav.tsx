'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ADMIN_SECTIONS, sectionOf } from './sections';

/** The section tabs under the admin's top bar; on a phone they scroll sideways. */
export function AdminNav() {
  const t = useTranslations('AdminShell');
  const current = sectionOf(usePathname());
  return (
    <nav aria-label={t('sectionsLabel')} className="border-b border-plum/10 bg-white/60">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 sm:px-6">
        {ADMIN_SECTIONS.map((section) => {
          const active = section.href === current?.href;
          return (
            <li key={section.href} className="shrink-0">
              <Link
                href={section.href}
                aria-current={active ? 'page' : undefined}
                className="relative block px-3 py-3 text-sm font-semibold text-muted transition-colors hover:text-plum aria-[current=page]:text-plum after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-transparent aria-[current=page]:after:bg-rose-deep"
              >
                {t(`sections.${section.label}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
