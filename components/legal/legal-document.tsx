import { getLocale, getTranslations } from 'next-intl/server';
import { PagePreviewBanner } from '@/components/layout/page-preview-banner';
import { PageHeader } from '@/components/ui/page-header';
import { formatterFor } from '@/i18n/formatter';
import { asLocale } from '@/i18n/locale';
import { getPageContent } from '@/lib/content/pages';
import { getPublicSeller } from '@/lib/shop/seller/public';
import { LegalSection } from './legal-section';
import { LegalToc } from './legal-toc';
import { SellerDetails } from './seller-details';

export type LegalPage = 'privacy-policy' | 'terms-of-service';

/** A legal page: header with the update date, table of contents and the numbered sections. */
export async function LegalDocument({ page }: { page: LegalPage }) {
  const [content, tDocument, tSeller, locale, seller] = await Promise.all([
    getPageContent(page),
    getTranslations('LegalDocument'),
    getTranslations('Seller'),
    getLocale(),
    // The terms name the seller the buyer contracts with (docs/shop.md#seller).
    page === 'terms-of-service' ? getPublicSeller() : null,
  ]);
  const sections = content.sections.map((section, index) => ({ ...section, number: index + 1 }));
  // The seller closes the document as its last numbered section, listed in the contents too.
  const sellerSection = seller && { id: 'seller', number: sections.length + 1, title: tSeller('heading') };
  // A calendar day: formatted in UTC, so it is the same day wherever the server runs.
  const updated = formatterFor(asLocale(locale), 'UTC').dateTime(new Date(content.lastUpdated), 'long');

  return (
    <>
      <PagePreviewBanner path={`/${page}`} />
      <PageHeader eyebrow={tDocument('eyebrow')} title={content.title} lead={content.intro}>
        <p className="text-sm text-muted">
          {tDocument.rich('lastUpdated', {
            date: updated,
            time: (chunks) => <time dateTime={content.lastUpdated}>{chunks}</time>,
          })}
        </p>
      </PageHeader>
      {/* The text on the page itself, not in a card: the screen's full width on a phone, a reading
          measure of about 70 characters beside the contents on a desktop. */}
      <div className="mx-auto max-w-7xl px-5 pb-20 sm:px-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-16">
        <LegalToc label={tDocument('contents')} sections={sellerSection ? [...sections, sellerSection] : sections} />
        <article className="mt-10 max-w-[70ch] space-y-10 lg:mt-0">
          {sections.map((section) => (
            <LegalSection key={section.id} {...section} />
          ))}
          {seller && sellerSection && <SellerDetails seller={seller} {...sellerSection} />}
        </article>
      </div>
    </>
  );
}
