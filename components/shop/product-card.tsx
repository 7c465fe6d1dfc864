import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { DigitalProduct } from '@/lib/content/types';
import { formatPrice } from '@/lib/money';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { analyticsItem } from './analytics-item';
import { BuyButton } from './buy-button';

interface ProductCardProps {
  product: DigitalProduct;
  locale: Locale;
  priority?: boolean;
}

export async function ProductCard({ product, locale, priority = false }: ProductCardProps) {
  const t = await getTranslations('ShopPage');
  const price = formatPrice(product.price, product.currency, locale);
  const titleId = `product-${product.id}-title`;

  return (
    <article aria-labelledby={titleId} className="group flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-plum/5 transition-shadow hover:shadow-lg">
      <div className="relative aspect-square overflow-hidden bg-blush">
        <OptimizedImage
          src={product.image_url}
          alt=""
          fill
          priority={priority}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <p className="absolute right-4 top-4 rounded-full bg-white/95 px-4 py-1.5 font-serif text-lg font-semibold text-plum shadow-sm">{price}</p>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        {product.subcategory && <Badge className="self-start">{product.subcategory}</Badge>}
        <h3 id={titleId} className="text-xl">
          {product.title}
        </h3>
        <p className="text-sm leading-relaxed text-muted">{product.description}</p>
        <div className="mt-auto flex flex-col gap-3 pt-3 sm:flex-row lg:flex-col xl:flex-row">
          <ButtonLink href={`/digital-products/${product.id}`} variant="secondary" aria-describedby={titleId} className="flex-1 !px-5">
            {t('viewDetails')}
          </ButtonLink>
          <BuyButton
            item={analyticsItem(product)}
            locale={locale}
            label={t('buyNow', { price })}
            busyLabel={t('processing')}
            failureMessage={t('purchaseFailed')}
            failureStyle="toast"
            describedBy={titleId}
            className="flex-1 !px-5"
          />
        </div>
      </div>
    </article>
  );
}
