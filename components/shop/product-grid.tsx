import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { DigitalProduct } from '@/lib/content/types';

interface ProductGridProps {
  products: DigitalProduct[];
  /** Each product's card, made once for the whole catalog (see ProductCatalog). */
  cards: ReadonlyMap<string, ReactNode>;
}

export function ProductGrid({ products, cards }: ProductGridProps) {
  if (products.length === 0) return <EmptyCategory />;
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
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
