import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { projectHref } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import type { Article } from '@/lib/content/articles';
import { getDigitalProducts } from '@/lib/content/products';
import { getProjects } from '@/lib/content/projects';
import { formatPrice } from '@/lib/shop/money';
import { safeImageSrc } from '@/lib/rich-text/urls';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { HOVER_ZOOM } from '@/components/projects/project-picture';
import { heroAlt } from '@/components/projects/project-alt';
import { getCategoryLabel } from '@/components/projects/category-label';

interface Item {
  key: string;
  href: string;
  image: string | null;
  alt: string;
  eyebrow: string;
  title: string;
}

function RelatedCard({ item }: { item: Item }) {
  return (
    <li className="group relative">
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-blush">
        {item.image && (
          <OptimizedImage
            src={item.image}
            alt={item.alt}
            fill
            unoptimized={!item.image.startsWith('/')}
            sizes="(min-width: 1024px) 380px, (min-width: 768px) 45vw, 100vw"
            className={`object-cover ${HOVER_ZOOM}`}
          />
        )}
      </div>
      <p className="mt-4 text-xs font-semibold uppercase tracking-[0.18em] text-rose-deep">{item.eyebrow}</p>
      <h3 className="mt-2 text-xl leading-snug">
        <Link href={item.href} className="card-link">
          {item.title}
        </Link>
      </h3>
    </li>
  );
}

/**
 * The projects and templates an article names, in the order the studio chose them; one that is
 * gone or not public is left out, and the section with it when none is left.
 */
export async function RelatedWork({ article, locale }: { article: Article; locale: Locale }) {
  const [t, projects, products, categoryLabel] = await Promise.all([
    getTranslations('Journal'),
    getProjects(locale),
    getDigitalProducts(locale),
    getCategoryLabel(),
  ]);
  const projectItems: Item[] = article.related_project_ids.flatMap((id) => {
    const project = projects.find((candidate) => candidate.id === id);
    if (!project) return [];
    const image = safeImageSrc(project.hero_image ?? project.image_url ?? undefined);
    return [
      { key: id, href: projectHref(project), image, alt: heroAlt(project), eyebrow: categoryLabel(project.category), title: project.title },
    ];
  });
  const productItems: Item[] = article.related_product_ids.flatMap((id) => {
    const product = products.find((candidate) => candidate.id === id);
    if (!product) return [];
    const price = formatPrice(product.price, product.currency, locale);
    return [
      {
        key: id,
        href: `/digital-products/${product.id}`,
        image: safeImageSrc(product.image_url),
        alt: '',
        eyebrow: price,
        title: product.title,
      },
    ];
  });
  const groups = [
    { id: 'related-projects', title: t('relatedProjects'), items: projectItems },
    { id: 'related-products', title: t('relatedProducts'), items: productItems },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="mx-auto mt-24 max-w-7xl space-y-20 border-t border-plum/10 px-5 pt-20 sm:px-8">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id} className="text-3xl leading-tight sm:text-4xl">
            {group.title}
          </h2>
          <ul className="mt-10 grid gap-x-10 gap-y-12 md:grid-cols-2 lg:grid-cols-3">
            {group.items.map((item) => (
              <RelatedCard key={item.key} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
