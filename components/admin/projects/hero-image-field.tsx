'use client';

import { useTranslations } from 'next-intl';
import { SingleImageField } from '@/components/admin/uploads/single-image-field';

interface HeroImageFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}

/** The project's one main picture. */
export function HeroImageField({ label, ...props }: HeroImageFieldProps) {
  const t = useTranslations('ImageUpload');
  const texts = {
    label,
    preview: t('heroPreview'),
    remove: t('removeHero'),
    prompt: t('heroPrompt'),
    input: t('heroInput'),
    failed: t('heroFailed'),
  };
  return <SingleImageField id="project-hero-image" texts={texts} previewClass="aspect-[16/9]" {...props} />;
}
