'use client';

import { useTranslations } from 'next-intl';
import { isServiceInterest, SERVICE_KEYS } from '@/lib/contact/fields';

/**
 * A message's or a booking's service by its name in the admin's language: the stored value is the English name
 * the contact or booking form sent. A value no longer offered (an older form's) is shown as stored.
 */
export function useServiceName(): (service: string) => string {
  const t = useTranslations('AdminServices');
  return (service) => (isServiceInterest(service) ? t(SERVICE_KEYS[service]) : service);
}
