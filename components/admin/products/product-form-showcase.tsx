'use client';

import { useTranslations } from 'next-intl';
import { PRODUCT_LIMITS } from '@/lib/shop/products/input';
import { AdminField } from '@/components/admin/ui/admin-field';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';
import { FormSection } from '@/components/admin/ui/form-section';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import type { TranslationStatusView } from '@/components/admin/ui/use-translation-status';
import { GalleryField } from '@/components/admin/form/gallery-field';
import type { ProductFormPartProps } from './product-form-part';

interface ShowcaseProps extends ProductFormPartProps {
  translation: TranslationStatusView;
  onGalleryBusy: (busy: boolean) => void;
}

/** What sells the product on its page: the previews, what the buyer gets and what it works with, and a video. */
export function ProductFormShowcase({ values, setField, setText, errors, translation, onGalleryBusy }: ShowcaseProps) {
  const t = useTranslations('ProductForm');
  const languageName = useLanguageName();
  return (
    <FormSection id="product-form-showcase" title={t('showcase')} lead={t('showcaseLead')}>
      <GalleryField
        id="product-gallery"
        label={t('gallery')}
        max={PRODUCT_LIMITS.gallery}
        textMax={PRODUCT_LIMITS.alt}
        value={values.gallery}
        onChange={(update) => setField('gallery', update)}
        onBusyChange={onGalleryBusy}
        altFlag={(locale) => translation.flagOf('gallery_alt', locale)}
        labels={{
          alt: (number, locale) =>
            locale === DEFAULT_LOCALE ? t('galleryAlt', { number }) : t('galleryAltIn', { number, language: languageName(locale) }),
        }}
      />
      <AdminField id="product-contents" label={t('contents')} help={t('contentsHelp')} error={errors.contents}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            value={values.contents[DEFAULT_LOCALE]}
            onChange={(event) => setText('contents', DEFAULT_LOCALE, event.target.value)}
          />
        )}
      </AdminField>
      <AdminField id="product-compatibility" label={t('compatibility')} help={t('compatibilityHelp')} error={errors.compatibility}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={PRODUCT_LIMITS.compatibility}
            value={values.compatibility[DEFAULT_LOCALE]}
            onChange={(event) => setText('compatibility', DEFAULT_LOCALE, event.target.value)}
          />
        )}
      </AdminField>
      <AdminField id="product-video-url" label={t('videoUrl')} help={t('videoUrlHelp')} error={errors.video_url}>
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            maxLength={PRODUCT_LIMITS.url}
            value={values.video_url}
            onChange={(event) => setField('video_url', event.target.value)}
          />
        )}
      </AdminField>
    </FormSection>
  );
}
