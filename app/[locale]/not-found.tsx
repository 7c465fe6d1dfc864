import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';

export default async function LocaleNotFound() {
  const t = await getTranslations('NotFound');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-5 py-24 text-center">
      <p className="font-serif text-7xl text-rose-deep">404</p>
      <h1 className="mt-4 text-4xl">{t('title')}</h1>
      <p className="mt-4 text-muted">{t('text')}</p>
      <ButtonLink href="/" className="mt-8">
        {t('home')}
      </ButtonLink>
    </section>
  );
}
