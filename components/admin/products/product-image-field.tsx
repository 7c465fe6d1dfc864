'use client';

import { useTranslations } from 'next-intl';
import { labelClass } from '@/components/admin/ui/field-styles';
import { FieldError } from '@/components/admin/ui/admin-field';
import { ImageDropzone } from '@/components/admin/uploads/image-dropzone';
import { UploadProgress } from '@/components/admin/uploads/upload-progress';
import { useUploadField } from '@/components/admin/uploads/use-image-uploads';

interface ProductImageFieldProps {
  value: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}

const ID = 'product-image';

/** The product's picture, uploaded through the site's image pipeline (checked, resized, stripped). */
export function ProductImageField({ value, onChange, onBusyChange, error }: ProductImageFieldProps) {
  const t = useTranslations('ProductForm');
  const { items, upload, fail, failRejected } = useUploadField({ onBusyChange, logMessage: 'Failed to upload image', alertMessage: t('imageFailed') });

  async function handleFiles(files: File[]) {
    const { urls, failures } = await upload(files.slice(0, 1));
    if (urls[0]) onChange(urls[0]);
    if (failures.length > 0) fail(failures[0]);
  }

  return (
    <div role="group" aria-labelledby={`${ID}-label`}>
      <p id={`${ID}-label`} className={labelClass}>
        {t('image')}
      </p>
      {value ? (
        <div className="relative overflow-hidden rounded-2xl bg-blush ring-1 ring-plum/10">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={value} alt={t('imagePreview')} className="aspect-[4/3] w-full object-cover sm:aspect-[16/9]" />
          <button
            type="button"
            onClick={() => onChange('')}
            className="absolute right-3 top-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1.5 text-xs font-semibold text-plum shadow-sm transition-colors hover:bg-white hover:text-rose-deep"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 fill-none stroke-current" strokeWidth="2.2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
            {t('removeImage')}
          </button>
        </div>
      ) : (
        <ImageDropzone
          id={ID}
          multiple={false}
          maxFiles={1}
          prompt={t('imagePrompt')}
          inputLabel={t('imageInput')}
          onFiles={handleFiles}
          onRejected={failRejected}
          invalid={Boolean(error)}
          describedBy={error ? `${ID}-error` : `${ID}-help`}
        />
      )}
      <UploadProgress items={items} />
      <p id={`${ID}-help`} className="mt-1.5 text-xs text-muted">
        {t('imageHelp')}
      </p>
      {error && <FieldError id={`${ID}-error`} message={error} />}
    </div>
  );
}
