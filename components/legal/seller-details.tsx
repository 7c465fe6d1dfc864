import { getTranslations } from 'next-intl/server';
import { organisationLine } from '@/lib/shop/seller/format';
import type { SellerSettings } from '@/lib/shop/seller/types';
import type { LegalSectionContent } from './legal-section';

type SellerDetailsProps = Omit<LegalSectionContent, 'body'> & { seller: SellerSettings };

/** The terms' "Seller" section: who the buyer contracts with, their organisation number and how to reach them. */
export async function SellerDetails({ id, number, title, seller }: SellerDetailsProps) {
  const t = await getTranslations('Seller');
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="border-t border-plum/15 pt-10">
      <h2 id={`${id}-title`} className="text-2xl leading-snug sm:text-3xl">
        <span className="text-rose-deep">{number}.</span> {title}
      </h2>
      <div className="mt-5 space-y-4 leading-relaxed text-ink/90">
        <p>{t('lead')}</p>
        <address className="whitespace-pre-line not-italic">
          <strong className="font-semibold text-plum">{seller.legal_name}</strong>
          {[organisationLine(seller, t), seller.address]
            .filter(Boolean)
            .map((line) => `\n${line}`)
            .join('')}
        </address>
        {seller.vat_registered && <p>{t(seller.prices_include_vat ? 'pricesIncludeVat' : 'pricesAddVat')}</p>}
        {seller.support_email && (
          <p>
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
      </div>
    </section>
  );
}
