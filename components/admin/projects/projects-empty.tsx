'use client';

import { useTranslations } from 'next-intl';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';

/** What the dashboard shows with no projects, or when the list could not be read. */
export function ProjectsEmpty({ onAdd }: { onAdd: () => void }) {
  const t = useTranslations('AdminDashboard');
  return (
    <div className="flex flex-col items-center rounded-3xl border-2 border-dashed border-plum/15 bg-white/60 px-6 py-16 text-center">
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-blush text-rose-deep">
        <svg viewBox="0 0 24 24" className="size-7 fill-none stroke-current" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
          <path d="M3.5 7.5A2.5 2.5 0 016 5h4l2 2h6a2.5 2.5 0 012.5 2.5v7A2.5 2.5 0 0118 19H6a2.5 2.5 0 01-2.5-2.5zM12 10.5v5M9.5 13h5" />
        </svg>
      </span>
      <h3 className="mt-5 text-2xl">{t('emptyTitle')}</h3>
      <p className="mt-2 text-muted">{t('emptyLead')}</p>
      <button type="button" onClick={onAdd} className={`${primaryButtonClass} mt-6`}>
        {t('emptyAction')}
      </button>
    </div>
  );
}
