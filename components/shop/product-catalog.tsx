import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import type { DigitalProduct, ProductCategory } from '@/lib/content/types';
import { groupByCategory, groupBySubcategory } from '@/lib/shop/products/grouping';
import { SectionHeading } from '@/components/ui/section-heading';
import { CategoryFilter, type FilterOption } from './category-filter';
import { getCategoryText } from './category-text';
import { ProductCard } from './product-card';
import { EmptyCategory, ProductGrid } from './product-grid';

/** Value of the 'All categories' option: no category has an empty name. */
const ALL = '';

interface ProductCatalogProps {
  products: DigitalProduct[];
  categories: ProductCategory[];
  locale: Locale;
}

/**
 * The filterable product list. Every view is rendered here on the server; the client filter only
 * chooses which one is shown, so all products are in the page's HTML.
 *
 * A product shows in the 'All' view and in its category's view, but its card element is made once
 * and placed in both: React's flight data then carries the card once and refers to it the second
 * time, instead of sending every card twice in the page.
 */
export async function ProductCatalog({ products, categories, locale }: ProductCatalogProps) {
  const t = await getTranslations('ShopPage');
  const describe = await getCategoryText();

  const byCategory = groupByCategory(
    products,
    categories.map((entry) => entry.category),
  );
  // The first picture of the first view is the likely largest paint: it loads early.
  const firstShown = byCategory[0]?.products[0]?.id;
  const cards = new Map(
    products.map((product) => [
      product.id,
      <ProductCard key={product.id} product={product} locale={locale} priority={product.id === firstShown} />,
    ]),
  );

  const allView =
    byCategory.length === 0 ? (
      <EmptyCategory />
    ) : (
      <div className="flex flex-col gap-16 sm:gap-24">
        {byCategory.map((group) => {
          const { slug, name, description } = describe(group.name);
          return (
            <CategorySection key={group.name} anchor={slug} headingId={`${slug}-heading`} name={name} description={description}>
              <ProductGrid products={group.products} cards={cards} labelledBy={`${slug}-heading`} />
            </CategorySection>
          );
        })}
      </div>
    );

  // One category: a single grid, its products kept together by subcategory, which each card names.
  // Headings per subcategory would leave most of a row empty whenever a subcategory has one product.
  const categoryView = (category: string) => {
    const groups = groupBySubcategory(products, category);
    if (groups.length === 0) return <EmptyCategory />;
    const { slug, name, description } = describe(category);
    const headingId = `${slug}-view-heading`;
    const collections = groups.filter((group) => group.name !== null);
    return (
      <CategorySection headingId={headingId} name={name} description={description}>
        {collections.length > 1 && (
          <p className="-mt-3 mb-8 text-sm text-muted lg:-mt-5 lg:mb-10">
            <span className="font-semibold text-plum">{t('collectionsLabel')}</span>{' '}
            {collections.map((group) => t('collectionCount', { name: group.name!, count: group.products.length })).join(' · ')}
          </p>
        )}
        <ProductGrid products={groups.flatMap((group) => group.products)} cards={cards} labelledBy={headingId} />
      </CategorySection>
    );
  };

  const options: FilterOption[] = [
    { value: ALL, label: t('allCategories') },
    ...categories.map((entry) => ({ value: entry.category, label: describe(entry.category).name, count: entry.count })),
  ];
  const views = Object.fromEntries([[ALL, allView], ...categories.map((entry) => [entry.category, categoryView(entry.category)])]);

  return (
    <div className="mx-auto max-w-7xl px-5 py-10 sm:px-8 sm:py-16">
      <CategoryFilter label={t('filterLabel')} options={options} views={views} />
    </div>
  );
}

interface CategorySectionProps {
  /** The section's anchor: the 'All' view's sections have one (docs/behaviour.md#digital-products), a single category's view none. */
  anchor?: string;
  headingId: string;
  name: string;
  description: string | null;
  children: ReactNode;
}

function CategorySection({ anchor, headingId, name, description, children }: CategorySectionProps) {
  return (
    <section id={anchor} aria-labelledby={headingId} className="scroll-mt-28">
      <SectionHeading align="start" id={headingId} title={name} lead={description ?? undefined} />
      {children}
    </section>
  );
}
