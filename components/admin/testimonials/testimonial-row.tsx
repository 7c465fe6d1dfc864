'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { LocalizedText } from '@/i18n/localized';
import type { AdminTestimonial } from '@/lib/testimonials/input';
import { Badge } from '@/components/ui/badge';
import { StarRating } from '@/components/ui/star-rating';
import { MoveButtons } from './move-buttons';
import { DeleteButton } from '@/components/admin/ui/delete-button';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/components/admin/ui/localized-values';
import { useLanguageName } from '@/components/admin/ui/use-language-name';

interface TestimonialRowProps {
  testimonial: AdminTestimonial;
  position: number;
  total: number;
  onMove: (testimonial: AdminTestimonial, offset: -1 | 1) => void;
  onEdit: (testimonial: AdminTestimonial) => void;
  onDelete: (testimonial: AdminTestimonial) => void;
}

const editClass =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full border border-plum/15 px-4 py-2 text-sm font-semibold text-plum transition-colors hover:border-rose-deep hover:text-rose-deep';

/** One testimonial in the list: its place, who said it, the rating, the start of the quote and its actions. */
export function TestimonialRow({ testimonial, position, total, onMove, onEdit, onDelete }: TestimonialRowProps) {
  const t = useTranslations('AdminTestimonials');
  const languageName = useLanguageName();
  const name = testimonial.client_name;
  // The list shows the texts in the default language, which every testimonial has, marked as such
  // whatever the admin's language is; and which languages have their own.
  const text = (value: LocalizedText) => value[DEFAULT_LOCALE] ?? '';
  const own = (chunks: ReactNode) => <span lang={DEFAULT_LOCALE}>{chunks}</span>;
  const fallback = languageName(DEFAULT_LOCALE);
  return (
    // Narrow screens give the text the whole width: the order and the actions share the bottom row.
    <article className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-0 gap-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-plum/5 [grid-template-areas:'main_main'_'order_actions'] sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:gap-x-6 sm:p-6 sm:[grid-template-areas:'order_main_actions']">
      <div className="border-t border-plum/5 pt-4 [grid-area:order] sm:border-0 sm:pt-0">
        <MoveButtons name={name} position={position} total={total} onMove={(offset) => onMove(testimonial, offset)} />
      </div>
      <div className="min-w-0 space-y-2 [grid-area:main]">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="text-xl leading-snug">{name}</h3>
          {testimonial.featured && <Badge>{t('featured')}</Badge>}
        </div>
        <p className="text-sm text-ink">{t.rich('roleAtCompany', { role: text(testimonial.role), company: testimonial.company, own })}</p>
        <p lang={DEFAULT_LOCALE} className="text-xs font-semibold uppercase tracking-widest text-rose-deep">
          {text(testimonial.project_type)}
        </p>
        <StarRating rating={testimonial.rating} label={t('rating', { rating: testimonial.rating })} />
        <blockquote lang={DEFAULT_LOCALE} className="line-clamp-2 font-serif text-base leading-relaxed text-muted">
          “{text(testimonial.testimonial)}”
        </blockquote>
        {TRANSLATION_LOCALES.map((locale) => {
          const translated = Boolean(testimonial.testimonial[locale]);
          return (
            <p
              key={locale}
              className={`mr-2 inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold last:mr-0 ${translated ? 'bg-blush text-plum' : 'bg-cream text-muted'}`}
            >
              <span aria-hidden="true" className="font-mono text-[0.65rem] tracking-wider">
                {locale.toUpperCase()}
              </span>
              {translated ? t('translated', { language: languageName(locale) }) : t('untranslated', { fallback })}
            </p>
          );
        })}
      </div>
      <div className="flex items-center justify-end gap-2 border-t border-plum/5 pt-4 [grid-area:actions] sm:flex-col sm:items-end sm:justify-start sm:border-0 sm:pt-0">
        <button type="button" onClick={() => onEdit(testimonial)} aria-label={t('editLabel', { name })} className={editClass}>
          {t('edit')}
        </button>
        <DeleteButton label={t('delete', { name })} onClick={() => onDelete(testimonial)} />
      </div>
    </article>
  );
}
