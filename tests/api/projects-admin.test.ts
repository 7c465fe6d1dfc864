import { GET as listAdmin } from '@/app/api/admin/projects/route';
import { DELETE as remove, PUT as update } from '@/app/api/projects/[id]/route';
import { GET as list, POST as create } from '@/app/api/projects/route';
import { GET as bySlug } from '@/app/api/projects/slug/[slug]/route';
import type { AdminProject } from '@/lib/projects/input';
import { params, send } from '../support/api';
import { adminToken, bearer } from '../support/admin';
import { projectInput } from '../support/project-input';

let auth: Record<string, string>;
beforeAll(async () => {
  auth = bearer(await adminToken());
});

const post = (json: unknown, headers = auth) => send(create, '/api/projects', { method: 'POST', json, headers });
const put = (id: string, json: unknown, headers = auth) =>
  send(update, `/api/projects/${id}`, { method: 'PUT', json, headers }, params({ id }));
const del = (id: string, headers = auth) => send(remove, `/api/projects/${id}`, { method: 'DELETE', headers }, params({ id }));
const publicProject = (slug: string, locale = 'en') => send(bySlug, `/api/projects/slug/${slug}?locale=${locale}`, {}, params({ slug }));

async function created(overrides = {}): Promise<AdminProject> {
  const { status, body } = await post(projectInput(overrides));
  expect(status).toBe(201);
  return body as AdminProject;
}

describe('POST /api/projects', () => {
  it('stores every field and answers the saved project', async () => {
    const input = projectInput();
    const { status, body } = await post(input);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      ...input,
      id: expect.any(String),
      completion_date: '2024-01-05T00:00:00.000Z',
      created_at: expect.any(String),
    });
  });

  it('shows the project on the public reads in both languages', async () => {
    const project = await created();
    expect((await publicProject(project.slug)).body).toMatchObject({ title: project.title.en, short_description: 'A short summary' });
    expect((await publicProject(project.slug, 'no')).body).toMatchObject({ title: project.title.no, project_timeline: '6 uker' });
    const { body } = await send(list, '/api/projects');
    expect((body as AdminProject[]).map((p) => p.slug)).toContain(project.slug);
  });

  it('keeps blank optional fields empty, so Norwegian readers fall back to English', async () => {
    const english = projectInput();
    const project = await created({
      title: { en: english.title.en, no: '  ' },
      short_description: { en: english.short_description.en, no: '' },
      full_description: { en: english.full_description.en, no: '<p></p>' },
      video_url: '',
      completion_date: null,
    });
    expect(project).toMatchObject({ video_url: null, completion_date: null });
    // Only the English texts are stored: no Norwegian key is left.
    expect([project.title, project.short_description, project.full_description]).toStrictEqual([
      { en: english.title.en },
      { en: english.short_description.en },
      { en: english.full_description.en },
    ]);
    expect((await publicProject(project.slug, 'no')).body).toMatchObject({ title: project.title.en, short_description: 'A short summary' });
  });

  it.each([
    [{ title: '  ' }, 'title: must not be empty'],
    [{ slug: '' }, 'slug: must not be empty'],
    [{ slug: 'Not A Slug' }, 'slug: may only contain lowercase letters, digits and single hyphens'],
    [{ short_description: '' }, 'short_description: must not be empty'],
    [{ full_description: '' }, 'full_description: must not be empty'],
    [{ full_description: '<p> </p><script>x</script>' }, 'full_description: must not be empty'],
    [{ hero_image: '' }, 'hero_image: must not be empty'],
    [{ hero_image: 'javascript:alert(1)' }, 'hero_image: must be a site path'],
    // next/image throws for a query string (a 500 on every page showing it); the pages' policy loads no foreign picture.
    [{ hero_image: '/uploads/a.png?v=2' }, 'hero_image: must be a site path'],
    [{ image_gallery: ['https://x.test/a.png'] }, 'image_gallery.0: must be a site path'],
    [{ category: 'Knitting' }, 'category: must be one of'],
    [{ tags: ['branding', 'crypto'] }, 'tags.1: each must be one of'],
    [{ video_url: 'javascript:alert(1)' }, 'video_url: must be an http(s) URL'],
    [
      { video_url: 'https://evil.example/embed/1' },
      'video_url: must be a video player address on one of these hosts: www.youtube.com, www.youtube-nocookie.com, player.vimeo.com',
    ],
    [{ video_url: 'https://youtu.be/abc123' }, 'video_url: must be a video player address on one of these hosts:'],
    [{ completion_date: 'yesterday' }, 'completion_date: must be an ISO date'],
    [{ year: 'twenty' }, 'year:'],
    [{ image_gallery: 'one.png' }, 'image_gallery:'],
    [{ featured: 'yes' }, 'featured:'],
  ])('refuses %j with a detail naming the field', async (overrides, detail) => {
    const { status, body } = await post(projectInput(overrides as never));
    expect(status).toBe(400);
    expect((body as { detail: string }).detail).toContain(detail);
  });

  it('answers 409 for a slug another project uses, and stores nothing', async () => {
    const first = await created();
    const before = ((await send(list, '/api/projects')).body as unknown[]).length;
    const { status, body } = await post(projectInput({ slug: first.slug }));
    expect(status).toBe(409);
    expect(body).toEqual({
      detail: `slug: another project already uses "${first.slug}"`,
      reason: 'slugTaken',
      field: 'slug',
      slug: first.slug,
    });
    expect(((await send(list, '/api/projects')).body as unknown[]).length).toBe(before);
  });

  it('refuses broken JSON, other content types and oversized bodies', async () => {
    const broken = await send(create, '/api/projects', {
      method: 'POST',
      body: '{"title":',
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(broken).toMatchObject({ status: 400, body: { detail: 'The request body is not valid JSON' } });
    const text = await send(create, '/api/projects', {
      method: 'POST',
      body: 'title=x',
      headers: { ...auth, 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const huge = await post(projectInput({ full_description: `<p>${'x'.repeat(1_100_000)}</p>` }));
    expect(huge.status).toBe(413);
  });

  it('stores rich text sanitized: no script, event handler or javascript: link survives', async () => {
    const project = await created({
      full_description:
        '<p onclick="alert(1)">Hi<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a>' +
        '<a href="hello@studio.no">hello@studio.no</a><iframe src="https://evil.example"></iframe></p><p data-indent="3">deep</p><p data-indent="12">too deep</p>',
    });
    const html = project.full_description.en;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    expect(html).toContain('<a href="mailto:hello@studio.no"');
    expect(html).toContain('<p data-indent="3">deep</p>');
    expect(html).not.toContain('data-indent="12"');
  });
});

describe('PUT /api/projects/{id}', () => {
  it('replaces the fields and keeps id and created_at', async () => {
    const project = await created();
    const { status, body } = await put(project.id, projectInput({ slug: project.slug, title: 'Renamed', featured: true, tags: ['food'] }));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: project.id,
      created_at: project.created_at,
      title: { en: 'Renamed' },
      featured: true,
      tags: ['food'],
    });
    expect((await publicProject(project.slug)).body).toMatchObject({ title: 'Renamed' });
  });

  it('answers 404 for an unknown or malformed id and 409 for a taken slug', async () => {
    expect(await put('00000000-0000-4000-8000-0000000000ff', projectInput())).toMatchObject({
      status: 404,
      body: { detail: 'Project not found' },
    });
    expect(await put('../../etc/passwd', projectInput())).toMatchObject({ status: 404, body: { detail: 'Project not found' } });
    const [a, b] = [await created(), await created()];
    expect((await put(b.id, projectInput({ slug: a.slug }))).status).toBe(409);
  });
});

describe('DELETE /api/projects/{id}', () => {
  it('removes the project from the public reads', async () => {
    const project = await created();
    expect((await del(project.id)).status).toBe(204);
    expect(await publicProject(project.slug)).toMatchObject({ status: 404 });
    expect(await del(project.id)).toMatchObject({ status: 404, body: { detail: 'Project not found' } });
  });
});

describe('GET /api/admin/projects', () => {
  it('lists the stored projects with both languages, not cached', async () => {
    const project = await created();
    const { status, body, headers } = await send(listAdmin, '/api/admin/projects', { headers: auth });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect((body as AdminProject[]).find((p) => p.id === project.id)).toMatchObject({
      title: project.title,
      full_description: project.full_description,
    });
  });
});

describe('authorization of every project write', () => {
  const someId = '00000000-0000-4000-8000-000000000abc';
  const attempts = (headers: Record<string, string>) => [
    () => post(projectInput(), headers),
    () => put(someId, projectInput(), headers),
    () => del(someId, headers),
    () => send(listAdmin, '/api/admin/projects', { headers }),
  ];

  it.each([
    ['no token', {}],
    ['a malformed bearer token', { authorization: 'Bearer abc.def.ghi' }],
    [
      'an unsigned token',
      {
        authorization: `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"admin"}').toString('base64url')}.`,
      },
    ],
    ['a forged cookie', { cookie: 'studio_admin=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl' }],
  ])('answers 401 with %s and changes nothing', async (_, headers) => {
    const before = ((await send(list, '/api/projects')).body as unknown[]).length;
    for (const attempt of attempts(headers)) {
      const { status, body } = await attempt();
      expect(status).toBe(401);
      expect(body).toEqual({ detail: expect.any(String) });
    }
    expect(((await send(list, '/api/projects')).body as unknown[]).length).toBe(before);
  });

  it('refuses a cookie-authenticated write from another site', async () => {
    const token = auth.authorization!.replace('Bearer ', '');
    const crossSite = await post(projectInput(), {
      cookie: `studio_admin=${token}`,
      origin: 'https://evil.example',
      host: 'localhost:3000',
    });
    expect(crossSite).toMatchObject({ status: 403, body: { detail: 'Cross-site request refused' } });
    const sameSite = await post(projectInput(), {
      cookie: `studio_admin=${token}`,
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
    });
    expect(sameSite.status).toBe(201);
  });
});
