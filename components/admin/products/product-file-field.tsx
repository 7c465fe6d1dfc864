'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { toast } from 'sonner';
import { uploadProductFile } from '@/lib/api/admin-products';
import { PRODUCT_FILE_LIMITS } from '@/lib/shop/products/file-limits';
import type { AdminProductFile } from '@/lib/shop/products/input';
import { useFieldForm, type WidgetProps } from '@/components/admin/form/form-context';
import { FieldError } from '@/components/admin/ui/admin-field';
import { labelClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { useFailureText } from '@/components/admin/ui/use-failure-text';
import { formatSize } from './product-display';

// What the picker offers; the server decides by the file's first bytes all the same.
const ACCEPT = { 'application/pdf': ['.pdf'], 'application/zip': ['.zip'], 'application/x-zip-compressed': ['.zip'] };

/**
 * The file a buyer downloads (the product's `file_id`, a custom field, held as the file itself so
 * its name shows): a drop zone, the upload's progress, then the file with Replace and Remove.
 */
export function ProductFileField({ path, label, value: given }: WidgetProps) {
  const t = useTranslations('ProductForm');
  const failureText = useFailureText();
  const { dispatch, errors, uploading, controlId } = useFieldForm();
  const value = given as AdminProductFile | null;
  const onChange = (file: AdminProductFile | null) => dispatch({ type: 'set', path, value: file });
  const error = errors[path];
  const id = controlId(path);
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  useEffect(() => uploading(path, upload !== null), [upload, uploading, path]);

  async function handleFiles(files: File[]) {
    const file = files[0];
    if (!file) return;
    setUpload({ name: file.name, progress: 0 });
    try {
      onChange(await uploadProductFile(file, (progress) => setUpload({ name: file.name, progress })));
    } catch (reason) {
      console.error('Failed to upload product file', reason);
      toast.error(failureText(reason, t('fileFailed')));
    } finally {
      setUpload(null);
    }
  }

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    multiple: false,
    maxFiles: 1,
    maxSize: PRODUCT_FILE_LIMITS.fileBytes,
    noClick: true,
    noKeyboard: true,
    disabled: upload !== null,
    onDropAccepted: handleFiles,
    onDropRejected: () => toast.error(t('fileRejected')),
  });

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={labelClass}>
        {label}
      </p>
      <div
        {...getRootProps()}
        data-active={isDragActive}
        data-invalid={Boolean(error)}
        className="rounded-2xl border-2 border-dashed border-plum/20 bg-white transition-colors hover:border-rose-deep/60 data-[active=true]:border-rose-deep data-[active=true]:bg-blush/50 data-[invalid=true]:border-rose-deep data-[invalid=true]:bg-blush/30"
      >
        <input {...getInputProps({ id: `${id}-input`, 'aria-label': t('fileInput') })} />
        {upload ? (
          <div className="px-4 py-5 text-sm text-muted">
            <div className="mb-2 flex justify-between gap-3">
              <span className="truncate">{t('uploading', { name: upload.name })}</span>
              <span aria-hidden="true" className="tabular-nums">
                {upload.progress}%
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={t('uploading', { name: upload.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={upload.progress}
              className="h-1.5 overflow-hidden rounded-full bg-blush"
            >
              <div className="h-full rounded-full bg-rose-deep transition-[width]" style={{ width: `${upload.progress}%` }} />
            </div>
          </div>
        ) : value ? (
          <div className="flex flex-wrap items-center gap-3 px-4 py-4">
            <span
              aria-hidden="true"
              className="grid size-11 shrink-0 place-items-center rounded-xl bg-blush text-xs font-bold uppercase text-rose-deep"
            >
              {value.content_type === 'application/pdf' ? 'PDF' : 'ZIP'}
            </span>
            <div className="min-w-0 flex-1">
              <p data-testid="product-file-name" className="truncate text-sm font-semibold text-plum">
                {value.file_name}
              </p>
              <p className="text-xs text-muted">{formatSize(value.size_bytes)}</p>
            </div>
            <div className="flex gap-2">
              <button type="button" id={id} onClick={open} className={secondaryButtonClass}>
                {t('replaceFile')}
              </button>
              <button type="button" onClick={() => onChange(null)} className={secondaryButtonClass}>
                {t('removeFile')}
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            id={id}
            onClick={open}
            aria-describedby={error ? `${id}-error` : undefined}
            className="flex w-full flex-col items-center gap-2 rounded-2xl px-4 py-8 text-center"
          >
            <span aria-hidden="true" className="grid size-11 place-items-center rounded-full bg-blush text-rose-deep">
              <svg
                viewBox="0 0 24 24"
                className="size-6 fill-none stroke-current"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M12 16V4M7 9l5-5 5 5M4 16v2.5A1.5 1.5 0 005.5 20h13a1.5 1.5 0 001.5-1.5V16" />
              </svg>
            </span>
            <span className="text-sm font-semibold text-plum">{isDragActive ? t('dragActive') : t('filePrompt')}</span>
            <span className="text-xs text-muted">{t('fileHelp')}</span>
          </button>
        )}
      </div>
      {error && <FieldError id={`${id}-error`} message={error} />}
    </div>
  );
}
