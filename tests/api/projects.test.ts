import { GET as listFeatured } from '@/app/api/projects/featured/route';
import { GET as listProjects } from '@/app/api/projects/route';
import { GET as getBySlug } from '@/app/api/projects/slug/[slug]/route';
import { routing } from '@/i18n/routing';
import { projectSeeds } from '@/lib/db/seed/data/projects';
import { call, params } from '../support/api';

const PROJECT_FIELDS = [
  'id',
  'slug',
  'title',
  'category',
  'featured',
  'hero_image',
  'image_url',
  'short_description',
  'description',
  'full_description',
  'client_name',
  'completion_date',
  'year',
  'project_timeline',
  'video_url',
  'image_gallery',
  'tags',
  'created_at',
  // Added with the CMS work: alt texts and search-engine overrides, in the reader's language.
  'hero_image_alt',
  'image_gallery_alt',
  'image_gallery_caption',
  'seo_title',
  'seo_description',
].sort();

type ProjectJson = Record<string, unknown> & { slug: string; title: string; featured: boolean; id: string };

describe('GET /api/projects', () => {
  it('lists every seeded project with the contract fields', async () => {
    const { status, body } = await call(listProjects, '/api/projects');
    expect(status).toBe(200);
    const projects = body as ProjectJson[];
    expect(projects.map((p) => p.slug).sort()).toEqual(projectSeeds.map((p) => p.slug).sort());
    for (const project of projects) expect(Object.keys(project).sort()).toEqual(PROJECT_FIELDS);
  });

  it('returns the seed values for a project, dates as ISO strings', async () => {
    const { body } = await call(listProjects, '/api/projects');
    const seed = projectSeeds[0]!;
    const project = (body as ProjectJson[]).find((p) => p.slug === seed.slug)!;
    expect(project).toMatchObject({
      title: seed.title[routing.defaultLocale],
      category: seed.category,
      featured: seed.featured,
      hero_image: seed.hero_image,
      short_description: seed.short_description[routing.defaultLocale],
      client_name: seed.client_name,
      year: seed.year,
      image_gallery: seed.image_gallery,
      tags: seed.tags,
    });
    if (seed.completion_date) expect(String(project.completion_date).slice(0, 10)).toBe(seed.completion_date);
    expect(new Date(String(project.created_at)).toISOString()).toBe(project.created_at);
  });

  it('lists newest work first: by the year it was finished (completion date, else its year, else when it was added)', async () => {
    const { body } = await call(listProjects, '/api/projects');
    const yearOf = (date: unknown) => new Date(String(date)).getUTCFullYear();
    const years = (body as ProjectJson[]).map((p) =>
      p.completion_date ? yearOf(p.completion_date) : ((p.year as number | null) ?? yearOf(p.created_at)),
    );
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('answers in Norwegian with ?locale=no', async () => {
    const locale = 'no';
    const { body } = await call(listProjects, `/api/projects?locale=${locale}`);
    const seed = projectSeeds[0]!;
    const project = (body as ProjectJson[]).find((p) => p.slug === seed.slug)!;
    expect(project.title).toBe(seed.title[locale]);
    expect(project.short_description).toBe(seed.short_description[locale]);
    expect(project.full_description).toBe(seed.full_description[locale]);
  });

  it('refuses an unknown locale with a detail', async () => {
    const { status, body } = await call(listProjects, '/api/projects?locale=de');
    expect(status).toBe(400);
    expect(body).toEqual({ detail: expect.stringContaining('locale') });
  });
});

describe('GET /api/projects/featured', () => {
  it('lists only featured projects', async () => {
    const { status, body } = await call(listFeatured, '/api/projects/featured');
    expect(status).toBe(200);
    const featured = body as ProjectJson[];
    expect(featured.map((p) => p.slug).sort()).toEqual(
      projectSeeds
        .filter((p) => p.featured)
        .map((p) => p.slug)
        .sort(),
    );
    expect(featured.every((p) => p.featured)).toBe(true);
  });
});

describe('GET /api/projects/slug/{slug}', () => {
  it('returns one project by slug', async () => {
    const seed = projectSeeds[1]!;
    const { status, body } = await call(getBySlug, `/api/projects/slug/${seed.slug}`, params({ slug: seed.slug }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: seed.slug, title: seed.title[routing.defaultLocale] });
  });

  it('also finds a project by its id', async () => {
    const { body: list } = await call(listProjects, '/api/projects');
    const first = (list as ProjectJson[])[0]!;
    const { status, body } = await call(getBySlug, `/api/projects/slug/${first.id}`, params({ slug: first.id }));
    expect(status).toBe(200);
    expect((body as ProjectJson).slug).toBe(first.slug);
  });

  it('answers 404 with a detail for an unknown slug', async () => {
    const { status, body } = await call(getBySlug, '/api/projects/slug/nope', params({ slug: 'nope' }));
    expect(status).toBe(404);
    expect(body).toEqual({ detail: 'Project not found' });
  });
});
