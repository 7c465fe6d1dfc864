/**
 * True once React has hydrated the element `selector` finds (by default the page's header): React
 * keeps its fibers on the DOM nodes it owns. A control used before that keeps the browser's value
 * while React's state keeps its own. Shared by the browser specs and the screenshot script.
 * @param {import('@playwright/test').Page} page
 */
export const hydrated = (page, selector = 'header') =>
  page.evaluate((selector) => Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith('__reactFiber')), selector);
