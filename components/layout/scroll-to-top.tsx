'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Every path change starts at the top of the page, unless the URL points at an anchor. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0 });
  }, [pathname]);
  return null;
}
