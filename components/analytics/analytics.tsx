import { getTranslations } from 'next-intl/server';
import { getEnv } from '@/lib/env';
import { ConsentBanner, GoogleAnalytics, PageViewTracker } from './analytics-client';
import { AnalyticsGate } from './analytics-gate';
import { ConsentDefaults } from './consent-defaults';

/** Google Analytics 4 with Consent Mode, only when a measurement id is configured. */
export async function Analytics() {
  const measurementId = getEnv().GA_MEASUREMENT_ID;
  if (!measurementId) return null;
  const t = await getTranslations('ConsentBanner');
  return (
    <AnalyticsGate>
      <ConsentDefaults />
      <GoogleAnalytics gaId={measurementId} />
      <PageViewTracker />
      <ConsentBanner labels={{ title: t('title'), text: t('text'), accept: t('accept'), decline: t('decline'), privacy: t('privacy') }} />
    </AnalyticsGate>
  );
}

export function analyticsEnabled(): boolean {
  return Boolean(getEnv().GA_MEASUREMENT_ID);
}
