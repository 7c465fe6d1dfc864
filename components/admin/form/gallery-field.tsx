'use client';

import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { FieldError } from '@/components/admin/ui/admin-field';
import { labelClass } from '@/components/admin/ui/field-styles';
import { DEFAULT_LOCALE, emptyLocalized, TRANSLATION_LOCALES } from '@/components/admin/ui/localized-values';
import type { TranslationFlag } from '@/components/admin/ui/translation-flag';
import { ImageDropzone } from '@/components/admin/uploads/image-dropzone';
import { UploadProgress } from '@/components/admin/uploads/upload-progress';
import { useUploadField } from '@/components/admin/uploads/use-image-uploads';
import type { GalleryImage } from './gallery-values';
import { ImageTextInput } from './image-text-input';

interface GalleryFieldProps {
  /** The field's id, prefix of its inputs' ids: each form's gallery has its own. */
  id?: string;
  label: string;
  value: GalleryImage[];
  onChange: (update: (images: GalleryImage[]) => GalleryImage[]) => void;
  onBusyChange: (busy: boolean) => void;
  /** Shown while an image lacks its alt text in the default language; those inputs are marked invalid. */
  altError?: string;
  /** Whether the alt texts in a translation language are missing or outdated: tagged at each of its inputs. */
  altFlag?: (locale: Locale) => TranslationFlag | undefined;
  /** The labels of an image's inputs in a language: its alt text, and its caption when the gallery has captions. */
  labels: { alt: (number: number, locale: Locale) => string; caption?: (number: number, locale: Locale) => string };
  captionFlag?: (locale: Locale) => TranslationFlag | undefined;
  /** At most this many images (the API's limit). */
  max: number;
  /** At most this many characters in an alt text or caption. */
  textMax: number;
}

const ID = 'project-gallery';
/** Files per drop (docs/behaviour.md#image-uploads). */
const PER_DROP = 10;

/** The default language's alt text input of an image; a translation's is `<that id>-<locale>`. */
export const galleryAltId = (index: number, locale: Locale = DEFAULT_LOCALE, id = ID) =>
  locale === DEFAULT_LOCALE ? `${id}-alt-${index}` : `${id}-alt-${index}-${locale}`;

const captionId = (index: number, locale: Locale, id: string) => `${id}-caption-${index}-${locale}`;

/**
 * The project's gallery: up to ten images per drop, each uploaded on choice, described (alt text
 * in the default language, required, and in each translation language) and removable on its own,
 * texts included.
 */
export function GalleryField({
  id: fieldId = ID,
  label,
  value,
  onChange,
  onBusyChange,
  altError,
  altFlag,
  labels,
  captionFlag,
  max,
  textMax,
}: GalleryFieldProps) {
  const t = useTranslations('ImageUpload');
  const { items, upload, fail, failRejected } = useUploadField({
    onBusyChange,
    logMessage: 'Failed to upload gallery images',
    alertMessage: t('galleryFailed'),
  });

  async function handleFiles(files: File[]) {
    // The API keeps at most `max` images; a drop that would pass it is refused whole.
    if (value.length + items.length + files.length > max) return fail(`more than ${max} gallery images`);
    const { urls, failures } = await upload(files);
    if (urls.length > 0)
      onChange((current) => [...current, ...urls.map((url) => ({ url, alt: emptyLocalized(), caption: emptyLocalized() }))]);
    if (failures.length > 0) fail(failures[0]);
  }

  const setText = (index: number, field: 'alt' | 'caption', locale: Locale, text: string) =>
    onChange((current) =>
      current.map((image, position) => (position === index ? { ...image, [field]: { ...image[field], [locale]: text } } : image)),
    );
  const locales = [DEFAULT_LOCALE, ...TRANSLATION_LOCALES];

  return (
    <div role="group" aria-labelledby={`${fieldId}-label`}>
      <p id={`${fieldId}-label`} className={labelClass}>
        {label}
      </p>
      {value.length > 0 && (
        <ul className="mb-3 space-y-3">
          {value.map((image, index) => {
            const missing = Boolean(altError) && image.alt[DEFAULT_LOCALE].trim() === '';
            return (
              <li key={`${image.url}-${index}`} className="flex gap-3 rounded-2xl bg-cream/60 p-3 ring-1 ring-plum/10">
                <div className="relative size-24 shrink-0 overflow-hidden rounded-xl bg-blush sm:size-28">
                  {/* eslint-disable-next-line @next/next/no-img-element -- our own uploads, shown as they are */}
                  <img src={image.url} alt={t('galleryImage', { number: index + 1 })} className="size-full object-cover" />
                  <button
                    type="button"
                    onClick={() => onChange((current) => current.filter((_, position) => position !== index))}
                    aria-label={t('removeGalleryImage', { number: index + 1 })}
                    title={t('removeGalleryImage', { number: index + 1 })}
                    className="absolute right-1.5 top-1.5 grid size-8 place-items-center rounded-full bg-white/95 text-plum shadow-sm transition-colors hover:text-rose-deep"
                  >
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      className="size-4 fill-none stroke-current"
                      strokeWidth="2.2"
                      strokeLinecap="round"
                    >
                      <path d="M6 6l12 12M18 6L6 18" />
                    </svg>
                  </button>
                </div>
                {/* The languages side by side from small screens up, wide enough to read a sentence: alt texts, then captions. */}
                <div className="grid min-w-0 flex-1 content-start gap-x-3 gap-y-2 sm:grid-cols-2">
                  {locales.map((locale) => (
                    <ImageTextInput
                      key={`alt-${locale}`}
                      id={galleryAltId(index, locale, fieldId)}
                      label={labels.alt(index + 1, locale)}
                      locale={locale}
                      value={image.alt[locale]}
                      maxLength={textMax}
                      flag={locale === DEFAULT_LOCALE ? undefined : altFlag?.(locale)}
                      invalid={locale === DEFAULT_LOCALE && missing}
                      errorId={`${fieldId}-alt-error`}
                      onChange={(text) => setText(index, 'alt', locale, text)}
                    />
                  ))}
                  {labels.caption &&
                    locales.map((locale) => (
                      <ImageTextInput
                        key={`caption-${locale}`}
                        id={captionId(index, locale, fieldId)}
                        label={labels.caption!(index + 1, locale)}
                        locale={locale}
                        value={image.caption?.[locale] ?? ''}
                        maxLength={textMax}
                        flag={locale === DEFAULT_LOCALE ? undefined : captionFlag?.(locale)}
                        onChange={(text) => setText(index, 'caption', locale, text)}
                      />
                    ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {altError && <FieldError id={`${fieldId}-alt-error`} message={altError} />}
      <ImageDropzone
        id={fieldId}
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
