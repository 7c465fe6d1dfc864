import { testimonialInput } from '../../support/testimonial-input';
import { bearer, expect, pageShows, test, tokenFrom } from './cluster';

// A save made through one instance is on the pages the other serves at the next request: each
// instance's page cache and the shared cache (Redis) hear of it.

test('an admin edit made through one instance is on the page the other serves at the next request', async ({ cluster }) => {
  const { a, b } = cluster;
  const token = await tokenFrom(a.origin, '198.51.100.10');
  const testimonial = testimonialInput({ client_name: `Ragnhild Multi ${Date.now()}` });
  // B holds the page (its page cache and the shared cache) before the edit.
  expect(await pageShows(b.origin, '/testimonials', testimonial.client_name)).toBe(false);
  expect(await pageShows(b.origin, '/no/testimonials', testimonial.client_name)).toBe(false);

  const created = await fetch(`${a.origin}/api/admin/testimonials`, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(testimonial),
  });
  expect(created.status).toBe(201);

  expect(await pageShows(b.origin, '/testimonials', testimonial.client_name), 'the other instance shows the edit').toBe(true);
  expect(await pageShows(b.origin, '/no/testimonials', testimonial.client_name), 'in Norwegian too').toBe(true);
  expect(await pageShows(a.origin, '/testimonials', testimonial.client_name), 'the instance that took the edit shows it').toBe(true);
});

test('a page published through one instance is what the other serves at the next request, in both languages', async ({ cluster }) => {
  const { a, b } = cluster;
  const token = await tokenFrom(a.origin, '198.51.100.11');
  const headline = { en: `Headline ${Date.now()}`, no: `Overskrift ${Date.now()}` };
  // B holds the home page in both languages before the publish.
  expect(await pageShows(b.origin, '/', headline.en)).toBe(false);
  expect(await pageShows(b.origin, '/no', headline.no)).toBe(false);

  const page = (await (await fetch(`${a.origin}/api/admin/pages/home`, { headers: bearer(token) })).json()) as {
    draft: { hero: Record<string, unknown> };
  };
  const saved = await fetch(`${a.origin}/api/admin/pages/home`, {
    method: 'PUT',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...page.draft, hero: { ...page.draft.hero, title: headline } }),
  });
  expect(saved.status).toBe(200);
  expect(await pageShows(b.origin, '/', headline.en), 'a draft is not published').toBe(false);

  const published = await fetch(`${a.origin}/api/admin/pages/home/publish`, { method: 'POST', headers: bearer(token) });
  expect(published.status).toBe(200);
  expect(await pageShows(b.origin, '/', headline.en), 'the other instance shows the publish').toBe(true);
  expect(await pageShows(b.origin, '/no', headline.no), 'in Norwegian too').toBe(true);
  expect(await pageShows(a.origin, '/', headline.en), 'the instance that took it shows it').toBe(true);
});

test("the seller saved through one instance is in the other's footer and terms at the next request", async ({ cluster }) => {
  const { a, b } = cluster;
  const token = await tokenFrom(a.origin, '198.51.100.12');
  const name = `Multi Seller ${Date.now()} AS`;
  // B holds both pages before the save.
  expect(await pageShows(b.origin, '/', name)).toBe(false);
  expect(await pageShows(b.origin, '/no/terms-of-service', name)).toBe(false);

  const seller = (await (await fetch(`${a.origin}/api/admin/seller-settings`, { headers: bearer(token) })).json()) as object;
  const saved = await fetch(`${a.origin}/api/admin/seller-settings`, {
    method: 'PUT',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...seller, legal_name: name }),
  });
  expect(saved.status).toBe(200);
  expect(await pageShows(b.origin, '/', name), "the other instance's footer").toBe(true);
  expect(await pageShows(b.origin, '/no/terms-of-service', name), 'its terms, in Norwegian').toBe(true);
});
