import { expect, type Page } from '@playwright/test';
import { test } from './warm-context';

// Axe on the privacy policy and the terms as loaded, in both languages: visitor-eye.spec.ts (every page, once).

// The server under test inherits this environment; without STUDIO_EMAIL it uses the default.
const STUDIO_EMAIL = process.env.STUDIO_EMAIL?.trim() || 'hello@nordlys.studio';

const DOCUMENTS = [
  {
    path: '/privacy-policy',
    lang: 'en',
    title: 'Privacy policy',
    updated: 'Last updated: May 3, 2021',
    contents: 'Contents',
    sections: 11,
  },
  {
    path: '/no/privacy-policy',
    lang: 'no',
    title: 'Personvernerklæring',
    updated: 'Sist oppdatert: 3. mai 2021',
    contents: 'Innhold',
    sections: 11,
  },
  {
    path: '/terms-of-service',
    lang: 'en',
    title: 'Terms of service',
    updated: 'Last updated: May 3, 2021',
    contents: 'Contents',
    // The studio's 12, then the demo seller's (docs/shop.md#seller).
    sections: 13,
  },
  {
    path: '/no/terms-of-service',
    lang: 'no',
    title: 'Vilkår for bruk',
    updated: 'Sist oppdatert: 3. mai 2021',
    contents: 'Innhold',
    sections: 13,
  },
] as const;

const sectionHeadings = (page: Page) => page.locator('main').getByRole('heading', { level: 2 });

for (const doc of DOCUMENTS) {
  test.describe(`${doc.title} (${doc.path})`, () => {
    test('shows the dated document with its numbered sections and contents', async ({ page }) => {
      const response = await page.goto(doc.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', doc.lang);
      await expect(page).toHaveTitle(`${doc.title} | Nordlys Studio`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${doc.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await expect(page.getByText(doc.updated, { exact: true })).toBeVisible();
      await expect(page.locator('time')).toHaveAttribute('datetime', '2021-05-03');

      const headings = sectionHeadings(page);
      await expect(headings).toHaveCount(doc.sections);
      const titles = await headings.allTextContents();
      expect(titles.map((title) => title.split('.')[0])).toEqual(titles.map((_, index) => String(index + 1)));

      const toc = page.getByRole('navigation', { name: doc.contents });
      await expect(toc.getByRole('link')).toHaveText(titles);

      // Lists hold whole items, never the fragments of a paragraph around a link or bold text.
      for (const item of await page.locator('article li').allTextContents()) expect(item.trim().length).toBeGreaterThan(20);
    });

    test('links the configured studio email', async ({ page }) => {
      await page.goto(doc.path);
      const mailLinks = page.locator('article').getByRole('link', { name: STUDIO_EMAIL, exact: true });
      await expect(mailLinks.first()).toBeVisible();
      for (const link of await mailLinks.all()) await expect(link).toHaveAttribute('href', `mailto:${STUDIO_EMAIL}`);
      const sentence = page
        .locator('article p')
        .filter({ has: page.getByRole('link', { name: STUDIO_EMAIL, exact: true }) })
        .last();
      await expect(sentence).toHaveText(new RegExp(`\\S.* ${STUDIO_EMAIL.replaceAll('.', '\\.')}\\.$`));
    });

    test('jumps to each section from the table of contents', async ({ page }) => {
      // A dozen smooth-scrolled jumps, each waited for; near 30 s on a busy machine.
      test.setTimeout(90_000);
      await page.goto(doc.path);
      const siteHeader = page.locator('header[data-scrolled]');
      const toc = page.getByRole('navigation', { name: doc.contents });
      const links = await toc.getByRole('link').all();
      const last = sectionHeadings(page).last();
      await expect(last).not.toBeInViewport();

      for (const [index, link] of links.entries()) {
        const heading = sectionHeadings(page).nth(index);
        const target = (await link.getAttribute('href'))!;
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${target}$`));
        await expect(page.locator(target)).toContainText((await heading.textContent()) ?? '');
        await expect(heading).toBeInViewport();
        // Not hidden behind the fixed site header.
        await expect
          .poll(async () => {
            const [top, header] = await Promise.all([heading.boundingBox(), siteHeader.boundingBox()]);
            return top!.y - (header!.y + header!.height);
          })
          .toBeGreaterThanOrEqual(0);
      }
    });
  });
}

test.describe('footer links to the legal pages', () => {
  const cases = [
    { from: '/', link: 'Privacy policy', to: '/privacy-policy', h1: 'Privacy policy' },
    { from: '/', link: 'Terms of service', to: '/terms-of-service', h1: 'Terms of service' },
    { from: '/no', link: 'Personvernerklæring', to: '/no/privacy-policy', h1: 'Personvernerklæring' },
    { from: '/no', link: 'Vilkår for bruk', to: '/no/terms-of-service', h1: 'Vilkår for bruk' },
  ];
  for (const { from, link, to, h1 } of cases) {
    test(`${link} from ${from}`, async ({ page }) => {
      await page.goto(from);
      await page.locator('footer').getByRole('link', { name: link, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(to);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    });
  }
});

test.describe('on a phone @mobile', () => {
  test('the contents come first and jump to a section', async ({ page }) => {
    await page.goto('/no/terms-of-service');
    const toc = page.getByRole('navigation', { name: 'Innhold' });
    await expect(toc).toBeVisible();
    const heading = sectionHeadings(page).nth(6);
    await expect(heading).not.toBeInViewport();
    await toc.getByRole('link', { name: '7. Refusjon og angrerett' }).tap();
    await expect(page).toHaveURL(/#refunds$/);
    await expect(heading).toBeInViewport();
    await expect(page.getByText('alle kjøp av digitale produkter endelige, og kjøpesummen refunderes ikke')).toBeVisible();
  });
});
