'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { ModalLoading } from './modal-loading';

/**
 * A section's form modal whose code (editor, drop zones, schema) is only fetched when it is first
 * opened or preloaded, so it weighs nothing on the page's first load. Meanwhile the `modalLoading`
 * text of the `namespace` messages stands in for it.
 */
export function lazyFormModal<Props>(load: () => Promise<ComponentType<Props>>, namespace: string) {
  function ModalLoadingText() {
    const t = useTranslations(namespace);
    return <ModalLoading label={t('modalLoading')} />;
  }
  return dynamic(load, { ssr: false, loading: () => <ModalLoadingText /> });
}
