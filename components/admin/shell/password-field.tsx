'use client';

import { useState, type InputHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; className: string };

/** A password input with a show/hide toggle whose accessible name says what it will do. */
export function PasswordField({ id, className, ...props }: PasswordFieldProps) {
  const t = useTranslations('AdminLogin');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} id={id} type={visible ? 'text' : 'password'} className={`${className} pr-12`} />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        aria-controls={id}
        className="absolute right-2 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full text-muted transition-colors hover:bg-blush hover:text-plum"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 fill-none stroke-current"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
}
