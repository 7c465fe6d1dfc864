'use client';

import { createTranslator, useTranslations } from 'next-intl';
import { compactOrganisationNumber } from '@/lib/shop/seller/organisation-number';
import { organisationLine } from '@/lib/shop/seller/format';
import type { SellerSettings } from '@/lib/shop/seller/types';

/** A site language's name and its "Org. no. {number} MVA" text (the public Seller message), from the page. */
export interface SellerPreviewText {
  locale: string;
  language: string;
  organisationNumber: string;
}

/** The seller's lines as receipts, the footer and the terms page print them, live while the form is edited. */
export function SellerPreview({ values, texts }: { values: SellerSettings; texts: SellerPreviewText[] }) {
  const t = useTranslations('AdminSettings.seller');
  const seller = { ...values, organisation_number: compactOrganisationNumber(values.organisation_number) };
  return (
    <section aria-labelledby="seller-preview-heading" className="rounded-3xl bg-cream/70 p-5 ring-1 ring-plum/5 sm:p-6">
      <h3 id="seller-preview-heading" className="text-lg">
        {t('previewHeading')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('previewLead')}</p>
      {values.legal_name.trim() ? (
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          {texts.map((text) => {
            const line = organisationLine(
              seller,
              createTranslator({ locale: text.locale, messages: { Seller: text }, namespace: 'Seller' }),
            );
            return (
              <figure key={text.locale}>
                <figcaption className="text-xs font-semibold uppercase tracking-widest text-rose-deep">{text.language}</figcaption>
                <address lang={text.locale} className="mt-2 whitespace-pre-line text-sm not-italic leading-relaxed text-ink">
                  <strong className="font-semibold text-plum">{values.legal_name.trim()}</strong>
                  {[line, values.address.trim(), values.support_email.trim()]
                    .filter(Boolean)
                    .map((part) => `\n${part}`)
                    .join('')}
                </address>
              </figure>
            );
          })}
        </div>
      ) : (
        <p className="mt-4 text-sm text-muted">{t('previewEmpty')}</p>
      )}
    </section>
  );
}
