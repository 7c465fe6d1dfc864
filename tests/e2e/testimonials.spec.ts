import { expect, type Page } from '@playwright/test';
import { test } from './warm-context';
import { axeOn, seriousOf } from './eye/accessibility';
import { testimonialSeeds } from '@/lib/db/seed/data/testimonials';
import { readJsonLd } from '../support/json-ld';

const TEXTS = {
  en: {
    prefix: '',
    h1: 'Client testimonials',
    rating: (stars: number) => `Rated ${stars} out of 5`,
    quote: (words: string) => `“${words}”`,
    featured: 'Featured',
    stats: 'Studio in numbers',
    statLabels: ['happy clients', 'projects completed', 'client satisfaction', 'years of experience'],
    contact: 'Start your project',
    services: 'Explore services',
  },
  no: {
    prefix: '/no',
    h1: 'Kundene våre forteller',
    rating: (stars: number) => `Vurdert til ${stars} av 5`,
    quote: (words: string) => `«${words}»`,
    featured: 'Utvalgt',
    stats: 'Studioet i tall',
    statLabels: ['fornøyde kunder', 'fullførte prosjekter', 'kundetilfredshet', 'års erfaring'],
    contact: 'Start prosjektet ditt',
    services: 'Se tjenestene',
  },
} as const;

const main = (page: Page) => page.locator('main');

for (const lang of ['en', 'no'] as const) {
  const text = TEXTS[lang];

  test.describe(`testimonials (${lang})`, () => {
    test('lists every testimonial with its rating and the featured badge', async ({ page }) => {
      const response = await page.goto(`${text.prefix}/testimonials`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.h1);
      const cards = main(page).locator('figure');
      await expect(cards).toHaveCount(testimonialSeeds.length);

      for (const testimonial of testimonialSeeds) {
        const item = cards.filter({ hasText: testimonial.client_name });
        await expect(item).toHaveCount(1);
        await expect(item.getByRole('img')).toHaveAccessibleName(text.rating(testimonial.rating));
        await expect(item.getByText(text.featured, { exact: true })).toHaveCount(testimonial.featured ? 1 : 0);
        await expect(item.locator('blockquote')).toHaveText(text.quote(testimonial.testimonial[lang]));
        await expect(item).toContainText(testimonial.company);
      }
      await expect(main(page).getByText(text.featured, { exact: true })).toHaveCount(
        testimonialSeeds.filter((item) => item.featured).length,
      );

      expect(seriousOf((await axeOn(page).analyze()).violations)).toEqual([]);
    });

    test('shows the numbers in the documented order and the calls to action', async ({ page }) => {
      await page.goto(`${text.prefix}/testimonials`);
      const stats = main(page).getByRole('region', { name: text.stats });
      await expect(stats.locator('dt')).toHaveText([...text.statLabels]);
      await expect(stats.locator('dd')).toHaveText(['50+', '100+', '98%', '5+']);

      await expect(main(page).getByRole('link', { name: text.contact, exact: true })).toHaveAttribute('href', `${text.prefix}/contact`);
      await expect(main(page).getByRole('link', { name: text.services, exact: true })).toHaveAttribute('href', `${text.prefix}/services`);
    });

    test('describes the reviews for search engines', async ({ page }) => {
      await page.goto(`${text.prefix}/testimonials`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${text.prefix}/testimonials$`));
      const data = await readJsonLd(page);
      const reviews = data.find((item) => item.aggregateRating);
      expect(reviews.aggregateRating.reviewCount).toBe(testimonialSeeds.length);
      expect(reviews.review.map((review: { author: { name: string } }) => review.author.name).sort()).toEqual(
        testimonialSeeds.map((item) => item.client_name).sort(),
      );
    });
  });
}
