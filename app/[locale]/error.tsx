'use client';

import { useEffect } from 'react';
import { useErrorTexts } from '@/components/layout/error-texts';

export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = useErrorTexts();
  useEffect(() => {
    console.error('Page failed to render', error);
  }, [error]);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-5 py-24 text-center">
      <h1 className="text-4xl">{texts.title}</h1>
      <p className="mt-4 text-muted">{texts.text}</p>
      <button type="button" onClick={reset} className="mt-8 rounded-full bg-rose-deep px-7 py-3 font-medium text-white hover:bg-plum">
        {texts.retry}
      </button>
    </section>
  );
}
