'use client';

import { useTranslations } from 'next-intl';
import type { UploadItem } from './use-image-uploads';

/** One bar per file on its way to the server. */
export function UploadProgress({ items }: { items: readonly UploadItem[] }) {
  const t = useTranslations('ImageUpload');
  if (items.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2">
      {items.map(({ key, name, progress }) => (
        <li key={key} className="rounded-xl bg-white px-3 py-2 text-xs text-muted ring-1 ring-plum/10">
          <div className="mb-1.5 flex justify-between gap-3">
            <span className="truncate">{t('uploading', { name })}</span>
            <span aria-hidden="true" className="tabular-nums">
              {progress}%
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={t('uploading', { name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-1.5 overflow-hidden rounded-full bg-blush"
          >
            <div className="h-full rounded-full bg-rose-deep transition-[width]" style={{ width: `${progress}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
