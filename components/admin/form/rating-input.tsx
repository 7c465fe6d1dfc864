'use client';

import { useTranslations } from 'next-intl';
import { Star } from '@/components/ui/star-rating';
import { FieldError } from '@/components/admin/ui/admin-field';
import { labelClass } from '@/components/admin/ui/field-styles';

interface RatingInputProps {
  id: string;
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}

/**
 * The star rating as a group of radio buttons drawn as stars: the arrow keys move between them
 * as in any radio group, and each is named "4 stars" for a screen reader.
 */
export function RatingInput({ id, label, min, max, value, onChange, error }: RatingInputProps) {
  const t = useTranslations('AdminForm');
  const ratings = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset role="radiogroup" aria-labelledby={`${id}-legend`} aria-describedby={errorId} aria-invalid={Boolean(error)}>
      <legend id={`${id}-legend`} className={labelClass}>
        {label}
      </legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex">
          {ratings.map((rating) => (
            <label
              key={rating}
              className="relative grid size-11 cursor-pointer place-items-center rounded-full text-gold transition-colors hover:bg-blush has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-deep"
            >
              <input
                type="radio"
                name={id}
                id={rating === value ? id : undefined}
                value={rating}
                checked={rating === value}
                onChange={() => onChange(rating)}
                // Over the whole star, unseen: a click on the star is a click on the radio button.
                className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              <span className="sr-only">{t('ratingOption', { rating })}</span>
              <Star filled={rating <= value} className="pointer-events-none size-7" />
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm font-medium text-muted">
          {t('ratingValue', { rating: value, max })}
        </span>
      </div>
      {error && <FieldError id={`${id}-error`} message={error} />}
    </fieldset>
  );
}
