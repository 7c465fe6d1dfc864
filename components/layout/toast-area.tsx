'use client';

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { HEADER_CLEARANCE_PX } from './header-height';
import { subscribeToToastRequest, toastsRequested, toasterMounted } from './toasts';

const Toaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })));

/** Rendered after the Toaster in the same commit, so its effect runs once the Toaster subscribed. */
function MountedSignal() {
  useEffect(() => toasterMounted(), []);
  return null;
}

// sonner's own look is replaced (unstyled) by the site's: a plum card in the site's type. sonner
// keeps its stacking, swipe and timing; its width rule still applies on phones, where a toast
// spans the screen less the side offsets, and --width (356 px) is used on wider screens.
const TOAST_CLASSES = {
  toast:
    'flex w-(--width) items-start gap-3 rounded-2xl bg-plum px-5 py-4 font-sans text-sm leading-relaxed text-cream shadow-xl shadow-plum/25 ring-1 ring-cream/10',
  title: 'font-medium',
  icon: 'mt-0.5 flex shrink-0',
};

function ToastIcon({ path, tone }: { path: string; tone: string }) {
  return (
    <span className={`inline-flex size-5 items-center justify-center rounded-full ${tone}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    </span>
  );
}

const ICONS = {
  success: <ToastIcon path="M5 12.5l4.5 4.5L19 7.5" tone="bg-sage text-plum" />,
  error: <ToastIcon path="M12 6v7m0 4.5v.01" tone="bg-petal text-plum" />,
};

// Below the header on every screen size, so a toast never hides the logo, menu or language switch.
const OFFSET = { top: HEADER_CLEARANCE_PX, right: 24 };
const MOBILE_OFFSET = { top: HEADER_CLEARANCE_PX, right: 16, left: 16 };

/**
 * The top-right toast area (docs/behaviour.md#notifications); empty, and without sonner's code,
 * until a toast is shown. `label` names the notifications region in the page's language (sonner
 * adds the hotkey).
 */
export function ToastArea({ label }: { label: string }) {
  const requested = useSyncExternalStore(subscribeToToastRequest, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        offset={OFFSET}
        mobileOffset={MOBILE_OFFSET}
        containerAriaLabel={label}
        icons={ICONS}
        toastOptions={{ unstyled: true, classNames: TOAST_CLASSES }}
      />
      <MountedSignal />
    </Suspense>
  );
}
