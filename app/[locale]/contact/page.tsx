import { PagePreviewBanner } from '@/components/layout/page-preview-banner';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactFaq } from '@/components/contact/contact-faq';
import { ContactForm } from '@/components/contact/contact-form';
import { PageHeader } from '@/components/ui/page-header';
import { asLocale } from '@/i18n/locale';
import { getPageContent } from '@/lib/content/pages';
import { routeMetadata } from '@/lib/seo/metadata';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/contact'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return routeMetadata(asLocale((await params).locale), 'contact');
}

export default async function ContactPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { header } = await getPageContent('contact');
  return (
    <>
      <PagePreviewBanner path="/contact" />
      <PageHeader eyebrow={header.eyebrow} title={header.title} lead={header.lead} />
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-5 pb-20 sm:px-8 lg:grid-cols-12">
        <div className="lg:col-span-7">
          <ContactForm locale={locale} />
        </div>
        <div className="lg:col-span-5">
          <ContactDetails />
        </div>
      </div>
      <ContactFaq />
    </>
  );
}
