'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { secondaryButtonClass } from './field-styles';
import { Spinner } from './spinner';

interface Loading<Data> {
  data: Data | undefined;
  isLoading: boolean;
  mutate: () => unknown;
}

/**
 * What a section shows of data it fetches (an SWR answer): the data once it is there, a spinner
 * while it comes, else what happened and Try again. Its words are the section's messages
 * `loading`, `loadFailed` and `retry`, unless it names others.
 */
export function Loaded<Data>({
  state,
  namespace,
  loading = 'loading',
  failed = 'loadFailed',
  children,
}: {
  state: Loading<Data>;
  namespace: string;
  /** Other keys of the section's messages for the spinner's label and the failure. */
  loading?: string;
  failed?: string;
  children: (data: Data) => ReactNode;
}) {
  const t = useTranslations(namespace);
  if (state.data !== undefined) return children(state.data);
  if (state.isLoading) return <Spinner label={t(loading)} />;
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-plum/5">
      <p className="text-ink">{t(failed)}</p>
      <button type="button" onClick={() => void state.mutate()} className={secondaryButtonClass}>
        {t('retry')}
      </button>
    </div>
  );
}
