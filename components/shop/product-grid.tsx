import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { DigitalProduct } from '@/lib/content/types';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: DigitalProduct[];
  locale: Locale;
  /** Loads the first image early: set for the first grid of the page. */
  priorityFirst?: boolean;
}

export async function ProductGrid({ products, locale, priorityFirst = false }: ProductGridProps) {
  if (products.length === 0) return <EmptyCategory />;
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} locale={locale} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}

export async function EmptyCategory() {
  const t = await getTranslations('ShopPage');
  return <p className="rounded-3xl bg-white px-6 py-12 text-center text-muted ring-1 ring-plum/5">{t('empty')}</p>;
}
