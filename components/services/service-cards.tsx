import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ServiceCard } from './service-card';
import { HIGHLIGHTED_PACKAGE, SERVICE_PACKAGES, servicePrices } from './service-packages';

export async function ServiceCards() {
  const [t, locale] = await Promise.all([getTranslations('ServicesPage'), getLocale()]);
  const prices = servicePrices(locale as Locale);
  const labels = { startingAt: t('startingAt'), features: t('featuresLabel'), getStarted: t('getStarted') };
  return (
    <section aria-label={t('packagesLabel')} className="mx-auto max-w-7xl px-5 pb-20 sm:px-8">
      <div className="grid gap-8 lg:grid-cols-3 lg:items-stretch">
        {SERVICE_PACKAGES.map((service) => (
          <ServiceCard
            key={service.id}
            id={service.id}
            icon={service.icon}
            title={t(`packages.${service.key}.title`)}
            text={t(`packages.${service.key}.text`)}
            features={Object.values(t.raw(`packages.${service.key}.features`) as Record<string, string>)}
            price={prices[service.key]}
            badge={service.id === HIGHLIGHTED_PACKAGE ? t('bestValue') : undefined}
            labels={labels}
          />
        ))}
      </div>
    </section>
  );
}
