'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Error');
  useEffect(() => {
    console.error('Page failed to render', error);
  }, [error]);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-5 py-24 text-center">
      <h1 className="text-4xl">{t('title')}</h1>
      <p className="mt-4 text-muted">{t('text')}</p>
      <button type="button" onClick={reset} className="mt-8 rounded-full bg-rose-deep px-7 py-3 font-medium text-white hover:bg-plum">
        {t('retry')}
      </button>
    </section>
  );
}
