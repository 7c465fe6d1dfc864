import { expect, test, type Page } from '@playwright/test';

// Footer links fetch their page ahead only when the visitor shows intent (hover, touch, focus), not
// when the footer scrolls into view (components/layout/footer-link.tsx). The legal pages are linked
// from the footer alone, so any request for them comes from a footer link.

/** Paths of the router's requests for page data (prefetches and navigations). */
function watchRouterRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc') || request.headers()['rsc'] !== undefined) paths.push(url.pathname);
  });
  return paths;
}

test('footer links fetch their page ahead on hover, not when they come into view', async ({ page }) => {
  const requested = watchRouterRequests(page);
  // A short page, scrolled to its end: the whole footer is in view.
  await page.goto('/digital-products/success');
  const privacy = page.locator('footer').getByRole('link', { name: 'Privacy policy' });
  await privacy.scrollIntoViewIfNeeded();
  await expect(privacy).toBeInViewport();
  // Links in view are prefetched once the page has hydrated; the header's are, the footer's not.
  await page.waitForLoadState('networkidle');
  expect(requested).toContain('/digital-products');
  expect(requested).not.toContain('/privacy-policy');

  const prefetch = page.waitForRequest((request) => new URL(request.url()).pathname === '/privacy-policy');
  await privacy.hover();
  await prefetch;
  expect(requested).not.toContain('/terms-of-service');
});
