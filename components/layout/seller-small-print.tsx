import { getTranslations } from 'next-intl/server';
import { organisationLine } from '@/lib/shop/seller/format';
import type { SellerSettings } from '@/lib/shop/seller/types';

/** The footer's small print: who sells here (name, organisation number, address), on one wrapping line. */
export async function SellerSmallPrint({ seller }: { seller: SellerSettings }) {
  const t = await getTranslations('Seller');
  const parts = [
    seller.legal_name,
    organisationLine(seller, t),
    seller.address
      .split(/\s*\n\s*/)
      .filter(Boolean)
      .join(', '),
  ];
  return (
    <p data-testid="seller-small-print" className="mx-auto max-w-7xl px-5 pb-6 text-xs leading-relaxed text-cream/60 sm:px-8">
      {parts.filter(Boolean).join(' · ')}
    </p>
  );
}
