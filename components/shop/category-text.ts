import 'server-only';
import { getTranslations } from 'next-intl/server';
import { categorySlug } from '@/lib/shop/products/grouping';

export interface CategoryText {
  slug: string;
  name: string;
  description: string | null;
}

/**
 * Translates product categories. They are stored in English; the known ones have messages, any
 * other is shown as stored, without a description.
 */
export async function getCategoryText(): Promise<(category: string) => CategoryText> {
  const t = await getTranslations('ShopCategories');
  return (category) => {
    const slug = categorySlug(category);
    return {
      slug,
      name: t.has(`${slug}.name`) ? t(`${slug}.name`) : category,
      description: t.has(`${slug}.description`) ? t(`${slug}.description`) : null,
    };
  };
}
