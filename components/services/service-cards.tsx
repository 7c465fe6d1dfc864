import { getLocale, getTranslations } from 'next-intl/server';
import { asLocale } from '@/i18n/locale';
import { getPageContent } from '@/lib/content/pages';
import { formatPrice } from '@/lib/shop/money';
import { ServiceCard } from './service-card';
import { HIGHLIGHTED_PACKAGE, packageIcon } from './service-packages';

export async function ServiceCards() {
  const [t, locale, { packages }] = await Promise.all([getTranslations('ServicesPage'), getLocale(), getPageContent('services')]);
  const labels = { startingAt: t('startingAt'), features: t('featuresLabel'), getStarted: t('getStarted') };
  return (
    <section aria-label={t('packagesLabel')} className="mx-auto max-w-7xl px-5 pb-20 sm:px-8">
      <div className="grid gap-8 lg:grid-cols-3 lg:items-stretch">
        {packages.map((service) => (
          <ServiceCard
            key={service.id}
            id={service.id}
            icon={packageIcon(service.id)}
            title={service.title}
            text={service.text}
            features={service.features.map((feature) => feature.text)}
            price={formatPrice(service.price.amount, service.price.currency, asLocale(locale))}
            badge={service.id === HIGHLIGHTED_PACKAGE ? t('bestValue') : undefined}
            labels={labels}
          />
        ))}
      </div>
    </section>
  );
}
