'use client';

import { useTranslations } from 'next-intl';
import { FieldError } from '@/components/admin/ui/admin-field';
import { labelClass } from '@/components/admin/ui/field-styles';
import { ImageDropzone } from '@/components/admin/uploads/image-dropzone';
import { UploadProgress } from '@/components/admin/uploads/upload-progress';
import { useUploadField } from '@/components/admin/uploads/use-image-uploads';

interface HeroImageFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}

const ID = 'project-hero-image';

/** The project's one main picture: uploaded on choice, removable, which shows the drop zone again. */
export function HeroImageField({ label, value, onChange, onBusyChange, error }: HeroImageFieldProps) {
  const t = useTranslations('ImageUpload');
  // The log keeps the spec's internal message; the admin sees the field's own.
  const { items, upload, fail, failRejected } = useUploadField({ onBusyChange, logMessage: 'Failed to upload image', alertMessage: t('heroFailed') });

  async function handleFiles(files: File[]) {
    const { urls, failures } = await upload(files.slice(0, 1));
    if (urls[0]) onChange(urls[0]);
    if (failures.length > 0) fail(failures[0]);
  }

  return (
    <div role="group" aria-labelledby={`${ID}-label`}>
      <p id={`${ID}-label`} className={labelClass}>
        {label}
      </p>
      {value ? (
        <div className="relative overflow-hidden rounded-2xl bg-blush ring-1 ring-plum/10">
          {/* Our own uploads (or a legacy URL), shown as they are; the optimizer adds nothing here. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={value} alt={t('heroPreview')} className="aspect-[16/9] w-full object-cover" />
          <button
            type="button"
            onClick={() => onChange('')}
            className="absolute right-3 top-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1.5 text-xs font-semibold text-plum shadow-sm transition-colors hover:bg-white hover:text-rose-deep"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 fill-none stroke-current" strokeWidth="2.2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
            {t('removeHero')}
          </button>
        </div>
      ) : (
        <ImageDropzone
          id={ID}
          multiple={false}
          maxFiles={1}
          prompt={t('heroPrompt')}
          inputLabel={t('heroInput')}
          onFiles={handleFiles}
          onRejected={failRejected}
          invalid={Boolean(error)}
          describedBy={error ? `${ID}-error` : undefined}
        />
      )}
      <UploadProgress items={items} />
      {error && <FieldError id={`${ID}-error`} message={error} />}
    </div>
  );
}
