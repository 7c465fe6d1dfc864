'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { fetchSellerSettings, SELLER_SETTINGS_PATH } from '@/lib/api/admin-seller';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { Spinner } from '@/components/admin/ui/spinner';
import type { SellerPreviewText } from './seller-preview';
import { SellerForm } from './seller-form';
import { LoadFailed } from '@/components/admin/ui/load-failed';

/** /admin/settings: the studio's details as the seller (docs/admin.md#settings). */
export function SettingsSection({ previews }: { previews: SellerPreviewText[] }) {
  const t = useTranslations('AdminSettings');
  const recheckSession = useSessionRecheck();
  const seller = useSWR(SELLER_SETTINGS_PATH, fetchSellerSettings, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error: unknown) => {
      console.error('Failed to fetch the seller settings', error);
      recheckSession(error);
    },
  });
  return (
    <section aria-labelledby="settings-heading">
      <AdminPageHeader headingId="settings-heading" title={t('title')} lead={t('lead')} />
      {seller.data ? (
        <SellerForm settings={seller.data} previews={previews} />
      ) : seller.isLoading && seller.data === undefined ? (
        <Spinner label={t('loading')} />
      ) : (
        <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void seller.mutate()} />
      )}
    </section>
  );
}
