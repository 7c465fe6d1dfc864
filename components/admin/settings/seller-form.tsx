'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SELLER_SETTINGS_PATH, saveSellerSettings } from '@/lib/api/admin-seller';
import { SELLER_LIMITS, type SellerSettings } from '@/lib/shop/seller/types';
import { AdminField } from '@/components/admin/ui/admin-field';
import { DraftOffer } from '@/components/admin/ui/draft-offer';
import { draftKey } from '@/components/admin/ui/draft-store';
import { useFormComfort } from '@/components/admin/ui/use-form-comfort';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormSection } from '@/components/admin/ui/form-section';
import { useWholeSave } from '@/components/admin/ui/use-whole-save';
import { SellerFlag } from './seller-flag';
import { SellerPreview, type SellerPreviewText } from './seller-preview';
import { checkSeller, FIELD_LABELS } from './seller-values';

/** The seller's details, saved whole (PUT); what the server refuses ("field: message") shows at its field and in a list on top. */
export function SellerForm({ settings, previews }: { settings: SellerSettings; previews: SellerPreviewText[] }) {
  const t = useTranslations('AdminSettings.seller');
  const [values, setValues] = useState(settings);
  const change = (next: Partial<SellerSettings>) => setValues((was) => ({ ...was, ...next }));
  const { errors, saving, submit } = useWholeSave({
    path: SELLER_SETTINGS_PATH,
    check: () => Object.fromEntries(Object.entries(checkSeller(values)).map(([key, kind]) => [key, t(`errors.${kind}`)])),
    save: () => saveSellerSettings(values),
    onSaved: setValues,
    texts: { saved: t('saved'), saveFailed: t('saveFailed'), what: 'the seller settings' },
  });
  const { bindForm, ...comfort } = useFormComfort({
    draftKey: draftKey('seller-settings'),
    values,
    saved: settings,
    restore: setValues,
    busy: saving,
  });

  const problems = Object.entries(errors);
  const text = (
    name: 'legal_name' | 'organisation_number' | 'support_email',
    extra: { maxLength: number; type?: string; autoComplete?: string },
  ) => (
    <AdminField id={`seller-${name}`} label={t(FIELD_LABELS[name])} help={t(`${FIELD_LABELS[name]}Help`)} error={errors[name]}>
      {(control) => <input {...control} {...extra} value={values[name]} onChange={(event) => change({ [name]: event.target.value })} />}
    </AdminField>
  );

  return (
    <form ref={bindForm} onSubmit={submit} noValidate className="space-y-6">
      <DraftOffer offer={comfort.offer} />
      {problems.length > 0 && (
        <div role="alert" className="rounded-2xl bg-blush/60 px-5 py-4 text-sm text-plum">
          <p className="font-semibold">{t('problems', { count: problems.length })}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {problems.map(([key, message]) => (
              <li key={key}>
                {Object.hasOwn(FIELD_LABELS, key) ? `${t(FIELD_LABELS[key as keyof typeof FIELD_LABELS])}: ${message}` : message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <FormSection id="seller-heading" heading="h2" title={t('heading')} lead={t('lead')}>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('legal_name', { maxLength: SELLER_LIMITS.legalName, autoComplete: 'organization' })}
          {text('organisation_number', { maxLength: 20 })}
        </div>
        <AdminField id="seller-address" label={t('address')} help={t('addressHelp')} error={errors.address}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={SELLER_LIMITS.address}
              value={values.address}
              onChange={(event) => change({ address: event.target.value })}
            />
          )}
        </AdminField>
        {text('support_email', { maxLength: 254, type: 'email', autoComplete: 'email' })}
        <SellerFlag name="vat_registered" checked={values.vat_registered} onChange={(vat_registered) => change({ vat_registered })} />
        <SellerFlag
          name="prices_include_vat"
          checked={values.prices_include_vat}
          onChange={(prices_include_vat) => change({ prices_include_vat })}
        />
      </FormSection>
      <SellerPreview values={values} texts={previews} />
      <div className="flex justify-end">
        <button type="submit" disabled={saving} className={primaryButtonClass}>
          {saving ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
