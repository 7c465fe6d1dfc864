import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { getStudioContact } from '@/lib/site';
import { legalRichValues, legalSections } from './legal-content';
import { LegalSection } from './legal-section';
import { LegalToc } from './legal-toc';

/** When both legal documents last changed (docs/behaviour.md#legal-pages), shown as written there in both languages. */
const LAST_UPDATED = { iso: '2021-05-03', shown: '03.05.2021' } as const;

export type LegalNamespace = 'PrivacyPolicy' | 'TermsOfService';

/** A legal page: header with the update date, table of contents and the numbered sections. */
export async function LegalDocument({ namespace }: { namespace: LegalNamespace }) {
  const [t, tDocument] = await Promise.all([getTranslations(namespace), getTranslations('LegalDocument')]);
  const values = legalRichValues(getStudioContact().email);
  const sections = legalSections(t.raw('sections'), t.rich, values);

  return (
    <>
      <PageHeader eyebrow={tDocument('eyebrow')} title={t('title')} lead={t('intro')}>
        <p className="self-center rounded-full bg-white/80 px-5 py-2 text-sm text-muted ring-1 ring-plum/10">
          {tDocument.rich('lastUpdated', {
            date: LAST_UPDATED.shown,
            time: (chunks) => <time dateTime={LAST_UPDATED.iso}>{chunks}</time>,
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
