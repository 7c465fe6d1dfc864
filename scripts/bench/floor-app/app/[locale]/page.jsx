import { getTranslations, setRequestLocale } from 'next-intl/server';

export default async function FloorPage({ params }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Floor');
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
    </main>
  );
}
