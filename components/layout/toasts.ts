// Toasts of the public site. sonner is loaded with the first toast, not with every page: most
// visits never show one. The toast area (toast-area.tsx) mounts sonner's Toaster on request and
// reports back once it listens, because a Toaster does not show toasts raised before it mounted.

export type ToastKind = 'success' | 'error';

let requested = false;
const listeners = new Set<() => void>();
let reportMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  reportMounted = resolve;
});

export function subscribeToToastRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toastsRequested = () => requested;

/** Called by the toast area once its Toaster listens. */
export const toasterMounted = () => reportMounted();

/** Shows a toast; an `id` makes a repeated call show it once. */
export async function notify(kind: ToastKind, message: string, options?: { id?: string }): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  toast[kind](message, options);
}
