import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { LOCALE_TAGS } from '@/i18n/locales';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { DemoCheckoutClosed } from '@/components/shop/checkout/demo-checkout-closed';
import { DemoCheckoutOpen } from '@/components/shop/checkout/demo-checkout-open';
import { Logo } from '@/components/layout/logo';
import { getDb } from '@/lib/db/client';
import type { BuyerField } from '@/lib/shop/checkout/buyer-fields';
import { getDemoCheckout, mayPayOnCheckoutPage } from '@/lib/shop/checkout/demo-checkout';
import { vatSellerOf } from '@/lib/shop/checkout/sale-figures';
import { readSellerSettings } from '@/lib/shop/seller/settings';
import { guessCountry } from '@/lib/shop/vat/countries';
import { STUDIO_NAME } from '@/lib/site';

type Props = PageProps<'/checkout/[sessionId]'>;

const BUYER_FIELDS: readonly BuyerField[] = ['email', 'country', 'company', 'vat_id'];
const refusedField = (value: unknown): BuyerField | null => BUYER_FIELDS.find((field) => field === value) ?? null;

// A checkout changes state (paid, expired) from one request to the next: never serve a cached page.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const checkout = await getDemoCheckout((await params).sessionId);
  const t = await getTranslations({ locale: checkout?.locale ?? routing.defaultLocale, namespace: 'DemoCheckout' });
  return { title: `${t('metaTitle')} | ${STUDIO_NAME}`, robots: { index: false, follow: false } };
}

export default async function DemoCheckoutPage({ params, searchParams }: Props) {
  const checkout = await getDemoCheckout((await params).sessionId);
  if (!checkout) notFound();
  // Set by the Pay route when it refused a field a browser without JavaScript sent.
  const refused = refusedField((await searchParams).error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center px-5 py-6 sm:py-12">
      <p className="text-center">
        <Logo name={STUDIO_NAME} />
      </p>
      {checkout.state === 'open' ? (
        <DemoCheckoutOpen
          checkout={checkout}
          payable={await mayPayOnCheckoutPage()}
          seller={vatSellerOf(await readSellerSettings(await getDb()))}
          refused={refused}
          initialCountry={guessCountry((await headers()).get('accept-language'), LOCALE_TAGS[checkout.locale].intl)}
        />
      ) : (
        <DemoCheckoutClosed checkout={checkout} />
      )}
    </main>
  );
}
