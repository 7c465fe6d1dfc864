import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';

/** An unknown project: a 404 that leads back to the portfolio rather than the home page. */
export default async function ProjectNotFound() {
  const t = await getTranslations('ProjectDetail');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-5 py-24 text-center">
      <p aria-hidden="true" className="font-serif text-7xl text-rose-deep">
        404
      </p>
      <h1 className="mt-4 text-4xl">{t('notFoundTitle')}</h1>
      <p className="mt-4 text-muted">{t('notFoundText')}</p>
      <ButtonLink href="/projects" className="mt-8">
        {t('backToProjects')}
      </ButtonLink>
    </section>
  );
}
