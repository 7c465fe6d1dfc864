import { expect, type Page } from '@playwright/test';
import { test } from './warm-context';
import { routing } from '@/i18n/routing';
import { projectSeeds } from '@/lib/db/seed/data/projects';
import { testimonialSeeds } from '@/lib/db/seed/data/testimonials';

const featuredProjects = projectSeeds.filter((project) => project.featured);
const featuredTestimonials = testimonialSeeds.filter((testimonial) => testimonial.featured);

const mainNav = (page: Page) => page.getByRole('navigation', { name: /Main navigation|Hovedmeny/ }).first();

test.describe('home page, English', () => {
  test('has the header, the database content and the footer', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/Nordlys Studio/);

    const nav = mainNav(page);
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'About',
      'Services',
      'Projects',
      'Digital products',
      'Testimonials',
      'Journal',
      'Contact',
    ]);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empowering Female Entrepreneurs');
    for (const project of featuredProjects) {
      await expect(page.getByRole('heading', { name: project.title[routing.defaultLocale] })).toBeVisible();
    }
    for (const testimonial of featuredTestimonials) await expect(page.getByText(testimonial.client_name, { exact: true })).toBeVisible();

    const footer = page.locator('footer');
    await expect(footer.getByRole('heading', { name: 'Quick links' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Quick links' }).locator('..').getByRole('link')).toHaveText([
      'About us',
      'Services',
      'Projects',
      'Digital products',
      'Testimonials',
      'Journal',
      'Contact',
      'Get your downloads again',
    ]);
    await expect(footer.getByRole('heading', { name: 'Services' }).locator('..').getByRole('link')).toHaveText([
      'Website design',
      'Branding',
      'Branding & website',
      'Digital templates',
      'Social media design',
    ]);
    await expect(footer.getByRole('link', { name: 'Social media design' })).toHaveAttribute('href', '/services#social-media');
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/terms-of-service');
    await expect(footer.getByRole('link', { name: /Email us at/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer).toContainText('© 2025 Nordlys Studio');
    // The top-right toast area is mounted with the first toast (sonner loads on demand); the contact
    // and shop tests show it appearing with its messages.
    await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0);
  });

  test('serves the page without redirecting by browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'nb-NO', extraHTTPHeaders: { 'Accept-Language': 'nb-NO,nb;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });
});

test.describe('home page, Norwegian', () => {
  test('is in Norwegian with the Norwegian content', async ({ page }) => {
    const locale = 'no';
    await page.goto('/no');
    await expect(page.locator('html')).toHaveAttribute('lang', 'no');
    await expect(mainNav(page).getByRole('link')).toHaveText([
      'Hjem',
      'Om oss',
      'Tjenester',
      'Prosjekter',
      'Digitale produkter',
      'Anbefalinger',
      'Journal',
      'Kontakt',
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vi styrker kvinnelige gründere');
    for (const project of featuredProjects) await expect(page.getByRole('heading', { name: project.title[locale] })).toBeVisible();
    await expect(page.locator('footer')).toContainText('© 2025 Nordlys Studio. Alle rettigheter forbeholdt.');
    await expect(mainNav(page).getByRole('link', { name: 'Prosjekter' })).toHaveAttribute('href', '/no/projects');
  });
});

test('the language switch keeps the current page', async ({ page }) => {
  await page.goto('/no/finnes-ikke');
  await expect(page).toHaveTitle('Fant ikke siden | Nordlys Studio');
  // It names the language it leads to, in that language.
  await expect(page.getByRole('link', { name: 'View this page in English' })).toHaveText('English');
  await page.getByRole('link', { name: 'View this page in English' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/finnes-ikke');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/');
  await page.getByRole('link', { name: 'Vis siden på norsk' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/no');
  await expect(page.locator('html')).toHaveAttribute('lang', 'no');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vi styrker kvinnelige gründere');
});

test('an unknown page is a 404 in the visitor’s language, inside the site shell', async ({ page }) => {
  const response = await page.goto('/no/finnes-ikke');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Fant ikke siden' })).toBeVisible();
  // Its own title, not the home page's.
  await expect(page).toHaveTitle('Fant ikke siden | Nordlys Studio');
  await expect(mainNav(page)).toBeVisible();
  await page.getByRole('link', { name: 'Tilbake til forsiden' }).click();
  await expect(page).toHaveURL(/\/no$/);
});

test('the header turns compact after 50 px of scroll', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  const tallHeight = (await header.boundingBox())!.height;
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(tallHeight);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('every path change starts at the top of the page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('footer').getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('cursor dot', () => {
  test('follows the mouse', async ({ page }) => {
    await page.goto('/');
    const dot = page.getByTestId('cursor-dot');
    // The dot listens once the page has hydrated; like a person, keep moving until it follows.
    await expect(async () => {
      await page.mouse.move(200, 300);
      await page.mouse.move(300, 400);
      expect((await dot.boundingBox())?.x).toBe(292);
    }).toPass({ timeout: 10_000 });
    await expect(dot).toHaveCSS('opacity', '1');
    await expect(dot).toHaveCSS('width', '16px');
    expect((await dot.boundingBox())?.y).toBe(392);
  });

  test('is hidden when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.mouse.move(300, 400);
    await expect(page.getByTestId('cursor-dot')).toBeHidden();
  });
});

test.describe('on a phone @mobile', () => {
  test('the menu opens, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link')).toHaveCount(8);
    await menu.getByRole('link', { name: 'Projects' }).tap();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
  });

  test('the open menu dims and locks the page, offers the call, and closes on a tap outside or Escape', async ({ page }) => {
    await page.goto('/no');
    const toggle = page.getByRole('button', { name: 'Åpne meny' });
    await toggle.tap();
    const panel = page.locator('#mobile-menu-panel');
    await expect(panel.getByRole('link', { name: 'Book en prat' })).toHaveAttribute('href', '/no/book');
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Hjem' })).toBeFocused();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

    // Tab stays in the header while the page behind is dimmed.
    const controls = await page.getByRole('banner').locator('a[href], button').filter({ visible: true }).count();
    for (let step = 0; step <= controls; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('body > header') !== null)).toBe(true);
    }

    await page.getByTestId('menu-backdrop').tap({ position: { x: 20, y: 700 } });
    await expect(panel).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');

    await toggle.tap();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Åpne meny' })).toBeFocused();
  });

  test('has no cursor dot on a touch screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('cursor-dot')).toBeHidden();
  });
});
