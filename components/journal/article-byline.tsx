import { getTranslations } from 'next-intl/server';
import type { Article } from '@/lib/content/articles';
import { getPageContent } from '@/lib/content/pages';
import { OptimizedImage } from '@/components/ui/optimized-image';

/** Who wrote it: a person of the about page's team by name gets her portrait and role; any other name stands alone. */
export async function ArticleByline({ article }: { article: Article }) {
  const [t, { team }] = await Promise.all([getTranslations('Journal'), getPageContent('about')]);
  const name = article.author.trim();
  const person = team.people.find((member) => member.name.trim().toLowerCase() === name.toLowerCase());
  return (
    <div className="flex items-center gap-4">
      {person?.photo.src && (
        <OptimizedImage
          src={person.photo.src}
          // Her name follows in words: the portrait adds nothing to read.
          alt=""
          width={96}
          height={96}
          sizes="48px"
          className="size-12 rounded-full bg-blush object-cover"
        />
      )}
      <p className="text-sm leading-snug">
        <span className="text-muted">{t('writtenBy')}</span> <span className="font-semibold text-ink">{person?.name ?? name}</span>
        {person?.role && <span className="block text-muted">{person.role}</span>}
      </p>
    </div>
  );
}
