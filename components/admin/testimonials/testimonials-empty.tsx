'use client';

import { useTranslations } from 'next-intl';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';

/** What the section shows with no testimonials. */
export function TestimonialsEmpty({ onAdd }: { onAdd: () => void }) {
  const t = useTranslations('AdminTestimonials');
  return (
    <div className="flex flex-col items-center rounded-3xl border-2 border-dashed border-plum/15 bg-white/60 px-6 py-16 text-center">
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-blush text-rose-deep">
        <svg viewBox="0 0 24 24" className="size-7 fill-none stroke-current" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4.5 6.5A2.5 2.5 0 017 4h10a2.5 2.5 0 012.5 2.5v7A2.5 2.5 0 0117 16h-6l-4.5 4v-4H7a2.5 2.5 0 01-2.5-2.5zM9 9h6M9 12h4" />
        </svg>
      </span>
      <h2 className="mt-5 text-2xl">{t('emptyTitle')}</h2>
      <p className="mt-2 text-muted">{t('emptyLead')}</p>
      <button type="button" onClick={onAdd} className={`${primaryButtonClass} mt-6`}>
        {t('emptyAction')}
      </button>
    </div>
  );
}
