import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { hashtag } from './project-year';

/** Beside the story: the project's tags and the invitation to start a project of one's own. */
export async function ProjectAside({ tags }: { tags: string[] }) {
  const t = await getTranslations('ProjectDetail');
  return (
    <aside className="flex flex-col gap-6 lg:sticky lg:top-28">
      {tags.length > 0 && (
        <section aria-labelledby="project-tags" className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-plum/5">
          <h2 id="project-tags" className="text-xl">
            {t('tags')}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag} className="rounded-full bg-blush px-3 py-1 text-sm font-medium text-rose-deep">
                {hashtag(tag)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="project-cta" className="rounded-3xl bg-plum p-7 text-cream">
        <h2 id="project-cta" className="text-2xl text-cream">
          {t('ctaTitle')}
        </h2>
        <p className="mt-3 leading-relaxed text-cream/80">{t('ctaText')}</p>
        <ButtonLink href="/contact" variant="light" className="mt-6 w-full">
          {t('startProject')}
        </ButtonLink>
      </section>
    </aside>
  );
}
