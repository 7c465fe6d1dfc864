'use client';

import { useTranslations } from 'next-intl';

interface MoveButtonsProps {
  name: string;
  position: number;
  total: number;
  onMove: (offset: -1 | 1) => void;
}

const buttonClass =
  'grid size-10 place-items-center rounded-full border border-plum/15 bg-white text-plum transition-colors hover:border-rose-deep hover:text-rose-deep aria-disabled:cursor-not-allowed aria-disabled:border-plum/5 aria-disabled:text-plum/25 aria-disabled:hover:border-plum/5 aria-disabled:hover:text-plum/25';

const ARROWS = { up: 'M12 19V5M5.5 11.5L12 5l6.5 6.5', down: 'M12 5v14M5.5 12.5L12 19l6.5-6.5' } as const;

/**
 * A testimonial's place in the list and its Move up / Move down buttons. At the ends they are
 * marked disabled with aria-disabled rather than `disabled`, so the focus of a keyboard user who
 * just moved a testimonial to the top stays on the button instead of falling to the page.
 */
export function MoveButtons({ name, position, total, onMove }: MoveButtonsProps) {
  const t = useTranslations('AdminTestimonials');
  const moves = [
    { direction: 'up', offset: -1, label: t('moveUp', { name }), disabled: position === 1 },
    { direction: 'down', offset: 1, label: t('moveDown', { name }), disabled: position === total },
  ] as const;
  return (
    // Its place above the two buttons, in the row's leading column.
    <div className="grid grid-cols-2 justify-items-center gap-1">
      <span className="col-span-2 text-sm font-semibold tabular-nums lining-nums text-muted">{t('position', { position })}</span>
      {moves.map(({ direction, offset, label, disabled }) => (
        <button
          key={direction}
          type="button"
          aria-label={label}
          title={label}
          aria-disabled={disabled || undefined}
          onClick={() => {
            if (!disabled) onMove(offset);
          }}
          className={buttonClass}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 fill-none stroke-current"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={ARROWS[direction]} />
          </svg>
        </button>
      ))}
    </div>
  );
}
