'use client';

import { useTranslations } from 'next-intl';

const buttonClass =
  'grid size-10 shrink-0 place-items-center rounded-full border border-plum/15 bg-white text-plum transition-colors hover:border-rose-deep hover:text-rose-deep aria-disabled:cursor-not-allowed aria-disabled:border-plum/5 aria-disabled:text-plum/25 aria-disabled:hover:border-plum/5 aria-disabled:hover:text-plum/25';

const ICONS = {
  up: 'M12 19V5M5.5 11.5L12 5l6.5 6.5',
  down: 'M12 5v14M5.5 12.5L12 19l6.5-6.5',
  remove: 'M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 002 2h6a2 2 0 002-2l1-12M9 7V4.5A1.5 1.5 0 0110.5 3h3A1.5 1.5 0 0115 4.5V7',
} as const;

interface ItemButtonsProps {
  /** The control ids' stem: the list moves focus back to the button that was used. */
  id: string;
  /** "Feature 3": each button's name says which item and where it is. */
  name: string;
  first: boolean;
  last: boolean;
  onMove: (offset: -1 | 1) => void;
  /** None in a list whose records are deleted elsewhere (a section's ordered rows). */
  onRemove?: () => void;
}

/**
 * An item's Move up, Move down and Remove (if it can be). At the ends a move is marked disabled with
 * aria-disabled rather than `disabled`, so a keyboard user's focus stays on the button.
 */
export function ItemButtons({ id, name, first, last, onMove, onRemove }: ItemButtonsProps) {
  const t = useTranslations('AdminForm');
  const buttons: { icon: keyof typeof ICONS; label: string; disabled: boolean; act: () => void }[] = [
    { icon: 'up', label: t('moveUp', { name }), disabled: first, act: () => onMove(-1) },
    { icon: 'down', label: t('moveDown', { name }), disabled: last, act: () => onMove(1) },
    ...(onRemove ? [{ icon: 'remove' as const, label: t('remove', { name }), disabled: false, act: onRemove }] : []),
  ];
  return (
    <div className="flex shrink-0 items-center gap-1.5">
      {buttons.map(({ icon, label, disabled, act }) => (
        <button
          key={icon}
          id={`${id}-${icon}`}
          type="button"
          aria-label={label}
          title={label}
          aria-disabled={disabled || undefined}
          onClick={() => {
            if (!disabled) act();
          }}
          className={`${buttonClass} ${icon === 'remove' ? 'hover:!border-red-700 hover:!text-red-700' : ''}`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 fill-none stroke-current"
            strokeWidth={icon === 'remove' ? 1.8 : 2}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={ICONS[icon]} />
          </svg>
        </button>
      ))}
    </div>
  );
}
