import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { DigitalProduct } from '@/lib/content/types';
import { getPageContent } from '@/lib/content/pages';
import { DISCOUNT_REFUSAL_REASONS } from '@/lib/shop/discounts/reasons';
import { formatPrice } from '@/lib/shop/money';
import { getPublicSeller } from '@/lib/shop/seller/public';
import { ArrowIcon } from '@/components/ui/arrow-icon';
import { Badge } from '@/components/ui/badge';
import { analyticsItem } from './analytics-item';
import { BuyButton } from './buy-button';
import { DiscountCodeField, DiscountCodeProvider, type DiscountCodeTexts } from './discount-code';
import { getCategoryText } from './category-text';
import { ProductGallery } from './product-gallery';
import { ProductViewTracker } from './product-view-tracker';
import { PurchaseConsentProvider, WithdrawalConsentBox } from './purchase-consent';
import { StickyBuyBar } from './sticky-buy-bar';

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

/** The page's own buy box (the phone's bar appears when it scrolls away) and the end of the product's content. */
export const BUY_BOX_ID = 'product-buy-box';
export const PRODUCT_END_ID = 'product-end';

/**
 * The top of a product page: the gallery, and beside it (from laptops up, sticky in its column) the
 * title, the price once, the description, the withdrawal consent's checkbox, "Add a code" and the Buy button
 * (every Buy needs the tick: components/shop/purchase-consent.tsx); under the gallery what the buyer gets
 * (the product's files, and what they work with) and what every product includes. On a phone the
 * price and Buy button follow in a bar at the bottom once the buy box has scrolled away; its Buy
 * without the tick brings the buyer back to the box.
 */
export async function ProductDetail({ product, locale }: { product: DigitalProduct; locale: Locale }) {
  const [t, categoryText, { product: texts }, gallery, seller] = await Promise.all([
    getTranslations('ProductDetail'),
    getCategoryText(),
    getPageContent('shop'),
    ProductGallery({ product }),
    getPublicSeller(),
  ]);
  const item = analyticsItem(product);
  const price = formatPrice(product.price, product.currency, locale);
  // Consumer prices are stated with their VAT (prisopplysningsforskriften); an unregistered seller charges none.
  const paymentNote = !seller?.vat_registered
    ? t('oneTimePayment')
    : seller.prices_include_vat
      ? t('oneTimePaymentVatIncluded')
      : t('oneTimePaymentVatAdded');
  // The category's 'What's Included' list (docs/behaviour.md#product-page): its formats line names what it ships.
  const { name: categoryName, included } = categoryText(product.category);
  const discountTexts = {
    add: t('discount.add'),
    label: t('discount.label'),
    hint: t('discount.hint'),
    refused: Object.fromEntries(
      DISCOUNT_REFUSAL_REASONS.map((reason) => [reason, t(`discount.refused.${reason}`)]),
    ) as DiscountCodeTexts['refused'],
  };
  const buy = (className: string) => (
    <BuyButton
      item={item}
      locale={locale}
      label={t('buyNow')}
      busyLabel={t('processing')}
      failureMessage={t('purchaseFailed')}
      describedBy="product-title"
      className={className}
    />
  );

  return (
    <section className="mx-auto max-w-7xl px-5 pb-16 pt-10 sm:px-8">
      <PurchaseConsentProvider>
        <DiscountCodeProvider>
          <ProductViewTracker item={item} />
          <Link href="/digital-products" className="back-link gap-1">
            <ArrowIcon direction="left" /> {t('breadcrumb')}
          </Link>
          <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-x-14 lg:gap-y-12">
            <div className="lg:col-start-1">{gallery}</div>

            <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <div className="lg:sticky lg:top-28">
                <Badge>{product.subcategory ?? categoryName}</Badge>
                <h1 id="product-title" className="mt-5 text-4xl leading-tight text-balance sm:text-5xl">
                  {product.title}
                </h1>
                <p className="mt-5 text-lg leading-relaxed text-pretty text-ink">{product.description}</p>
                <div id={BUY_BOX_ID} className="mt-8 scroll-mt-28 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <p className="font-serif text-4xl text-plum">{price}</p>
                    <p className="text-sm text-muted">{paymentNote}</p>
                  </div>
                  <WithdrawalConsentBox label={t('withdrawalConsent')} error={t('withdrawalConsentMissing')} />
                  <DiscountCodeField texts={discountTexts} />
                  {buy('mt-5 w-full !py-4 !text-base')}
                  <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold text-plum">
                    {[
                      { label: t('commercialLicense'), icon: LICENSE_ICON },
                      { label: t('lifetimeAccess'), icon: INFINITY_ICON },
                    ].map((badge) => (
                      <li key={badge.label} className="inline-flex items-center gap-2">
                        <Icon path={badge.icon} className="size-4 text-rose-deep" />
                        {badge.label}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </div>

            <div className="grid gap-10 lg:col-start-1">
              {product.contents.length > 0 && (
                <div>
                  <h2 className="text-2xl">{t('filesTitle')}</h2>
                  <ul className="mt-5 divide-y divide-plum/10 border-y border-plum/10">
                    {product.contents.map((line) => (
                      <li key={line} className="file-item py-3.5 text-ink">
                        {line}
                      </li>
                    ))}
                  </ul>
                  {product.compatibility && <p className="mt-4 text-sm font-semibold text-plum">{product.compatibility}</p>}
                </div>
              )}
              {included.length > 0 && (
                <div>
                  <h2 className="text-2xl">{texts.includedTitle}</h2>
                  <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                    {included.map((entry) => (
                      <li key={entry.id} className="checked-item text-ink">
                        {entry.text}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          </div>
          <StickyBuyBar watchId={BUY_BOX_ID} endId={PRODUCT_END_ID}>
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-plum">{product.title}</p>
              <p className="font-serif text-xl text-plum">{price}</p>
            </div>
            {buy('shrink-0 !px-6')}
          </StickyBuyBar>
        </DiscountCodeProvider>
      </PurchaseConsentProvider>
    </section>
  );
}
