'use client';

import { useTranslations } from 'next-intl';
import { PROJECT_LIMITS } from '@/lib/projects/input';
import { AdminField } from '@/components/admin/ui/admin-field';
import { GalleryField } from './gallery-field';
import { HeroImageField } from './hero-image-field';
import { FormSection } from '@/components/admin/ui/form-section';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/components/admin/ui/localized-values';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import { type FormPartProps, type TranslatedPartProps } from './project-form-part';

interface ProjectFormMediaProps extends FormPartProps, Pick<TranslatedPartProps, 'translation'> {
  onHeroBusy: (busy: boolean) => void;
  onGalleryBusy: (busy: boolean) => void;
}

/** Hero image, gallery and video: the pictures upload as soon as they are chosen, and each is described. */
export function ProjectFormMedia({ values, setField, setText, errorOf, translation, onHeroBusy, onGalleryBusy }: ProjectFormMediaProps) {
  const t = useTranslations('ProjectForm');
  const languageName = useLanguageName();
  return (
    <FormSection id="project-form-media" title={t('media')} lead={t('mediaLead')}>
      <HeroImageField
        label={t('heroImage')}
        value={values.hero_image}
        onChange={(url) => setField('hero_image', url)}
        onBusyChange={onHeroBusy}
        error={errorOf('hero_image')}
      />
      {values.hero_image && (
        <div className="grid gap-5 sm:grid-cols-2">
          <AdminField id="project-hero-image-alt" label={t('heroImageAlt')} help={t('altHelp')} error={errorOf('hero_image_alt')}>
            {(control) => (
              <input
                {...control}
                type="text"
                maxLength={PROJECT_LIMITS.alt}
                value={values.hero_image_alt[DEFAULT_LOCALE]}
                onChange={(event) => setText('hero_image_alt', DEFAULT_LOCALE, event.target.value)}
              />
            )}
          </AdminField>
          {TRANSLATION_LOCALES.map((locale) => (
            <AdminField
              key={locale}
              id={`project-hero-image-alt-${locale}`}
              label={t('heroImageAltIn', { language: languageName(locale) })}
              flag={translation.flagOf('hero_image_alt', locale)}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  lang={locale}
                  maxLength={PROJECT_LIMITS.alt}
                  value={values.hero_image_alt[locale]}
                  onChange={(event) => setText('hero_image_alt', locale, event.target.value)}
                />
              )}
            </AdminField>
          ))}
        </div>
      )}
      <GalleryField
        label={t('gallery')}
        value={values.image_gallery}
        onChange={(update) => setField('image_gallery', update)}
        onBusyChange={onGalleryBusy}
        altError={errorOf('image_gallery')}
        altFlag={(locale) => translation.flagOf('image_gallery_alt', locale)}
        captionFlag={(locale) => translation.flagOf('image_gallery_caption', locale)}
        labels={{
          alt: (number, locale) =>
            locale === DEFAULT_LOCALE ? t('galleryAlt', { number }) : t('galleryAltIn', { number, language: languageName(locale) }),
          caption: (number, locale) =>
            locale === DEFAULT_LOCALE ? t('galleryCaption', { number }) : t('galleryCaptionIn', { number, language: languageName(locale) }),
        }}
      />
      <AdminField id="project-video-url" label={t('videoUrl')}>
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            maxLength={PROJECT_LIMITS.url}
            placeholder={t('videoUrlPlaceholder')}
            value={values.video_url}
            onChange={(event) => setField('video_url', event.target.value)}
          />
        )}
      </AdminField>
    </FormSection>
  );
}
