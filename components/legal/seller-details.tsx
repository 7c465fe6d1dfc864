import { getTranslations } from 'next-intl/server';
import { organisationLine } from '@/lib/shop/seller/format';
import type { SellerSettings } from '@/lib/shop/seller/types';

/** The terms page's "Seller": who the buyer contracts with, their organisation number and how to reach them. */
export async function SellerDetails({ seller }: { seller: SellerSettings }) {
  const t = await getTranslations('Seller');
  return (
    <section aria-labelledby="seller-title" className="border-t border-plum/15 pt-10">
      <h2 id="seller-title" className="text-2xl leading-snug sm:text-3xl">
        {t('heading')}
      </h2>
      <p className="mt-5 leading-relaxed text-ink/90">{t('lead')}</p>
      <address className="mt-4 whitespace-pre-line not-italic leading-relaxed text-ink/90">
        <strong className="font-semibold text-plum">{seller.legal_name}</strong>
        {seller.organisation_number && `\n${organisationLine(seller, t)}`}
        {`\n${seller.address}`}
      </address>
      {seller.vat_registered && (
        <p className="mt-4 leading-relaxed text-ink/90">{t('pricesIncludeVat', { included: seller.prices_include_vat ? 'yes' : 'no' })}</p>
      )}
      {seller.support_email && (
        <p className="mt-4 leading-relaxed text-ink/90">
          {t.rich('support', {
            email: seller.support_email,
            link: (chunks) => (
              <a
                href={`mailto:${seller.support_email}`}
                className="font-medium text-rose-deep underline decoration-rose-deep/40 underline-offset-4 hover:decoration-rose-deep"
              >
                {chunks}
              </a>
            ),
          })}
        </p>
      )}
    </section>
  );
}
