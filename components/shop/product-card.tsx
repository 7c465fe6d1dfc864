import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { DigitalProduct } from '@/lib/content/types';
import { formatPrice } from '@/lib/shop/money';
import { ArrowIcon } from '@/components/ui/arrow-icon';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { analyticsItem } from './analytics-item';
import { BuyButton } from './buy-button';

interface ProductCardProps {
  product: DigitalProduct;
  locale: Locale;
  priority?: boolean;
}

/**
 * A product led by its picture, like the portfolio's cards. Its picture and its text are each laid
 * out by their own width (container queries), not the screen's: on a phone two narrow cards share
 * a row and stack their actions; a card wide enough sets View Details and Buy Now side by side.
 * In a grid slot marked data-feature (see ProductGrid) a phone shows it across the row, picture
 * beside text.
 */
export async function ProductCard({ product, locale, priority = false }: ProductCardProps) {
  const t = await getTranslations('ShopPage');
  const price = formatPrice(product.price, product.currency, locale);
  const titleId = `product-${product.id}-title`;
  const href = `/digital-products/${product.id}`;

  return (
    <article
      aria-labelledby={titleId}
      className="group flex w-full flex-col max-md:group-data-feature/slot:flex-row max-md:group-data-feature/slot:gap-4"
    >
      <div className="@container relative max-md:group-data-feature/slot:w-1/2 max-md:group-data-feature/slot:shrink-0 max-md:group-data-feature/slot:self-start">
        {/* The picture leads to the details too; keyboard and screen reader users get the named link below. */}
        <Link href={href} tabIndex={-1} aria-hidden="true" className="relative block aspect-square overflow-hidden rounded-2xl bg-blush">
          <OptimizedImage
            src={product.image_url}
            alt=""
            fill
            priority={priority}
            sizes="(min-width: 1280px) 390px, (min-width: 768px) 33vw, 50vw"
            className="object-cover motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-out motion-safe:group-hover:scale-[1.03]"
          />
        </Link>
        <p className="absolute right-2 top-2 rounded-full bg-white/95 px-2.5 py-0.5 font-serif text-base font-semibold text-plum shadow-sm @[16rem]:right-4 @[16rem]:top-4 @[16rem]:px-4 @[16rem]:py-1.5 @[16rem]:text-lg">
          {price}
        </p>
      </div>
      <div className="@container flex flex-1 flex-col pt-3 max-md:group-data-feature/slot:pt-0 @[16rem]:pt-5">
        {/* Kept when empty, so that the titles of a row line up. */}
        <p className="min-h-4 text-[0.6875rem] font-semibold uppercase leading-4 tracking-[0.16em] text-rose-deep">{product.subcategory}</p>
        <h3 id={titleId} className="mt-1.5 text-lg leading-snug text-balance @[16rem]:text-2xl">
          {product.title}
        </h3>
        <p className="mt-2 line-clamp-2 text-[0.8125rem] leading-relaxed text-muted @[16rem]:line-clamp-3 @[16rem]:text-sm">
          {product.description}
        </p>
        <div className="mt-auto flex flex-col gap-1 pt-3 @[16rem]:flex-row @[16rem]:items-center @[16rem]:justify-between @[16rem]:gap-3 @[16rem]:pt-5">
          <Link
            href={href}
            aria-describedby={titleId}
            className="inline-flex min-h-10 items-center justify-center gap-1.5 text-sm font-semibold text-plum underline-offset-4 hover:text-rose-deep hover:underline"
          >
            {t('viewDetails')} <ArrowIcon direction="right" />
          </Link>
          <BuyButton
            item={analyticsItem(product)}
            locale={locale}
            label={t('buyNow', { price })}
            busyLabel={t('processing')}
            failureMessage={t('purchaseFailed')}
            failureStyle="toast"
            describedBy={titleId}
            className="min-h-11 !px-5"
          />
        </div>
      </div>
    </article>
  );
}
