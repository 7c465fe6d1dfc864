import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SECOND_SERVER } from '../support/e2e-servers';
import { savedAdminToken, signInWithSavedSession } from '../support/admin-state';
import { axeOn, seriousOf } from './eye/accessibility';

// Translation status against the real server: a Norwegian text left empty shows the English one
// on /no and is listed as missing; an English text changed after its translation marks that
// translation outdated in the form, until the admin marks it checked.

// Its own database (scripts/e2e-server.mjs): the public project tests count the demo projects.
test.use({ baseURL: SECOND_SERVER });

const EDITOR_LOAD = { timeout: 15_000 };
let counter = 0;

/** A published, unfeatured project dated long ago, so the lists other specs read keep their order. */
async function createProject(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const token = savedAdminToken(SECOND_SERVER);
  counter += 1;
  const slug = `translation-status-${counter}-${Date.now()}`;
  const response = await request.post('/api/projects', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: { en: `Linen Studio ${counter}`, no: `Linstudio ${counter}` },
      slug,
      category: 'Branding',
      hero_image: '/images/projects/bloom-yoga-studio-website/hero.webp',
      hero_image_alt: { en: 'A linen swatch', no: 'En linprøve' },
      short_description: { en: 'A calm identity for a linen studio.', no: 'En rolig identitet for et linstudio.' },
      full_description: { en: '<p>The story in English.</p>', no: '<p>Historien på norsk.</p>' },
      completion_date: '2001-01-01',
      ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  const project = (await response.json()) as { id: string; title: { en: string } };
  return { ...project, slug, token };
}

const remove = (request: APIRequestContext, id: string, token: string) =>
  request.delete(`/api/projects/${id}`, { headers: { authorization: `Bearer ${token}` } });

async function openForm(page: Page, id: string) {
  await signInWithSavedSession(page.context(), SECOND_SERVER);
  await page.goto(`/admin/projects?edit=${id}`);
  const dialog = page.getByRole('dialog', { name: 'Edit project' });
  await expect(dialog.getByLabel('Title', { exact: true })).toBeVisible(EDITOR_LOAD);
  return dialog;
}

test('a Norwegian text left empty shows the English one on /no and is listed as missing', async ({ page }) => {
  const project = await createProject(page.request, { project_timeline: { en: 'Seven weeks' } });
  try {
    await page.goto(`/no/projects/${project.slug}`);
    await expect(page.getByText('Seven weeks')).toBeVisible();
    const work = (await (
      await page.request.get('/api/admin/translations', { headers: { authorization: `Bearer ${project.token}` } })
    ).json()) as {
      items: { id: string; locale: string; missing: string[] }[];
    };
    expect(work.items).toContainEqual(expect.objectContaining({ id: project.id, locale: 'no', missing: ['project_timeline'] }));

    const dialog = await openForm(page, project.id);
    const norwegian = dialog.getByRole('tabpanel', { name: /^Norwegian/ });
    await expect(norwegian.getByText('Missing (the site shows English): Project timeline')).toBeVisible();
    await expect(dialog.getByLabel('Project timeline (Norwegian)')).toHaveAccessibleDescription(/Missing/);
  } finally {
    await remove(page.request, project.id, project.token);
  }
});

for (const width of ['desktop', '@mobile']) {
  test(`a changed English title marks the Norwegian one outdated until it is checked (${width})`, async ({ page }) => {
    // Signs in, creates a project, opens its form twice and runs axe: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const project = await createProject(page.request);
    try {
      let dialog = await openForm(page, project.id);
      await expect(dialog.getByRole('tabpanel', { name: /^Norwegian/ }).getByText('Up to date')).toBeVisible();
      await dialog.getByLabel('Title', { exact: true }).fill(`${project.title.en}, renamed`);
      await dialog.getByRole('button', { name: 'Update project' }).click();
      await expect(page.getByText('Project updated')).toBeVisible();
      await expect(dialog).toBeHidden();

      dialog = await openForm(page, project.id);
      const norwegian = dialog.getByRole('tabpanel', { name: /^Norwegian/ });
      await expect(norwegian.getByText('Outdated (English changed since): Title')).toBeVisible();
      await expect(dialog.getByLabel('Title (Norwegian)')).toHaveAccessibleDescription(/Outdated/);
      const axe = await axeOn(page).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(seriousOf(axe.violations)).toEqual([]);

      await norwegian.getByRole('button', { name: 'Mark as checked' }).click();
      await expect(page.getByText('Marked as checked')).toBeVisible();
      await expect(norwegian.getByText('Up to date')).toBeVisible();
      await expect(norwegian.getByRole('button', { name: 'Mark as checked' })).toHaveCount(0);
    } finally {
      await remove(page.request, project.id, project.token);
    }
  });
}
