'use client';

import { useTranslations } from 'next-intl';
import { OTHER_CURRENCIES } from '@/lib/shop/products/prices';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api/admin';
import { createProduct, updateProduct } from '@/lib/api/admin-products';
import type { Locale } from '@/i18n/routing';
import type { AdminProduct } from '@/lib/shop/products/input';
import { primaryButtonClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { DraftOffer } from '@/components/admin/ui/draft-offer';
import { draftKey } from '@/components/admin/ui/draft-store';
import { useFormComfort } from '@/components/admin/ui/use-form-comfort';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/components/admin/ui/localized-values';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { useTranslationStatus } from '@/components/admin/ui/use-translation-status';
import { fieldLabeller } from '@/lib/admin/translation-fields';
import { ProductFormBasics } from './product-form-basics';
import { ProductFormDelivery } from './product-form-delivery';
import { ProductFormShowcase } from './product-form-showcase';
import { ProductFormTranslations } from './product-form-translations';
import { errorKey, LOCALIZED_FIELDS, productPayload, type ProductErrorKey } from './product-form-values';
import { PRODUCTS_KEY } from './use-admin-products';
import { useProductForm } from './use-product-form';

export interface ProductFormProps {
  /** The product to edit, or null to create one. */
  product: AdminProduct | null;
  /** Subcategories in use in each language, suggested while typing. */
  subcategories: Partial<Record<Locale, readonly string[]>>;
  onCancel: () => void;
  onSaved: () => void | Promise<void>;
}

// Where focus goes when a field is refused on submit, in the order the form shows them.
const FOCUS_ORDER: [ProductErrorKey, string][] = [
  ['title', '#product-title'],
  ['description', '#product-description'],
  ['price', '#product-price'],
  ['prices', `#product-price-${OTHER_CURRENCIES[0]}`],
  ['category', '#product-category'],
  ['subcategory', '#product-subcategory'],
  ['contents', '#product-contents'],
  ['compatibility', '#product-compatibility'],
  ['video_url', '#product-video-url'],
  ['image_url', '#product-image'],
  ['file', '#product-file'],
  ['deliverable', '#product-deliverable'],
  ...TRANSLATION_LOCALES.flatMap((locale) =>
    LOCALIZED_FIELDS.map((field): [ProductErrorKey, string] => [errorKey(field, locale), `#product-${field}-${locale}`]),
  ),
];

export function ProductForm({ product, subcategories, onCancel, onSaved }: ProductFormProps) {
  const t = useTranslations('ProductForm');
  const { values, opened, errors, setField, setText, validate, replace } = useProductForm(product);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [imageBusy, setImageBusy] = useState(false);
  const [fileBusy, setFileBusy] = useState(false);
  const [galleryBusy, setGalleryBusy] = useState(false);
  const uploading = imageBusy || fileBusy || galleryBusy;
  const { bindForm, ...comfort } = useFormComfort({
    draftKey: draftKey('products', product?.id ?? 'new'),
    values,
    saved: opened,
    restore: replace,
    busy: saving || uploading,
  });
  const recheckSession = useSessionRecheck();
  const translation = useTranslationStatus('products', product, { labelOf: fieldLabeller('products', t), listKey: PRODUCTS_KEY });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || uploading) return;
    const found = validate();
    const first = FOCUS_ORDER.find(([field]) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(first[1])?.focus();
      return;
    }
    setSaving(true);
    setServerError(null);
    try {
      const payload = productPayload(values);
      await (product ? updateProduct(product.id, payload) : createProduct(payload));
      toast.success(product ? t('updated') : t('created'));
      comfort.clear();
      await onSaved();
    } catch (error) {
      console.error('Failed to save product', error);
      setServerError(error instanceof ApiError && error.detail ? error.detail : t('saveFailed'));
      setSaving(false);
      recheckSession(error);
    }
  }

  const parts = { values, setField, setText, errors };
  return (
    <form ref={bindForm} noValidate onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
      <div key={comfort.revision} className="flex-1 space-y-5 overflow-y-auto overscroll-contain px-4 py-5 sm:px-8 sm:py-6">
        <DraftOffer offer={comfort.offer} />
        <p className="text-sm text-muted">{t('requiredNote')}</p>
        <ProductFormBasics {...parts} subcategories={subcategories[DEFAULT_LOCALE] ?? []} />
        <ProductFormDelivery {...parts} onImageBusy={setImageBusy} onFileBusy={setFileBusy} />
        <ProductFormShowcase {...parts} translation={translation} onGalleryBusy={setGalleryBusy} />
        <ProductFormTranslations {...parts} subcategories={subcategories} translation={translation} />
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-plum/10 bg-white px-4 py-4 sm:px-8">
        {serverError && (
          <p role="alert" className="mr-auto w-full text-sm font-medium text-rose-deep sm:w-auto sm:flex-1">
            {serverError}
          </p>
        )}
        {uploading && (
          <p role="status" className="mr-auto text-xs text-muted">
            {t('uploadingNote')}
          </p>
        )}
        <button type="button" onClick={onCancel} className={secondaryButtonClass}>
          {t('cancel')}
        </button>
        <button type="submit" disabled={saving || uploading} className={primaryButtonClass}>
          {saving ? t('saving') : product ? t('update') : t('create')}
        </button>
      </div>
    </form>
  );
}
