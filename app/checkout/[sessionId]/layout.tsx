import { notFound } from 'next/navigation';
import { inter, playfair } from '@/app/fonts';
import { LOCALE_TAGS } from '@/i18n/locales';
import { getDemoCheckout } from '@/lib/shop/checkout/demo-checkout';

type Props = LayoutProps<'/checkout/[sessionId]'>;

// Our test checkout stands apart from the public site, like a payment provider's page: no header,
// footer or analytics, and the language the buyer chose on the site.
export default async function DemoCheckoutLayout({ children, params }: Props) {
  const checkout = await getDemoCheckout((await params).sessionId);
  if (!checkout) notFound();
  return (
    <html lang={LOCALE_TAGS[checkout.locale].html} className={`${inter.variable} ${playfair.variable}`}>
      <body className="min-h-dvh bg-[radial-gradient(40rem_24rem_at_50%_0%,var(--color-blush),transparent_70%)]">{children}</body>
    </html>
  );
}
