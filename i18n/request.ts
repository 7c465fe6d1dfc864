import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { formats } from './formats';
import { onIntlError } from './missing-message';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    formats,
    onError: onIntlError,
    messages: (await import(`../messages/${locale}.json`)).default,
  };
});
