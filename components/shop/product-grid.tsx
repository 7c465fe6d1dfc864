import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { DigitalProduct } from '@/lib/content/types';

interface ProductGridProps {
  products: DigitalProduct[];
  /** Each product's card, made once for the whole catalog (see ProductCatalog). */
  cards: ReadonlyMap<string, ReactNode>;
  /** Id of the heading that names the list. */
  labelledBy: string;
}

/**
 * One grid for all products of a view: two narrow cards a row on a phone, three from tablets up.
 * An odd number of products on a phone would leave half of the last row empty, so the first one is
 * then a feature across the row (ProductCard reads data-feature).
 */
export function ProductGrid({ products, cards, labelledBy }: ProductGridProps) {
  if (products.length === 0) return <EmptyCategory />;
  return (
    <ul aria-labelledby={labelledBy} className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 md:grid-cols-3 md:gap-y-14 lg:gap-x-8">
      {products.map((product, index) => (
        <li
          key={product.id}
          data-feature={index === 0 && products.length % 2 === 1 ? '' : undefined}
          className="group/slot flex max-md:data-feature:col-span-2"
        >
          {cards.get(product.id)}
        </li>
      ))}
    </ul>
  );
}

export async function EmptyCategory() {
  const t = await getTranslations('ShopPage');
  return <p className="rounded-3xl bg-white px-6 py-12 text-center text-muted ring-1 ring-plum/5">{t('empty')}</p>;
}
