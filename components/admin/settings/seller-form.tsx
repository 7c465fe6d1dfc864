'use client';

import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { SELLER_SETTINGS_PATH, saveSellerSettings } from '@/lib/api/admin-seller';
import { sellerDescription } from '@/lib/shop/seller/fields';
import type { SellerSettings } from '@/lib/shop/seller/types';
import { DescribedSections } from '@/components/admin/form/described-sections';
import { FieldFormContext } from '@/components/admin/form/form-context';
import { ProblemList } from '@/components/admin/form/problem-list';
import { useDescribedForm } from '@/components/admin/form/use-described-form';
import { DraftOffer } from '@/components/admin/ui/draft-offer';
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
  const { editor, form, submit, saving, failure, bindForm, comfort, text, has } = useDescribedForm({
    description: sellerDescription,
    namespace: 'AdminSettings.seller',
    idPrefix: ID,
    record: { ...settings },
    draftKey: draftKey('seller-settings'),
    save: (body) => saveSellerSettings(body as unknown as SellerSettings),
    onSaved: async (saved) => {
      await mutate(SELLER_SETTINGS_PATH, saved, { revalidate: false });
      // As stored: the organisation number without its spaces.
      editor.dispatch({ type: 'restored', content: { ...saved } });
    },
    texts: { created: t('saved'), updated: t('saved') },
  });

  return (
    <FieldFormContext.Provider value={form}>
      <form
        ref={bindForm}
        id={`${ID}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) void submit();
        }}
        className="space-y-6"
      >
        <DraftOffer offer={comfort.offer} />
        <ProblemList errors={editor.errors} failure={failure} labelOf={(name) => text(`fields.${name}`)} />
        <DescribedSections description={sellerDescription} content={editor.content} idPrefix={ID} text={text} has={has} heading="h2" />
        <SellerPreview values={editor.content as unknown as SellerSettings} texts={previews} />
        <div className="flex justify-end">
          <button type="submit" disabled={saving} className={primaryButtonClass}>
            {saving ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </FieldFormContext.Provider>
  );
}
