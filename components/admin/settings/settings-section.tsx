'use client';

import { useTranslations } from 'next-intl';
import { fetchSellerSettings, SELLER_SETTINGS_PATH } from '@/lib/api/admin-seller';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { Loaded } from '@/components/admin/ui/loaded';
import type { SellerPreviewText } from './seller-preview';
import { SellerForm } from './seller-form';

/** /admin/settings: the studio's details as the seller (docs/admin.md#settings). */
export function SettingsSection({ previews }: { previews: SellerPreviewText[] }) {
  const t = useTranslations('AdminSettings');
  const seller = useAdminData(SELLER_SETTINGS_PATH, fetchSellerSettings, 'the seller settings');
  return (
    <section aria-labelledby="settings-heading">
      <AdminPageHeader headingId="settings-heading" title={t('title')} lead={t('lead')} />
      <Loaded state={seller} namespace="AdminSettings">
        {(settings) => <SellerForm settings={settings} previews={previews} />}
      </Loaded>
    </section>
  );
}
