import { getRequestConfig } from 'next-intl/server';

export const LOCALES = ['en', 'no'];

const MESSAGES = {
  en: { Floor: { title: 'Hello world!', text: 'A minimal next-intl page.' } },
  no: { Floor: { title: 'Hei verden!', text: 'En minimal next-intl-side.' } },
};

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = LOCALES.includes(requested) ? requested : 'en';
  return { locale, messages: MESSAGES[locale] };
});
