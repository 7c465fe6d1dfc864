import { DELETE as remove, PUT as update } from '@/app/api/admin/testimonials/[id]/route';
import { PUT as reorder } from '@/app/api/admin/testimonials/order/route';
import { GET as listAdmin, POST as create } from '@/app/api/admin/testimonials/route';
import { GET as listFeatured } from '@/app/api/testimonials/featured/route';
import { GET as listPublic } from '@/app/api/testimonials/route';
import type { Testimonial } from '@/lib/content/types';
import type { AdminTestimonial, TestimonialInput } from '@/lib/testimonials/input';
import { detailOf as detail, params, send } from '../support/api';
import { adminToken, bearer } from '../support/admin';
import { testimonialInput } from '../support/testimonial-input';

let auth: Record<string, string>;
beforeAll(async () => {
  auth = bearer(await adminToken());
});

const PATH = '/api/admin/testimonials';
const post = (json: unknown, headers = auth) => send(create, PATH, { method: 'POST', json, headers });
const put = (id: string, json: unknown, headers = auth) => send(update, `${PATH}/${id}`, { method: 'PUT', json, headers }, params({ id }));
const del = (id: string, headers = auth) => send(remove, `${PATH}/${id}`, { method: 'DELETE', headers }, params({ id }));
const putOrder = (json: unknown, headers = auth) => send(reorder, `${PATH}/order`, { method: 'PUT', json, headers });
const adminList = async () => (await send(listAdmin, PATH, { headers: auth })).body as AdminTestimonial[];
const publicList = async (locale = 'en') => (await send(listPublic, `/api/testimonials?locale=${locale}`)).body as Testimonial[];
const featuredList = async () => (await send(listFeatured, '/api/testimonials/featured')).body as Testimonial[];
const RATING = 'rating: must be a whole number from 1 to 5';

async function created(overrides = {}): Promise<AdminTestimonial> {
  const answer = await post(testimonialInput(overrides));
  expect(answer.status).toBe(201);
  return answer.body as AdminTestimonial;
}

describe('POST /api/admin/testimonials', () => {
  it('stores both languages, answers the saved testimonial and puts it first on the public list', async () => {
    const input = testimonialInput({ featured: true, rating: 4 });
    const { status, body } = await post(input);
    expect(status).toBe(201);
    expect(body).toEqual({
      ...input,
      id: expect.any(String),
      sort_order: 0,
      created_at: expect.any(String),
      translation_status: { no: { missing: [], outdated: [] } },
    });
    const saved = body as AdminTestimonial;
    expect((await publicList())[0]).toMatchObject({ id: saved.id, role: 'Founder', testimonial: input.testimonial.en, rating: 4 });
    expect((await publicList('no'))[0]).toMatchObject({
      id: saved.id,
      role: 'Gründer',
      project_type: 'Merkeidentitet',
      testimonial: input.testimonial.no,
    });
    expect((await featuredList())[0]).toMatchObject({ id: saved.id });
  });

  it('trims text and keeps blank or absent Norwegian fields empty, so Norwegian readers get English', async () => {
    const english = 'They listened first and designed second.';
    const input: TestimonialInput = testimonialInput({
      client_name: '  Spaced Name ',
      role: { en: 'Founder', no: '   ' },
      project_type: { en: 'Brand Identity', no: '' },
      testimonial: { en: english },
    });
    delete input.featured;
    const { status, body } = await post(input);
    expect(status).toBe(201);
    const saved = body as AdminTestimonial;
    expect(saved).toMatchObject({ client_name: 'Spaced Name', featured: false });
    // No Norwegian text is stored for any of them.
    expect([saved.role, saved.project_type, saved.testimonial]).toStrictEqual([
      { en: 'Founder' },
      { en: 'Brand Identity' },
      { en: english },
    ]);
    expect((await publicList('no')).find((t) => t.id === saved.id)).toMatchObject({
      role: 'Founder',
      project_type: 'Brand Identity',
      testimonial: english,
    });
  });

  it.each([
    ['a blank client name', { client_name: '  ' }, 'client_name: must not be empty'],
    ['a missing client name', { client_name: undefined }, 'client_name: must not be empty'],
    ['a null role', { role: null }, 'role: must not be empty'],
    ['an empty company', { company: '' }, 'company: must not be empty'],
    ['a number for project type', { project_type: 42 }, 'project_type: must not be empty'],
    ['a blank testimonial', { testimonial: '\n' }, 'testimonial: must not be empty'],
    ['a testimonial of 3001 characters', { testimonial: 'x'.repeat(3001) }, 'testimonial: must be at most 3000 characters'],
    ['a Norwegian role of 201 characters', { role: { en: 'Founder', no: 'x'.repeat(201) } }, 'role.no: must be at most 200 characters'],
    ['a list for the Norwegian testimonial', { testimonial: { en: 'Fine.', no: ['a'] } }, 'testimonial.no:'],
    ['rating 0', { rating: 0 }, RATING],
    ['rating 6', { rating: 6 }, RATING],
    ['rating 2.5', { rating: 2.5 }, RATING],
    ['rating "5"', { rating: '5' }, RATING],
    ['no rating', { rating: undefined }, RATING],
    ['featured "yes"', { featured: 'yes' }, 'featured:'],
  ])('refuses %s with a detail naming the field, and stores nothing', async (_label, overrides, expected) => {
    const before = (await adminList()).length;
    const answer = await post(testimonialInput(overrides as never));
    expect(answer.status).toBe(400);
    expect(detail(answer)).toContain(expected);
    expect((await adminList()).length).toBe(before);
  });

  it('names every refused field at once', async () => {
    const answer = await post(testimonialInput({ client_name: '', rating: 9 }));
    expect(detail(answer)).toBe(`client_name: must not be empty; ${RATING}`);
  });

  it('refuses broken JSON, other content types and oversized bodies', async () => {
    const broken = await send(create, PATH, {
      method: 'POST',
      body: '{"client_name":',
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(broken).toMatchObject({ status: 400, body: { detail: 'The request body is not valid JSON' } });
    expect(
      (await send(create, PATH, { method: 'POST', body: 'client_name=x', headers: { ...auth, 'content-type': 'text/plain' } })).status,
    ).toBe(415);
    expect((await post(testimonialInput({ testimonial: 'x'.repeat(40_000) }))).status).toBe(413);
  });
});

describe('PUT /api/admin/testimonials/{id}', () => {
  it('replaces every field and keeps id, created_at and the place in the order', async () => {
    const saved = await created({ featured: true });
    const { status, body } = await put(saved.id, testimonialInput({ client_name: 'Renamed', role: { en: 'CEO', no: null }, rating: 3 }));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: saved.id,
      created_at: saved.created_at,
      sort_order: saved.sort_order,
      client_name: 'Renamed',
      rating: 3,
      featured: false,
    });
    expect((body as AdminTestimonial).role).toEqual({ en: 'CEO' });
    expect((await publicList('no')).find((t) => t.id === saved.id)).toMatchObject({ client_name: 'Renamed', role: 'CEO', rating: 3 });
    expect((await featuredList()).map((t) => t.id)).not.toContain(saved.id);
  });

  it('takes back what the admin list gave, ignoring the fields the server sets', async () => {
    const saved = await created();
    const listed = (await adminList()).find((t) => t.id === saved.id)!;
    const { status, body } = await put(saved.id, {
      ...listed,
      id: '00000000-0000-4000-8000-000000000001',
      sort_order: 99,
      created_at: '2000-01-01T00:00:00Z',
      company: 'Edited AS',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ ...listed, company: 'Edited AS' });
  });

  it('answers 404 for an unknown or malformed id, and 400 for a bad body first', async () => {
    for (const id of ['00000000-0000-4000-8000-0000000000ff', 'not-a-uuid', '../../etc/passwd', '1']) {
      expect(await put(id, testimonialInput())).toMatchObject({ status: 404, body: { detail: 'Testimonial not found' } });
    }
    expect((await put('00000000-0000-4000-8000-0000000000ff', testimonialInput({ rating: 0 }))).status).toBe(400);
  });
});

describe('DELETE /api/admin/testimonials/{id}', () => {
  it('removes the testimonial from every list', async () => {
    const saved = await created({ featured: true });
    expect((await del(saved.id)).status).toBe(204);
    expect((await adminList()).map((t) => t.id)).not.toContain(saved.id);
    expect((await publicList()).map((t) => t.id)).not.toContain(saved.id);
    expect((await featuredList()).map((t) => t.id)).not.toContain(saved.id);
    expect(await del(saved.id)).toMatchObject({ status: 404, body: { detail: 'Testimonial not found' } });
    expect(await del('not-a-uuid')).toMatchObject({ status: 404, body: { detail: 'Testimonial not found' } });
  });
});

describe('GET /api/admin/testimonials', () => {
  it('lists every testimonial with both languages in display order, not cached', async () => {
    const saved = await created();
    const { status, body, headers } = await send(listAdmin, PATH, { headers: auth });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const listed = body as AdminTestimonial[];
    expect(listed.find((t) => t.id === saved.id)).toEqual(saved);
    expect(listed.map((t) => t.id)).toEqual((await publicList()).map((t) => t.id));
  });
});

describe('PUT /api/admin/testimonials/order', () => {
  it('sets the display order of the public lists, and a new testimonial then leads', async () => {
    const reversed = (await adminList()).map((t) => t.id).reverse();
    const { status, body } = await putOrder({ ids: reversed });
    expect(status).toBe(200);
    expect((body as AdminTestimonial[]).map((t) => [t.id, t.sort_order])).toEqual(reversed.map((id, index) => [id, index]));
    expect((await publicList('no')).map((t) => t.id)).toEqual(reversed);
    const featured = new Set((await featuredList()).map((t) => t.id));
    expect([...featured]).toEqual(reversed.filter((id) => featured.has(id)));

    const newest = await created();
    expect((await publicList()).map((t) => t.id)).toEqual([newest.id, ...reversed]);
  });

  it('refuses a list that is not exactly the stored testimonials, and changes nothing', async () => {
    const ids = (await adminList()).map((t) => t.id);
    const refusals: unknown[] = [
      { ids: ids.slice(1) },
      { ids: [...ids, '00000000-0000-4000-8000-0000000000ff'] },
      { ids: [...ids.slice(1), ids[1]] },
      { ids: [...ids.slice(1), 'not-a-uuid'] },
      { ids: [] },
    ];
    for (const json of refusals) {
      const answer = await putOrder(json);
      expect(answer).toMatchObject({ status: 400, body: { detail: 'ids: must list every testimonial exactly once' } });
    }
    expect(detail(await putOrder({ ids: 'all' }))).toBe('ids: ids must be a list of testimonial ids');
    expect((await putOrder([ids])).status).toBe(400);
    expect((await adminList()).map((t) => t.id)).toEqual(ids);
  });

  it('takes the ids in any letter case', async () => {
    const ids = (await adminList()).map((t) => t.id);
    const [first, ...rest] = ids;
    const { status } = await putOrder({ ids: [...rest, first!.toUpperCase()] });
    expect(status).toBe(200);
    expect((await adminList()).map((t) => t.id)).toEqual([...rest, first]);
  });
});

describe('authorization of every testimonial call', () => {
  const someId = '00000000-0000-4000-8000-000000000abc';
  const attempts = (headers: Record<string, string>) => [
    () => send(listAdmin, PATH, { headers }),
    () => post(testimonialInput(), headers),
    () => put(someId, testimonialInput(), headers),
    () => del(someId, headers),
    () => putOrder({ ids: [] }, headers),
  ];

  it.each([
    ['no token', {}],
    ['a malformed bearer token', { authorization: 'Bearer abc.def.ghi' }],
    ['a forged cookie', { cookie: 'studio_admin=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl' }],
  ])('answers 401 with %s and changes nothing', async (_, headers) => {
    const before = await adminList();
    for (const attempt of attempts(headers)) {
      const { status, body } = await attempt();
      expect(status).toBe(401);
      expect(body).toEqual({ detail: expect.any(String) });
    }
    expect(await adminList()).toEqual(before);
  });

  it('refuses a cookie-authenticated write from another site', async () => {
    const cookie = `studio_admin=${auth.authorization!.replace('Bearer ', '')}`;
    const crossSite = { cookie, origin: 'https://evil.example', host: 'localhost:3000' };
    const target = (await adminList())[0]!;
    expect(await post(testimonialInput(), crossSite)).toMatchObject({ status: 403, body: { detail: 'Cross-site request refused' } });
    expect((await put(target.id, testimonialInput(), crossSite)).status).toBe(403);
    expect((await del(target.id, crossSite)).status).toBe(403);
    expect((await putOrder({ ids: [] }, crossSite)).status).toBe(403);
    expect((await adminList())[0]).toEqual(target);
    expect((await post(testimonialInput(), { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' })).status).toBe(201);
  });
});
