import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { DemoCheckout } from '@/lib/shop/checkout/demo-checkout';
import { CANCEL_BUTTON, PAY_BUTTON } from './button-styles';

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
          <a href={checkout.successUrl} className={PAY_BUTTON}>
            {t('viewPurchase')}
          </a>
        )}
        <Link href={productsPath} className={paid ? CANCEL_BUTTON : PAY_BUTTON}>
          {t('backToProducts')}
        </Link>
      </div>
    </div>
  );
}
