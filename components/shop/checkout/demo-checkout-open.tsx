import { getTranslations } from 'next-intl/server';
import type { DemoCheckout } from '@/lib/shop/checkout/demo-checkout';
import { CANCEL_BUTTON } from './button-styles';
import { DemoPayForm } from './demo-pay-form';
import { formatPaid } from '@/lib/shop/money';

interface DemoCheckoutOpenProps {
  checkout: DemoCheckout;
  payable: boolean;
  /** The server refused the e-mail address of the last Pay (see the pay route). */
  emailRefused?: boolean;
}

/**
 * The open checkout: what is bought, for how much, the buyer's e-mail and the two buttons (plain
 * form posts). A visitor who may not pay (anyone but the admin on a public site) is told so
 * instead of being offered a Pay button that would be refused.
 */
export async function DemoCheckoutOpen({ checkout, payable, emailRefused = false }: DemoCheckoutOpenProps) {
  const t = await getTranslations({ locale: checkout.locale, namespace: 'DemoCheckout' });
  const amount = formatPaid(checkout.amountTotal, checkout.currency, checkout.locale);
  const action = `/api/payments/demo/${checkout.id}`;
  const cancel = (
    <form action={`${action}/cancel`} method="post" className="flex-auto sm:flex-1">
      <button type="submit" className={CANCEL_BUTTON}>
        {t('cancel')}
      </button>
    </form>
  );
  return (
    <div className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/10 sm:p-10">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-rose-deep">{t('eyebrow')}</p>
      <h1 className="mt-3 text-3xl sm:text-4xl">{t('title')}</h1>
      <div role="note" className="mt-6 rounded-2xl border border-gold/60 bg-cream px-4 py-3 text-sm text-ink">
        <p className="font-semibold text-plum">{t('testMode')}</p>
        <p className="mt-1 text-muted">{t('testModeText')}</p>
      </div>
      <dl className="mt-6 divide-y divide-plum/10 border-y border-plum/10">
        <div className="flex flex-col gap-1 py-3 sm:flex-row sm:py-4 sm:justify-between sm:gap-6">
          <dt className="text-sm text-muted">{t('product')}</dt>
          <dd className="font-medium text-ink sm:text-right">{checkout.productTitle}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-6 py-3 sm:py-4">
          <dt className="text-sm text-muted">{t('total')}</dt>
          <dd className="font-serif text-2xl font-semibold text-plum">{amount}</dd>
        </div>
      </dl>
      {payable ? (
        <DemoPayForm
          action={`${action}/pay`}
          labels={{
            email: t('email'),
            emailHint: t('emailHint'),
            emailPlaceholder: t('emailPlaceholder'),
            emailError: t('emailError'),
            pay: t('pay', { amount }),
          }}
          refused={emailRefused}
          notice={<p className="mt-6 text-sm leading-relaxed text-muted">{t('withdrawalConsentGiven')}</p>}
          cancel={cancel}
        />
      ) : (
        <>
          <div role="note" className="mt-6 rounded-2xl border border-plum/20 bg-cream px-4 py-3 text-sm">
            <p className="font-semibold text-plum">{t('adminOnlyTitle')}</p>
            <p className="mt-1 text-muted">{t('adminOnlyText')}</p>
          </div>
          <div className="mt-6 flex">{cancel}</div>
        </>
      )}
      <p className="mt-6 text-center text-xs text-muted">{t('expiresNote')}</p>
    </div>
  );
}
