import { PUT as updateProject } from '@/app/api/projects/[id]/route';
import { POST as createProject } from '@/app/api/projects/route';
import { POST as markChecked } from '@/app/api/admin/translations/checked/route';
import { GET as translationWork } from '@/app/api/admin/translations/route';
import { POST as createTestimonial } from '@/app/api/admin/testimonials/route';
import { PUT as updateArticle } from '@/app/api/admin/articles/[id]/route';
import { POST as createArticle } from '@/app/api/admin/articles/route';
import { getDb } from '@/lib/db/client';
import { projects } from '@/lib/db/schema';
import type { AdminArticle } from '@/lib/journal/input';
import type { AdminProject } from '@/lib/projects/input';
import type { AdminTestimonial } from '@/lib/testimonials/input';
import { eq } from 'drizzle-orm';
import { params, send } from '../support/api';
import { articleInput } from '../support/article-input';
import { adminToken, bearer } from '../support/admin';
import { projectInput } from '../support/project-input';
import { testimonialInput } from '../support/testimonial-input';

// A translation is missing when only the default language has text, and outdated when the default
// text changed after the translation was saved; the admin can mark it checked.

let auth: Record<string, string>;
beforeAll(async () => {
  auth = bearer(await adminToken());
});

const create = async (json: unknown) =>
  (await send(createProject, '/api/projects', { method: 'POST', json, headers: auth })).body as AdminProject;
const update = async (id: string, json: unknown) =>
  (await send(updateProject, `/api/projects/${id}`, { method: 'PUT', json, headers: auth }, params({ id }))).body as AdminProject;
const work = async () =>
  (
    (await send(translationWork, '/api/admin/translations', { headers: auth })).body as {
      items: { kind: string; id: string; name: string; locale: string; missing: string[]; outdated: string[] }[];
    }
  ).items;
const check = (json: unknown, headers = auth) => send(markChecked, '/api/admin/translations/checked', { method: 'POST', json, headers });

it('lists none of the seeded content as outdated', async () => {
  expect((await work()).filter((item) => item.outdated.length > 0)).toEqual([]);
});

it('lists the fields a record has only in the default language as missing', async () => {
  const input = projectInput({ title: { en: 'Only English' }, project_timeline: { en: '2 weeks' } });
  const project = await create(input);
  expect(project.translation_status).toEqual({ no: { missing: ['title', 'project_timeline'], outdated: [] } });
  expect(project).not.toHaveProperty('translation_basis');
  expect(await work()).toContainEqual({
    kind: 'projects',
    id: project.id,
    name: 'Only English',
    locale: 'no',
    missing: ['title', 'project_timeline'],
    outdated: [],
  });
});

it('marks a translation outdated when the default text changes, not when the translation changes with it', async () => {
  const input = projectInput();
  const project = await create(input);
  expect(project.translation_status).toEqual({ no: { missing: [], outdated: [] } });

  const renamed = await update(project.id, { ...input, title: { ...input.title, en: 'A new English title' } });
  expect(renamed.translation_status).toEqual({ no: { missing: [], outdated: ['title'] } });
  expect(await work()).toContainEqual(expect.objectContaining({ id: project.id, outdated: ['title'] }));

  // Translating again brings it up to date; so does saving the old text back.
  const retranslated = await update(project.id, { ...input, title: { en: 'A new English title', no: 'En ny norsk tittel' } });
  expect(retranslated.translation_status).toEqual({ no: { missing: [], outdated: [] } });
  const changedBack = await update(project.id, { ...input, title: { en: 'Changed again', no: 'En ny norsk tittel' } });
  expect(changedBack.translation_status.no?.outdated).toEqual(['title']);
  const restored = await update(project.id, { ...input, title: { en: 'A new English title', no: 'En ny norsk tittel' } });
  expect(restored.translation_status.no?.outdated).toEqual([]);
});

it('takes a translation saved before bases were kept as current until its default text changes', async () => {
  const input = projectInput();
  const project = await create(input);
  const db = await getDb();
  await db.update(projects).set({ translationBasis: {} }).where(eq(projects.id, project.id));
  const unchanged = await update(project.id, input);
  expect(unchanged.translation_status.no?.outdated).toEqual([]);
  const changed = await update(project.id, { ...input, short_description: { ...input.short_description, en: 'Another summary' } });
  expect(changed.translation_status.no?.outdated).toEqual(['short_description']);
});

it('marks a record checked in one language: its outdated translations count as current again', async () => {
  const input = projectInput();
  const project = await create(input);
  await update(project.id, {
    ...input,
    title: { ...input.title, en: 'Renamed' },
    short_description: { ...input.short_description, en: 'Resummed' },
  });
  const answer = await check({ kind: 'projects', id: project.id, locale: 'no' });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ translation_status: { no: { missing: [], outdated: [] } } });
  expect((await work()).some((item) => item.id === project.id)).toBe(false);
});

it('works the same for testimonials, named by their client', async () => {
  const answer = await send(createTestimonial, '/api/admin/testimonials', {
    method: 'POST',
    json: testimonialInput({ client_name: 'Kari Status', role: { en: 'Owner' } }),
    headers: auth,
  });
  const testimonial = answer.body as AdminTestimonial;
  expect(testimonial.translation_status).toEqual({ no: { missing: ['role'], outdated: [] } });
  expect(await work()).toContainEqual({
    kind: 'testimonials',
    id: testimonial.id,
    name: 'Kari Status',
    locale: 'no',
    missing: ['role'],
    outdated: [],
  });
});

it('works the same for articles, named by their title: missing, outdated, then checked', async () => {
  const input = articleInput({ title: { en: 'Article Status', no: 'Artikkelstatus' }, excerpt: { en: 'Only English.' } });
  const created = await send(createArticle, '/api/admin/articles', { method: 'POST', json: input, headers: auth });
  const article = created.body as AdminArticle;
  expect(article.translation_status).toEqual({ no: { missing: ['excerpt'], outdated: [] } });
  const item = { kind: 'articles', id: article.id, name: 'Article Status', locale: 'no' };
  expect(await work()).toContainEqual({ ...item, missing: ['excerpt'], outdated: [] });
  const renamed = { ...input, title: { ...input.title, en: 'Article Status, renamed' } };
  const updated = await send(
    updateArticle,
    `/api/admin/articles/${article.id}`,
    { method: 'PUT', json: renamed, headers: auth },
    params({ id: article.id }),
  );
  expect((updated.body as AdminArticle).translation_status).toEqual({ no: { missing: ['excerpt'], outdated: ['title'] } });
  expect(await check({ kind: 'articles', id: article.id, locale: 'no' })).toMatchObject({
    status: 200,
    body: { translation_status: { no: { missing: ['excerpt'], outdated: [] } } },
  });
});

it('refuses a record that does not exist, an unknown kind or language, and a caller who is not the admin', async () => {
  const missing = '00000000-0000-4000-8000-00000000cafe';
  expect((await check({ kind: 'projects', id: missing, locale: 'no' })).status).toBe(404);
  const kind = await check({ kind: 'posts', id: missing, locale: 'no' });
  expect(kind.status).toBe(400);
  expect((kind.body as { detail: string }).detail).toContain('kind must be one of: pages, projects, articles, products, testimonials');
  expect((await check({ kind: 'projects', id: missing, locale: 'en' })).status).toBe(400);
  expect((await check({ kind: 'projects', id: missing, locale: 'no' }, {})).status).toBe(401);
  expect((await send(translationWork, '/api/admin/translations')).status).toBe(401);
});
