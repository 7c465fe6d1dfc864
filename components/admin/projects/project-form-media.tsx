'use client';

import { useTranslations } from 'next-intl';
import { PROJECT_LIMITS } from '@/lib/projects/input';
import { AdminField } from '@/components/admin/ui/admin-field';
import { GalleryField } from './gallery-field';
import { HeroImageField } from './hero-image-field';
import { FormSection, type FormPartProps } from './project-form-section';

interface ProjectFormMediaProps extends FormPartProps {
  onHeroBusy: (busy: boolean) => void;
  onGalleryBusy: (busy: boolean) => void;
}

/** Hero image, gallery and video: the pictures upload as soon as they are chosen. */
export function ProjectFormMedia({ values, setField, errorOf, onHeroBusy, onGalleryBusy }: ProjectFormMediaProps) {
  const t = useTranslations('ProjectForm');
  return (
    <FormSection id="project-form-media" title={t('media')}>
      <HeroImageField label={t('heroImage')} value={values.hero_image} onChange={(url) => setField('hero_image', url)} onBusyChange={onHeroBusy} error={errorOf('hero_image')} />
      <GalleryField label={t('gallery')} value={values.image_gallery} onChange={(update) => setField('image_gallery', update)} onBusyChange={onGalleryBusy} />
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
