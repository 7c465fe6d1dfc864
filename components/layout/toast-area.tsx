'use client';

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { subscribeToToastRequest, toastsRequested, toasterMounted } from './toasts';

const Toaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })));

/** Rendered after the Toaster in the same commit, so its effect runs once the Toaster subscribed. */
function MountedSignal() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/** The top-right toast area (SPEC section 2); empty, and without sonner's code, until a toast is shown. */
export function ToastArea() {
  const requested = useSyncExternalStore(subscribeToToastRequest, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" />
      <MountedSignal />
    </Suspense>
  );
}
