'use client';

import { FieldError } from '@/components/admin/ui/admin-field';
import { labelClass } from '@/components/admin/ui/field-styles';
import { LineIcon } from '@/components/admin/ui/line-icon';
import { ImageDropzone } from './image-dropzone';
import { UploadProgress } from './upload-progress';
import { useUploadField } from './use-image-uploads';

/** The words of one image field, from its form's catalogue. */
interface SingleImageTexts {
  label: string;
  /** The preview's alt text. */
  preview: string;
  remove: string;
  prompt: string;
  /** The file input's accessible name. */
  input: string;
  /** Shown when an upload fails. */
  failed: string;
  help?: string;
}

interface SingleImageFieldProps {
  id: string;
  texts: SingleImageTexts;
  /** The preview's shape, e.g. 'aspect-[16/9]'. */
  previewClass: string;
  value: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}

/**
 * One picture uploaded through the site's image pipeline (checked, resized, stripped) on choice;
 * removing it shows the drop zone again. The project's hero and the product's image.
 */
export function SingleImageField({ id, texts, previewClass, value, onChange, onBusyChange, error }: SingleImageFieldProps) {
  // The log keeps the internal message ('Failed to upload image'); the admin sees the field's own.
  const { items, upload, fail, failRejected } = useUploadField({
    onBusyChange,
    logMessage: 'Failed to upload image',
    alertMessage: texts.failed,
  });
  const helpId = texts.help ? `${id}-help` : undefined;

  async function handleFiles(files: File[]) {
    const { urls, failures } = await upload(files.slice(0, 1));
    if (urls[0]) onChange(urls[0]);
    if (failures.length > 0) fail(failures[0]);
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={labelClass}>
        {texts.label}
      </p>
      {value ? (
        <div className="relative overflow-hidden rounded-2xl bg-blush ring-1 ring-plum/10">
          {/* Our own uploads (or a legacy URL), shown as they are; the optimizer adds nothing here. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={value} alt={texts.preview} className={`${previewClass} w-full object-cover`} />
          <button
            type="button"
            onClick={() => onChange('')}
            className="absolute right-3 top-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1.5 text-xs font-semibold text-plum shadow-sm transition-colors hover:bg-white hover:text-rose-deep"
          >
            <LineIcon d="M6 6l12 12M18 6L6 18" className="size-3.5" width={2.2} />
            {texts.remove}
          </button>
        </div>
      ) : (
        <ImageDropzone
          id={id}
          multiple={false}
          maxFiles={1}
          prompt={texts.prompt}
          inputLabel={texts.input}
          onFiles={handleFiles}
          onRejected={failRejected}
          invalid={Boolean(error)}
          describedBy={error ? `${id}-error` : helpId}
        />
      )}
      <UploadProgress items={items} />
      {texts.help && (
        <p id={helpId} className="mt-1.5 text-xs text-muted">
          {texts.help}
        </p>
      )}
      {error && <FieldError id={`${id}-error`} message={error} />}
    </div>
  );
}
