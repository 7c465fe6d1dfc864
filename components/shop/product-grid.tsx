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

/** One grid for all products of a view: one row per product on a phone, three cards a row from tablets up. */
export function ProductGrid({ products, cards, labelledBy }: ProductGridProps) {
  if (products.length === 0) return <EmptyCategory />;
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-y-8 md:grid-cols-3 md:gap-x-6 md:gap-y-14 lg:gap-x-8">
      {products.map((product) => (
        <li key={product.id} className="flex">
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
