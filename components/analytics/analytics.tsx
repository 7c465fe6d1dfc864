import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { getEnv } from '@/lib/env';
import { ConsentBanner, GoogleAnalytics, PageViewTracker } from './analytics-client';
import { AnalyticsGate, QueryGate } from './analytics-gate';
import { ConsentDefaults } from './consent-defaults';

/**
 * Google Analytics 4 with Consent Mode, only when a measurement id is configured, and never on an
 * address that carries a secret (the gates). The consent defaults only fill the data layer; gtag
 * itself loads in the browser once the query is known to hold no secret.
 */
export async function Analytics() {
  const measurementId = getEnv().GA_MEASUREMENT_ID;
  if (!measurementId) return null;
  const t = await getTranslations('ConsentBanner');
  return (
    <AnalyticsGate measurementId={measurementId}>
      <ConsentDefaults />
      <Suspense fallback={null}>
        <QueryGate measurementId={measurementId}>
          <GoogleAnalytics gaId={measurementId} />
          <PageViewTracker />
          <ConsentBanner
            labels={{ title: t('title'), text: t('text'), accept: t('accept'), decline: t('decline'), privacy: t('privacy') }}
          />
        </QueryGate>
      </Suspense>
    </AnalyticsGate>
  );
}

export function analyticsEnabled(): boolean {
  return Boolean(getEnv().GA_MEASUREMENT_ID);
}
