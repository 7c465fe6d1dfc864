/** `sendGAEvent` without loading @next/third-parties into every page; gtag.js reads only `arguments` objects. */
export function gtag(..._command: unknown[]): void {
  if (typeof window === 'undefined' || !Array.isArray(window.dataLayer)) return;
  // eslint-disable-next-line prefer-rest-params -- see above: gtag.js needs the arguments object
  window.dataLayer.push(arguments);
}
