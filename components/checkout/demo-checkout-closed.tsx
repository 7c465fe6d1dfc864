import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { DemoCheckout } from '@/lib/payments/demo-checkout';

const BUTTON = 'inline-flex items-center justify-center rounded-full px-7 py-3 text-sm font-semibold transition-colors';

/** A checkout that can no longer be paid: expired, or paid already (never twice). */
export async function DemoCheckoutClosed({ checkout }: { checkout: DemoCheckout }) {
  const t = await getTranslations({ locale: checkout.locale, namespace: 'DemoCheckout' });
  const paid = checkout.state === 'paid';
  // This page lives outside the localized site, so the link carries its language explicitly.
  const productsPath = localizedPath('/digital-products', checkout.locale);
  return (
    <div className="mt-8 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-plum/10 sm:p-10">
      <h1 className="text-3xl sm:text-4xl">{paid ? t('paidTitle') : t('expiredTitle')}</h1>
      <p className="mt-4 leading-relaxed text-muted">{paid ? t('paidText') : t('expiredText')}</p>
      <div className="mx-auto mt-8 flex max-w-xs flex-col gap-3">
        {paid && (
          <a href={checkout.successUrl} className={`${BUTTON} bg-rose-deep text-white hover:bg-plum`}>
            {t('viewPurchase')}
          </a>
        )}
        <Link
          href={productsPath}
          className={`${BUTTON} ${paid ? 'border border-plum/25 bg-white text-plum hover:border-rose-deep hover:text-rose-deep' : 'bg-rose-deep text-white hover:bg-plum'}`}
        >
          {t('backToProducts')}
        </Link>
      </div>
    </div>
  );
}
