'use client';

import { useEffect, useRef, useState } from 'react';
import type { FileRejection } from 'react-dropzone';
import { uploadImage } from '@/lib/api/admin';

export interface UploadItem {
  key: number;
  name: string;
  /** Whole percent sent so far. */
  progress: number;
}

interface UploadFieldOptions {
  onBusyChange: (busy: boolean) => void;
  /** What the log says when an upload fails (an internal message, not shown to the admin). */
  logMessage: string;
  /** What the admin is told, in an alert, when an upload fails. */
  alertMessage: string;
}

/**
 * The uploads of one image field, side by side, each with its progress: it reports when it is busy (the form's submit waits),
 * and logs and announces a failure, whether the server refused a file or the drop zone did.
 */
export function useUploadField({ onBusyChange, logMessage, alertMessage }: UploadFieldOptions) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextKey = useRef(0);
  const busy = items.length > 0;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  /** The addresses of the files that arrived, in the order they were chosen, and why the others did not. */
  async function upload(files: readonly File[]): Promise<{ urls: string[]; failures: unknown[] }> {
    const batch = files.map((file) => ({ file, key: nextKey.current++ }));
    setItems((current) => [...current, ...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0 }))]);
    const results = await Promise.allSettled(
      batch.map(({ file, key }) =>
        uploadImage(file, (progress) =>
          setItems((current) => current.map((item) => (item.key === key ? { ...item, progress } : item))),
        ).finally(() => setItems((current) => current.filter((item) => item.key !== key))),
      ),
    );
    return {
      urls: results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
      failures: results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : [])),
    };
  }

  const fail = (reason: unknown) => {
    console.error(logMessage, reason instanceof Error ? reason.message : reason);
    window.alert(alertMessage);
  };
  const failRejected = (rejections: FileRejection[]) =>
    fail(rejections.flatMap((rejection) => rejection.errors.map((error) => `${rejection.file.name}: ${error.message}`)).join('; '));

  return { items, busy, upload, fail, failRejected };
}
