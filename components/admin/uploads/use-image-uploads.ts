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

export interface UploadOutcome {
  /** Addresses of the files that arrived, in the order they were chosen. */
  urls: string[];
  /** Why the others did not. */
  failures: unknown[];
}

/** Uploads files side by side and tracks each one's progress until it finishes. */
export function useImageUploads() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextKey = useRef(0);

  async function upload(files: readonly File[]): Promise<UploadOutcome> {
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

  return { items, busy: items.length > 0, upload };
}

interface UploadFieldOptions {
  onBusyChange: (busy: boolean) => void;
  /** What the log says when an upload fails (an internal message, not shown to the admin). */
  logMessage: string;
  /** What the admin is told, in an alert, when an upload fails. */
  alertMessage: string;
}

/**
 * The uploads of one image field: reports when it is busy (the form's submit waits for it), and
 * logs and announces a failure, whether the server refused a file or the drop zone did.
 */
export function useUploadField({ onBusyChange, logMessage, alertMessage }: UploadFieldOptions) {
  const uploads = useImageUploads();
  const { busy } = uploads;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const fail = (reason: unknown) => {
    console.error(logMessage, reason instanceof Error ? reason.message : reason);
    window.alert(alertMessage);
  };
  const failRejected = (rejections: FileRejection[]) =>
    fail(rejections.flatMap((rejection) => rejection.errors.map((error) => `${rejection.file.name}: ${error.message}`)).join('; '));

  return { ...uploads, fail, failRejected };
}
