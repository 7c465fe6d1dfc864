'use client';

import { useTranslations } from 'next-intl';
import { PROJECT_LIMITS } from '@/lib/projects/input';
import { labelClass } from '@/components/admin/ui/field-styles';
import { ImageDropzone } from '@/components/admin/uploads/image-dropzone';
import { UploadProgress } from '@/components/admin/uploads/upload-progress';
import { useUploadField } from '@/components/admin/uploads/use-image-uploads';

interface GalleryFieldProps {
  label: string;
  value: string[];
  onChange: (update: (urls: string[]) => string[]) => void;
  onBusyChange: (busy: boolean) => void;
}

const ID = 'project-gallery';
/** Files per drop (SPEC section 9). */
const PER_DROP = 10;

/** The project's gallery: up to ten images per drop, each uploaded on choice and removable on its own. */
export function GalleryField({ label, value, onChange, onBusyChange }: GalleryFieldProps) {
  const t = useTranslations('ImageUpload');
  const { items, upload, fail, failRejected } = useUploadField({ onBusyChange, logMessage: 'Failed to upload gallery images', alertMessage: t('galleryFailed') });

  async function handleFiles(files: File[]) {
    // The API keeps at most PROJECT_LIMITS.gallery images; a drop that would pass it is refused whole.
    if (value.length + items.length + files.length > PROJECT_LIMITS.gallery) return fail(`more than ${PROJECT_LIMITS.gallery} gallery images`);
    const { urls, failures } = await upload(files);
    if (urls.length > 0) onChange((current) => [...current, ...urls]);
    if (failures.length > 0) fail(failures[0]);
  }

  return (
    <div role="group" aria-labelledby={`${ID}-label`}>
      <p id={`${ID}-label`} className={labelClass}>
        {label}
      </p>
      {value.length > 0 && (
        <ul className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {value.map((url, index) => (
            <li key={`${url}-${index}`} className="group relative overflow-hidden rounded-xl bg-blush ring-1 ring-plum/10">
              {/* eslint-disable-next-line @next/next/no-img-element -- our own uploads, shown as they are */}
              <img src={url} alt={t('galleryImage', { number: index + 1 })} className="aspect-square w-full object-cover" />
              <button
                type="button"
                onClick={() => onChange((current) => current.filter((_, position) => position !== index))}
                aria-label={t('removeGalleryImage', { number: index + 1 })}
                title={t('removeGalleryImage', { number: index + 1 })}
                className="absolute right-1.5 top-1.5 grid size-8 place-items-center rounded-full bg-white/95 text-plum shadow-sm transition-colors hover:text-rose-deep"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current" strokeWidth="2.2" strokeLinecap="round">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ImageDropzone
        id={ID}
        multiple
        maxFiles={PER_DROP}
        prompt={t('galleryPrompt')}
        inputLabel={t('galleryInput')}
        onFiles={handleFiles}
        onRejected={failRejected}
      />
      <p className="mt-1.5 text-xs text-muted">{t('galleryHelp')}</p>
      <UploadProgress items={items} />
    </div>
  );
}
