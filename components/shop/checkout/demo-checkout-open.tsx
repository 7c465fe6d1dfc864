import { getTranslations } from 'next-intl/server';
import type { DemoCheckout } from '@/lib/shop/checkout/demo-checkout';
import { CANCEL_BUTTON } from './button-styles';
import { DemoPayForm } from './demo-pay-form';
import { formatPaid } from '@/lib/shop/money';
import { LOCALE_TAGS } from '@/i18n/locales';
import type { BuyerField } from '@/lib/shop/checkout/buyer-fields';
import type { VatSeller } from '@/lib/shop/vat/compute';
import { COUNTRY_CODES } from '@/lib/shop/vat/countries';

interface DemoCheckoutOpenProps {
  checkout: DemoCheckout;
  payable: boolean;
  /** How the seller charges VAT (the seller's settings). */
  seller: VatSeller;
  /** The field the server refused in the last Pay (see the pay route). */
  refused?: BuyerField | null;
  /** Preselected billing country (guessed from the browser's languages), or null. */
  initialCountry?: string | null;
}

/** Every billing country, named in the page's language and sorted as its readers sort. */
function countryOptions(intl: string): [string, string][] {
  const names = new Intl.DisplayNames([intl], { type: 'region' });
  const collator = new Intl.Collator(intl);
  return COUNTRY_CODES.map((code): [string, string] => [code, names.of(code) ?? code]).sort((a, b) => collator.compare(a[1], b[1]));
}

const LABEL_KEYS = [
  'email',
  'emailHint',
  'emailPlaceholder',
  'emailError',
  'country',
  'countryHint',
  'countryChoose',
  'countryError',
  'business',
  'company',
  'companyError',
  'vatId',
  'vatIdHint',
  'vatIdPlaceholder',
  'vatIdError',
  'price',
  'net',
  'vatNone',
  'vatPending',
  'total',
  'reverseCharge',
  'outsideVat',
] as const;

function pick<Key extends string>(t: (key: Key) => string, keys: readonly Key[]): Record<Key, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<Key, string>;
}

/**
 * The open checkout: what is bought, for how much, the buyer's e-mail and the two buttons (plain
 * form posts). A visitor who may not pay (anyone but the admin on a public site) is told so
 * instead of being offered a Pay button that would be refused.
 */
export async function DemoCheckoutOpen({ checkout, payable, seller, refused = null, initialCountry = null }: DemoCheckoutOpenProps) {
  const t = await getTranslations({ locale: checkout.locale, namespace: 'DemoCheckout' });
  const amount = formatPaid(checkout.amountTotal, checkout.currency, checkout.locale);
  const intl = LOCALE_TAGS[checkout.locale].intl;
  const sale = {
    listed: checkout.amountTotal + checkout.amountDiscount,
    discount: checkout.amountDiscount,
    discountCode: checkout.discountCode,
    currency: checkout.currency,
    intl,
    seller,
  };
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
      <dl className="mt-6 border-t border-plum/10">
        <div className="flex flex-col gap-1 py-3 sm:flex-row sm:py-4 sm:justify-between sm:gap-6">
          <dt className="text-sm text-muted">{t('product')}</dt>
          <dd className="font-medium text-ink sm:text-right">{checkout.productTitle}</dd>
        </div>
      </dl>
      {payable ? (
        <DemoPayForm
          action={`${action}/pay`}
          labels={{
            ...pick(t, LABEL_KEYS),
            // Filled in by the form as the total changes with the country.
            pay: t('pay', { amount: '{amount}' }),
            discount: t('discount', { code: '{code}' }),
            vat: t('vat', { rate: '{rate}' }),
            vatIncluded: t('vatIncluded', { rate: '{rate}' }),
          }}
          sale={sale}
          countries={countryOptions(intl)}
          refused={refused}
          initialCountry={initialCountry}
          notice={<p className="mt-6 text-sm leading-relaxed text-muted">{t('withdrawalConsentGiven')}</p>}
          cancel={cancel}
        />
      ) : (
        <>
          <div role="note" className="mt-6 rounded-2xl border border-plum/20 bg-cream px-4 py-3 text-sm">
            <p className="font-semibold text-plum">{t('adminOnlyTitle')}</p>
            <p className="mt-1 text-muted">{t('adminOnlyText')}</p>
          </div>
          <p className="mt-6 flex items-baseline justify-between gap-6 border-y border-plum/10 py-3">
            <span className="text-sm text-muted">{t('total')}</span>
            <span className="font-serif text-2xl font-semibold text-plum">{amount}</span>
          </p>
          <div className="mt-6 flex">{cancel}</div>
        </>
      )}
      <p className="mt-6 text-center text-xs text-muted">{t('expiresNote')}</p>
    </div>
  );
}
