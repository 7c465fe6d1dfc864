import { getLocale, getTranslations } from 'next-intl/server';
import { PagePreviewBanner } from '@/components/layout/page-preview-banner';
import { PageHeader } from '@/components/ui/page-header';
import { formatterFor } from '@/i18n/formatter';
import { asLocale } from '@/i18n/locale';
import { getPageContent } from '@/lib/content/pages';
import { LegalSection } from './legal-section';
import { LegalToc } from './legal-toc';

export type LegalPage = 'privacy-policy' | 'terms-of-service';

/** A legal page: header with the update date, table of contents and the numbered sections. */
export async function LegalDocument({ page }: { page: LegalPage }) {
  const [content, tDocument, locale] = await Promise.all([getPageContent(page), getTranslations('LegalDocument'), getLocale()]);
  const sections = content.sections.map((section, index) => ({ ...section, number: index + 1 }));
  // A calendar day: formatted in UTC, so it is the same day wherever the server runs.
  const updated = formatterFor(asLocale(locale), 'UTC').dateTime(new Date(content.lastUpdated), 'long');

  return (
    <>
      <PagePreviewBanner path={`/${page}`} />
      <PageHeader eyebrow={tDocument('eyebrow')} title={content.title} lead={content.intro}>
        <p className="self-center rounded-full bg-white/80 px-5 py-2 text-sm text-muted ring-1 ring-plum/10">
          {tDocument.rich('lastUpdated', {
            date: updated,
            time: (chunks) => <time dateTime={content.lastUpdated}>{chunks}</time>,
          })}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-5 pb-20 sm:px-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-12">
        <LegalToc label={tDocument('contents')} sections={sections} />
        <article className="mt-8 space-y-10 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5 sm:p-10 lg:mt-0 lg:p-12">
          {sections.map((section) => (
            <LegalSection key={section.id} {...section} />
          ))}
        </article>
      </div>
    </>
  );
}
