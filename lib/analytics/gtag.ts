/**
 * Queues a gtag command, as `sendGAEvent` of @next/third-parties does, without importing that
 * package into every page's JavaScript (its module also holds the GA loader component and
 * next/script). gtag.js reads only `arguments` objects from the data layer, not arrays. Without
 * a data layer (no measurement id configured) nothing happens.
 */
export function gtag(..._command: unknown[]): void {
  if (typeof window === 'undefined' || !Array.isArray(window.dataLayer)) return;
  // eslint-disable-next-line prefer-rest-params -- see above: gtag.js needs the arguments object
  window.dataLayer.push(arguments);
}
