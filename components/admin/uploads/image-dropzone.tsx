'use client';

import { useTranslations } from 'next-intl';
import { useDropzone, type DropzoneOptions, type FileRejection } from 'react-dropzone';
import { LineIcon } from '@/components/admin/ui/line-icon';

/** `multiple` and `maxFiles` go to the drop zone as they are. */
interface ImageDropzoneProps extends Required<Pick<DropzoneOptions, 'multiple' | 'maxFiles'>> {
  id: string;
  prompt: string;
  inputLabel: string;
  onFiles: (files: File[]) => void;
  onRejected: (rejections: FileRejection[]) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A drop area for images: one button that opens the file picker (keyboard and mouse alike), and files dropped anywhere on it.
 * Wrong types or too many files are rejected before anything is uploaded.
 */
export function ImageDropzone({ id, prompt, inputLabel, onFiles, onRejected, invalid, describedBy, ...limits }: ImageDropzoneProps) {
  const t = useTranslations('ImageUpload');
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    // The image types the upload endpoint accepts (docs/behaviour.md#image-uploads).
    accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] },
    ...limits,
    noClick: true,
    noKeyboard: true,
    onDropAccepted: onFiles,
    onDropRejected: onRejected,
  });

  return (
    <div
      {...getRootProps()}
      data-active={isDragActive}
      data-invalid={Boolean(invalid)}
      className="relative rounded-2xl border-2 border-dashed border-plum/20 bg-white transition-colors hover:border-rose-deep/60 data-[active=true]:border-rose-deep data-[active=true]:bg-blush/50 data-[invalid=true]:border-rose-deep data-[invalid=true]:bg-blush/30"
    >
      <input {...getInputProps({ id: `${id}-input`, 'aria-label': inputLabel })} />
      <button
        type="button"
        id={id}
        onClick={open}
        aria-describedby={describedBy}
        className="flex w-full flex-col items-center gap-2 rounded-2xl px-4 py-8 text-center"
      >
        <span aria-hidden="true" className="grid size-11 place-items-center rounded-full bg-blush text-rose-deep">
          <LineIcon d="M12 16V4M7 9l5-5 5 5M4 16v2.5A1.5 1.5 0 005.5 20h13a1.5 1.5 0 001.5-1.5V16" className="size-6" />
        </span>
        <span className="text-sm font-semibold text-plum">{isDragActive ? t('dragActive') : prompt}</span>
        <span className="text-xs text-muted">{t('help')}</span>
      </button>
    </div>
  );
}
