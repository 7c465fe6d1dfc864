import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { DigitalProduct } from '@/lib/content/types';
import { getPageContent } from '@/lib/content/pages';
import { formatPrice } from '@/lib/shop/money';
import { ArrowIcon } from '@/components/ui/arrow-icon';
import { Badge } from '@/components/ui/badge';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { analyticsItem } from './analytics-item';
import { BuyButton } from './buy-button';
import { getCategoryText } from './category-text';
import { ProductViewTracker } from './product-view-tracker';

const CHECK_ICON = 'M5 12.5l4.5 4.5L19 7.5';
const LICENSE_ICON = 'M12 3l7 3v6c0 4.2-3 7.7-7 9-4-1.3-7-4.8-7-9V6z';

const INFINITY_ICON = 'M7 15.5a3.5 3.5 0 110-7c3.5 0 6.5 7 10 7a3.5 3.5 0 100-7c-3.5 0-6.5 7-10 7z';

function Icon({ path, className }: { path: string; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

/** The top of a product page: image, price, description, what is included and the Buy button. */
export async function ProductDetail({ product, locale }: { product: DigitalProduct; locale: Locale }) {
  const [t, categoryText, { product: texts }] = await Promise.all([
    getTranslations('ProductDetail'),
    getCategoryText(),
    getPageContent('shop'),
  ]);
  const item = analyticsItem(product);
  // The category's 'What's Included' list (docs/behaviour.md#product-page): its formats line names what it ships.
  const { name: categoryName, included } = categoryText(product.category);

  return (
    <section className="mx-auto max-w-7xl px-5 pb-16 pt-10 sm:px-8">
      <ProductViewTracker item={item} />
      <Link
        href="/digital-products"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-rose-deep hover:text-plum"
      >
        <ArrowIcon direction="left" /> {t('breadcrumb')}
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="relative aspect-square overflow-hidden rounded-3xl bg-blush shadow-sm ring-1 ring-plum/5 lg:sticky lg:top-28 lg:self-start">
          <OptimizedImage src={product.image_url} alt="" fill priority sizes="(min-width: 1024px) 600px, 100vw" className="object-cover" />
        </div>
        <div>
          <Badge>{product.subcategory ?? categoryName}</Badge>
          <h1 className="mt-5 text-4xl leading-tight sm:text-5xl">{product.title}</h1>
          <p className="mt-5 font-serif text-4xl text-rose-deep">{formatPrice(product.price, product.currency, locale)}</p>
          <p className="mt-1 text-sm text-muted">{t('oneTimePayment')}</p>
          <p className="mt-6 text-lg leading-relaxed text-ink">{product.description}</p>

          <BuyButton
            item={item}
            locale={locale}
            label={t('buyNow')}
            busyLabel={t('processing')}
            failureMessage={t('purchaseFailed')}
            failureStyle="alert"
            className="mt-8 w-full !py-4 !text-base sm:w-auto sm:!px-12"
          />
          <ul className="mt-6 flex flex-wrap gap-3 text-sm font-semibold text-plum">
            {[
              { label: t('commercialLicense'), icon: LICENSE_ICON },
              { label: t('lifetimeAccess'), icon: INFINITY_ICON },
            ].map((badge) => (
              <li key={badge.label} className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 ring-1 ring-plum/10">
                <Icon path={badge.icon} className="size-4 text-rose-deep" />
                {badge.label}
              </li>
            ))}
          </ul>

          {included.length > 0 && (
            <div className="mt-10 rounded-3xl bg-white p-7 shadow-sm ring-1 ring-plum/5">
              <h2 className="text-2xl">{texts.includedTitle}</h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {included.map((entry) => (
                  <li key={entry.id} className="flex items-start gap-3 text-ink">
                    <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-blush text-rose-deep">
                      <Icon path={CHECK_ICON} className="size-3.5" />
                    </span>
                    {entry.text}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
