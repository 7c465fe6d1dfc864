'use client';

import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs`: a search is sent when the typing pauses. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
