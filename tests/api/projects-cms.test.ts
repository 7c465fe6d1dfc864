import { eq } from 'drizzle-orm';
import { POST as savePreview } from '@/app/api/admin/projects/preview/route';
import { GET as openPreview } from '@/app/api/admin/preview/route';
import { GET as listAdmin } from '@/app/api/admin/projects/route';
import { PUT as update } from '@/app/api/projects/[id]/route';
import { GET as listFeatured } from '@/app/api/projects/featured/route';
import { GET as list, POST as create } from '@/app/api/projects/route';
import { GET as bySlug } from '@/app/api/projects/slug/[slug]/route';
import { currentSlugFor } from '@/lib/content/project-slug-redirects';
import { getDb } from '@/lib/db/client';
import { adminUsers, projectPreviews, projectSlugHistory } from '@/lib/db/schema';
import type { AdminProject } from '@/lib/projects/input';
import { params, send } from '../support/api';
import { adminToken, bearer } from '../support/admin';
import { projectInput } from '../support/project-input';

// Drafts, slug history, alt texts, SEO overrides and previews: what makes the projects a CMS.

let auth: Record<string, string>;
beforeAll(async () => {
  auth = bearer(await adminToken());
});

const post = (json: unknown, headers = auth) => send(create, '/api/projects', { method: 'POST', json, headers });
const put = (id: string, json: unknown, headers = auth) =>
  send(update, `/api/projects/${id}`, { method: 'PUT', json, headers }, params({ id }));
const publicProject = (slug: string, locale = 'en') => send(bySlug, `/api/projects/slug/${slug}?locale=${locale}`, {}, params({ slug }));
const publicSlugs = async (handler: typeof list, path: string) =>
  ((await send(handler, path)).body as { slug: string }[]).map((project) => project.slug);

async function created(overrides = {}): Promise<AdminProject> {
  const { status, body } = await post(projectInput(overrides));
  expect(status).toBe(201);
  return body as AdminProject;
}

async function historyOf(projectId: string): Promise<string[]> {
  const rows = await (await getDb()).select().from(projectSlugHistory).where(eq(projectSlugHistory.projectId, projectId));
  return rows.map((row) => row.slug).sort();
}

describe('drafts', () => {
  it('is published when the body says nothing (the documented create flow)', async () => {
    expect((await created()).status).toBe('published');
  });

  it('keeps a draft out of every public read, in both languages, and shows it once published', async () => {
    const draft = await created({ status: 'draft', featured: true });
    expect(draft.status).toBe('draft');
    for (const locale of ['en', 'no']) {
      expect(await publicSlugs(list, `/api/projects?locale=${locale}`)).not.toContain(draft.slug);
      expect(await publicSlugs(listFeatured, `/api/projects/featured?locale=${locale}`)).not.toContain(draft.slug);
      expect((await publicProject(draft.slug, locale)).status).toBe(404);
      // Older links use the id: a draft is no more found by it.
      expect((await publicProject(draft.id, locale)).status).toBe(404);
    }
    // The admin still lists it.
    const admin = (await send(listAdmin, '/api/admin/projects', { headers: auth })).body as AdminProject[];
    expect(admin.find((project) => project.id === draft.id)).toMatchObject({ status: 'draft' });

    expect((await put(draft.id, projectInput({ slug: draft.slug, status: 'published', featured: true }))).status).toBe(200);
    expect(await publicSlugs(list, '/api/projects')).toContain(draft.slug);
    expect(await publicSlugs(listFeatured, '/api/projects/featured')).toContain(draft.slug);
    expect((await publicProject(draft.slug, 'no')).status).toBe(200);
  });

  it.each([['Draft'], ['archived'], [''], [true]])('refuses the status %j', async (status) => {
    const { status: code, body } = await post(projectInput({ status } as never));
    expect(code).toBe(400);
    expect((body as { detail: string }).detail).toContain('status: must be one of: draft, published');
  });
});

describe('slug history', () => {
  it('keeps every old slug of a renamed project, pointing at its current one', async () => {
    const project = await created();
    const first = project.slug;
    const second = `${first}-two`;
    const third = `${first}-three`;
    expect((await put(project.id, projectInput({ slug: second }))).status).toBe(200);
    expect((await put(project.id, projectInput({ slug: third }))).status).toBe(200);
    expect(await historyOf(project.id)).toEqual([first, second].sort());
    expect(await currentSlugFor(first)).toBe(third);
    expect(await currentSlugFor(second)).toBe(third);
    // The public API does not redirect: an old slug there is a 404 (pages answer the 308).
    expect((await publicProject(first)).status).toBe(404);
    expect((await publicProject(third)).status).toBe(200);
  });

  it('takes a slug out of the history when its project takes it back', async () => {
    const project = await created();
    const original = project.slug;
    await put(project.id, projectInput({ slug: `${original}-new` }));
    await put(project.id, projectInput({ slug: original }));
    expect(await historyOf(project.id)).toEqual([`${original}-new`]);
    expect(await currentSlugFor(original)).toBeNull();
    expect(await currentSlugFor(`${original}-new`)).toBe(original);
  });

  it('gives an old slug to another project that claims it', async () => {
    const a = await created();
    const old = a.slug;
    await put(a.id, projectInput({ slug: `${old}-moved` }));
    const b = await created({ slug: old });
    expect(b.slug).toBe(old);
    expect(await historyOf(a.id)).toEqual([]);
    expect(await currentSlugFor(old)).toBeNull();
    expect((await publicProject(old)).body).toMatchObject({ id: b.id });
  });

  it('refuses a slug another project uses now with 409, and records nothing', async () => {
    const [a, b] = [await created(), await created()];
    const { status, body } = await put(b.id, projectInput({ slug: a.slug }));
    expect(status).toBe(409);
    expect(body).toEqual({ detail: `slug: another project already uses "${a.slug}"`, reason: 'slugTaken', field: 'slug', slug: a.slug });
    expect(await historyOf(b.id)).toEqual([]);
  });

  it('does not redirect to a draft (it would reveal it)', async () => {
    const project = await created();
    const old = project.slug;
    await put(project.id, projectInput({ slug: `${old}-secret`, status: 'draft' }));
    expect(await currentSlugFor(old)).toBeNull();
    await put(project.id, projectInput({ slug: `${old}-secret`, status: 'published' }));
    expect(await currentSlugFor(old)).toBe(`${old}-secret`);
  });
});

describe('alt texts and SEO overrides', () => {
  const texts = {
    hero_image_alt: { en: 'Cream jars on linen', no: 'Kremkrukker på lin' },
    image_gallery: ['/uploads/a.webp', '/uploads/b.webp'],
    image_gallery_alt: { en: ['The label', 'The box'], no: ['Etiketten'] },
    seo_title: { en: 'Luna | Branding case', no: 'Luna | Merkevarecase' },
    seo_description: { en: 'How a skincare brand found its calm.', no: null },
  };

  it("stores them aligned with the gallery and answers them in the reader's language, falling back to English", async () => {
    const project = await created(texts);
    expect(project).toMatchObject({
      ...texts,
      image_gallery_alt: { en: ['The label', 'The box'], no: ['Etiketten', ''] },
      seo_description: { en: 'How a skincare brand found its calm.' },
    });
    // No Norwegian SEO description is stored: Norwegian pages fall back to the English one.
    expect(project.seo_description).toEqual({ en: 'How a skincare brand found its calm.' });
    expect((await publicProject(project.slug)).body).toMatchObject({
      hero_image_alt: 'Cream jars on linen',
      image_gallery_alt: ['The label', 'The box'],
      seo_title: 'Luna | Branding case',
      seo_description: 'How a skincare brand found its calm.',
    });
    expect((await publicProject(project.slug, 'no')).body).toMatchObject({
      hero_image_alt: 'Kremkrukker på lin',
      image_gallery_alt: ['Etiketten', 'The box'],
      seo_title: 'Luna | Merkevarecase',
      seo_description: 'How a skincare brand found its calm.',
    });
  });

  it('accepts a body without them (clients of the documented API) and stores empty texts for the gallery', async () => {
    const body: Record<string, unknown> = projectInput();
    for (const field of Object.keys(texts)) if (field !== 'image_gallery') delete body[field];
    const { status, body: project } = await post(body);
    expect(status).toBe(201);
    expect(project).toMatchObject({ hero_image_alt: null, seo_title: null, seo_description: null });
    // No text in any language; the pages read one empty text per gallery image.
    expect((project as AdminProject).image_gallery_alt).toEqual({});
    expect((await publicProject((project as AdminProject).slug, 'no')).body).toMatchObject({ image_gallery_alt: [''] });
  });

  it.each([
    [
      { image_gallery: ['/uploads/a.webp'], image_gallery_alt: ['one', 'two'] },
      'image_gallery_alt: must have at most one text per gallery image',
    ],
    [{ image_gallery: [], image_gallery_alt: { no: ['one'] } }, 'image_gallery_alt.no: must have at most one text per gallery image'],
    [{ image_gallery_alt: 'one' }, 'image_gallery_alt:'],
    [{ image_gallery_alt: [3] }, 'image_gallery_alt.0:'],
    [{ hero_image_alt: 'x'.repeat(301) }, 'hero_image_alt: must be at most 300 characters'],
    [{ image_gallery_alt: [null] }, 'image_gallery_alt.0:'],
    [{ seo_title: 'x'.repeat(201) }, 'seo_title: must be at most 200 characters'],
    [{ seo_description: { no: 'x'.repeat(601) } }, 'seo_description.no: must be at most 600 characters'],
  ])('refuses bad alt and SEO input (case %#)', async (overrides, detail) => {
    const { status, body } = await post(projectInput(overrides as never));
    expect(status).toBe(400);
    expect((body as { detail: string }).detail).toContain(detail);
  });
});

describe('previews', () => {
  const preview = (json: unknown, headers = auth) => send(savePreview, '/api/admin/projects/preview', { method: 'POST', json, headers });

  async function storedPreviews(): Promise<unknown[]> {
    const db = await getDb();
    const [admin] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.username, 'admin'));
    const rows = await db.select().from(projectPreviews).where(eq(projectPreviews.adminUserId, admin!.id));
    return rows.map((row) => row.values);
  }

  it('answers 401 without an admin session and stores nothing', async () => {
    const before = (await storedPreviews()).length;
    expect(await preview(projectInput(), {})).toMatchObject({ status: 401 });
    expect(await preview(projectInput(), { authorization: 'Bearer abc.def.ghi' })).toMatchObject({ status: 401 });
    expect((await send(openPreview, '/api/admin/preview?slug=luna-skincare-brand-identity')).status).toBe(401);
    expect((await storedPreviews()).length).toBe(before);
  });

  it('keeps one preview per admin, each replacing the last, and answers its addresses in both languages', async () => {
    const first = projectInput({ status: 'draft' });
    const second = projectInput({ title: 'Second thoughts' });
    expect(await preview(first)).toMatchObject({ status: 200 });
    const { status, body, headers } = await preview(second);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      url: `/api/admin/preview?slug=${second.slug}&locale=en&edits=1`,
      url_no: `/api/admin/preview?slug=${second.slug}&locale=no&edits=1`,
    });
    const stored = await storedPreviews();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ title: { en: 'Second thoughts' }, slug: second.slug });
    // Nothing was saved as a project.
    expect((await publicProject(second.slug)).status).toBe(404);
  });

  it('validates the body like a save', async () => {
    const { status, body } = await preview(projectInput({ title: ' ', full_description: '<p> </p>' }));
    expect(status).toBe(400);
    expect((body as { detail: string }).detail).toContain('title: must not be empty');
    expect((await preview(projectInput({ full_description: '<script>x</script>' }))).body).toEqual({
      detail: 'full_description: must not be empty',
    });
  });
});
