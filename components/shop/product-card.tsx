import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { DigitalProduct } from '@/lib/content/types';
import { formatPrice } from '@/lib/shop/money';
import { ArrowIcon } from '@/components/ui/arrow-icon';
import { KeepCompounds } from '@/components/ui/keep-compounds';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { BUY_BOX_ID } from './product-detail';

interface ProductCardProps {
  product: DigitalProduct;
  locale: Locale;
  priority?: boolean;
}

/**
 * A product led by its picture. On a phone every card is the same row, picture beside the text,
 * so the whole title fits; from tablets up the picture heads the card. The price is said once, in
 * the card's one buy action, a quiet button: the page's colour is kept for the product page. It
 * leads to the product page's buy box, where the buyer ticks the withdrawal consent that every
 * checkout needs (lib/shop/checkout/withdrawal.ts).
 */
export async function ProductCard({ product, locale, priority = false }: ProductCardProps) {
  const t = await getTranslations('ShopPage');
  const price = formatPrice(product.price, product.currency, locale);
  const titleId = `product-${product.id}-title`;
  const href = `/digital-products/${product.id}`;

  return (
    <article aria-labelledby={titleId} className="group grid w-full grid-cols-[8rem_minmax(0,1fr)] gap-4 md:flex md:flex-col md:gap-0">
      {/* The picture leads to the details too; keyboard and screen reader users get the named link below. */}
      <Link
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className="relative block aspect-square w-full self-start overflow-hidden rounded-2xl bg-blush"
      >
        <OptimizedImage
          src={product.image_url}
          alt=""
          fill
          priority={priority}
          sizes="(min-width: 1280px) 390px, (min-width: 768px) 33vw, 128px"
          className="object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col md:pt-5">
        {/* Kept when empty from tablets up, so that the titles of a row line up; a phone's row has no neighbour. */}
        <p className="min-h-4 text-[0.6875rem] font-semibold uppercase leading-4 tracking-[0.16em] text-rose-deep max-md:empty:hidden">
          {product.subcategory}
        </p>
        <h3 id={titleId} className="mt-1 text-lg leading-snug text-balance md:mt-1.5 md:text-2xl">
          {product.title}
        </h3>
        <p className="mt-2 line-clamp-2 text-[0.8125rem] leading-relaxed text-pretty text-muted md:line-clamp-3 md:text-sm">
          <KeepCompounds text={product.description} />
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-3 md:justify-between md:pt-5">
          <Link
            href={`${href}#${BUY_BOX_ID}`}
            aria-describedby={titleId}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-white px-5 text-sm font-semibold text-plum ring-1 ring-plum/20 transition-colors hover:bg-plum hover:text-cream md:order-2"
          >
            {t('buyNow', { price })}
          </Link>
          <Link
            href={href}
            aria-describedby={titleId}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-plum underline-offset-4 hover:text-rose-deep hover:underline md:order-1"
          >
            {t('viewDetails')} <ArrowIcon direction="right" />
          </Link>
        </div>
      </div>
    </article>
  );
}
