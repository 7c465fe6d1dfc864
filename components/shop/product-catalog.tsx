import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { DigitalProduct, ProductCategory } from '@/lib/content/types';
import { groupByCategory, groupBySubcategory } from '@/lib/shop/grouping';
import { CategoryFilter, type FilterOption } from './category-filter';
import { getCategoryText } from './category-text';
import { ProductCard } from './product-card';
import { EmptyCategory, ProductGrid } from './product-grid';

/** Value of the 'All Categories' option: no category has an empty name. */
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

  const byCategory = groupByCategory(products, categories.map((entry) => entry.category));
  // The first picture of the first view is the likely largest paint: it loads early.
  const firstShown = byCategory[0]?.products[0]?.id;
  const cards = new Map(products.map((product) => [product.id, <ProductCard key={product.id} product={product} locale={locale} priority={product.id === firstShown} />]));
  const allView =
    byCategory.length === 0 ? (
      <EmptyCategory />
    ) : (
      <div className="flex flex-col gap-20">
        {byCategory.map((group) => {
          const { slug, name, description } = describe(group.name);
          return (
            <section key={group.name} id={slug} aria-labelledby={`${slug}-heading`}>
              <div className="mx-auto mb-10 max-w-2xl text-center">
                <h2 id={`${slug}-heading`} className="text-3xl sm:text-4xl">
                  {name}
                </h2>
                {description && <p className="mt-4 text-lg leading-relaxed text-muted">{description}</p>}
              </div>
              <ProductGrid products={group.products} cards={cards} />
            </section>
          );
        })}
      </div>
    );

  const categoryView = (category: string) => {
    const groups = groupBySubcategory(products, category, t('defaultSubcategory'));
    if (groups.length === 0) return <EmptyCategory />;
    return (
      <div className="flex flex-col gap-16">
        {groups.map((group) => (
          <section key={group.name}>
            <h2 className="mb-8 text-center text-3xl sm:text-left">{t('subcategoryCollection', { subcategory: group.name })}</h2>
            <ProductGrid products={group.products} cards={cards} />
          </section>
        ))}
      </div>
    );
  };

  const options: FilterOption[] = [
    { value: ALL, label: t('allCategories') },
    ...categories.map((entry) => ({ value: entry.category, label: describe(entry.category).name, count: entry.count })),
  ];
  const views = Object.fromEntries([[ALL, allView], ...categories.map((entry) => [entry.category, categoryView(entry.category)])]);

  return (
    <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8">
      <CategoryFilter label={t('filterLabel')} options={options} views={views} />
    </div>
  );
}
