import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { SectionHeading } from '@/components/ui/section-heading';
import { IconBadge } from '@/components/ui/icon-badge';
import { ArrowIcon } from '@/components/ui/arrow-icon';

const SERVICES = [
  { title: 'serviceWebsiteTitle', text: 'serviceWebsiteText', icon: 'M3 5h18v14H3zM3 9h18' },
  { title: 'serviceBrandingTitle', text: 'serviceBrandingText', icon: 'M12 3l2.5 6.5L21 12l-6.5 2.5L12 21l-2.5-6.5L3 12l6.5-2.5z' },
  { title: 'serviceBothTitle', text: 'serviceBothText', icon: 'M4 4h7v7H4zM13 13h7v7h-7zM13 4h7v7h-7zM4 13h7v7H4z' },
] as const;

export async function ServicesTeaser() {
  const t = await getTranslations('HomePage');
  return (
    <section className="mx-auto max-w-7xl px-5 py-20 sm:px-8">
      <SectionHeading title={t('servicesTitle')} lead={t('servicesLead')} />
      <ul className="grid gap-6 md:grid-cols-3">
        {SERVICES.map((service) => (
          <li key={service.title} className="group relative rounded-3xl bg-white p-8 shadow-sm ring-1 ring-plum/5 transition-shadow hover:shadow-lg">
            <IconBadge path={service.icon} />
            <h3 className="mt-6 text-2xl">{t(service.title)}</h3>
            <p className="mt-3 leading-relaxed text-muted">{t(service.text)}</p>
            <Link href="/services" className="mt-6 inline-block text-sm font-semibold text-rose-deep after:absolute after:inset-0">
              {/* The same words on three links would not say where each leads: to screen readers
                  listing links, and to search engines, the hidden part names the service. */}
              {t.rich('learnMore', {
                service: t(service.title),
                hidden: (chunks) => <span className="sr-only">{chunks}</span>,
              })}{' '}
              <ArrowIcon direction="right" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
