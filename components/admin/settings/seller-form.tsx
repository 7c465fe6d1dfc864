'use client';

import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { SELLER_SETTINGS_PATH, saveSellerSettings } from '@/lib/api/admin-seller';
import { sellerDescription } from '@/lib/shop/seller/fields';
import type { SellerSettings } from '@/lib/shop/seller/types';
import { DescribedForm } from '@/components/admin/form/described-form';
import { useDescribedForm } from '@/components/admin/form/use-described-form';
import { draftKey } from '@/components/admin/ui/draft-store';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';
import { SellerPreview, type SellerPreviewText } from './seller-preview';

const ID = 'seller';

/**
 * The seller's details, drawn from their description (lib/shop/seller/fields.ts) and saved whole
 * (PUT); what is wrong shows at its field and in a list on top, and the preview follows each edit.
 */
export function SellerForm({ settings, previews }: { settings: SellerSettings; previews: SellerPreviewText[] }) {
  const t = useTranslations('AdminSettings.seller');
  const { mutate } = useSWRConfig();
  const state = useDescribedForm({
    description: sellerDescription,
    namespace: 'AdminSettings.seller',
    idPrefix: ID,
    record: { ...settings },
    draftKey: draftKey('seller-settings'),
    save: (body) => saveSellerSettings(body as unknown as SellerSettings),
    onSaved: async (saved) => {
      await mutate(SELLER_SETTINGS_PATH, saved, { revalidate: false });
      // As stored: the organisation number without its spaces.
      state.editor.dispatch({ type: 'restored', content: { ...saved } });
    },
    texts: { created: t('saved'), updated: t('saved') },
  });

  return (
    <DescribedForm
      state={state}
      description={sellerDescription}
      idPrefix={ID}
      heading="h2"
      after={<SellerPreview values={state.editor.content as unknown as SellerSettings} texts={previews} />}
      actions={
        <button type="submit" disabled={state.saving} className={primaryButtonClass}>
          {state.saving ? t('saving') : t('save')}
        </button>
      }
    />
  );
}
