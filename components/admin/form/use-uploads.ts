'use client';

import { useCallback, useRef, useState } from 'react';

/** Uploads under way, by image field: Save waits for them. */
export function useUploads() {
  const busy = useRef(new Set<string>());
  const [count, setCount] = useState(0);
  const uploading = useCallback((path: string, active: boolean) => {
    if (active) busy.current.add(path);
    else busy.current.delete(path);
    setCount(busy.current.size);
  }, []);
  return { uploading, busy: count > 0 };
}
