import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';

// The looks are utilities in app/globals.css (`btn` and `btn-{variant}`): a button's dozen
// utilities were written twice on every page, in its HTML and RSC payload. Written out in full,
// not built from the key, so Tailwind finds each class in the source.
const VARIANTS = {
  primary: 'btn btn-primary',
  secondary: 'btn btn-secondary',
  light: 'btn btn-light',
  'outline-light': 'btn btn-outline-light',
} as const;

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: keyof typeof VARIANTS };

/** A localized link styled as a button. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <Link className={className ? `${VARIANTS[variant]} ${className}` : VARIANTS[variant]} {...props} />;
}
