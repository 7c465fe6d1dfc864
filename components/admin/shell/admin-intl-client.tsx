'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';
import { onIntlError } from '@/i18n/missing-message';

/** next-intl's client provider with the project's missing-message rule: a function cannot cross from the server. */
export function AdminIntlClient(props: Omit<ComponentProps<typeof NextIntlClientProvider>, 'onError'>) {
  return <NextIntlClientProvider {...props} onError={onIntlError} />;
}
