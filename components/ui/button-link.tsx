import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';

const VARIANTS = {
  primary: 'bg-rose-deep text-white hover:bg-plum',
  secondary: 'border border-plum/25 bg-white/70 text-plum hover:border-rose-deep hover:text-rose-deep',
  light: 'bg-cream text-plum hover:bg-blush',
  'outline-light': 'border border-cream/40 text-cream hover:bg-cream/10',
} as const;

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: keyof typeof VARIANTS };

/** A localized link styled as a button. */
export function ButtonLink({ variant = 'primary', className = '', ...props }: ButtonLinkProps) {
  return (
    <Link
      className={`inline-flex items-center justify-center rounded-full px-7 py-3 text-sm font-semibold transition-colors ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
