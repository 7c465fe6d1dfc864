import { GET as openProjectPreview } from '@/app/api/admin/preview/route';
import { POST as saveProjectPreview } from '@/app/api/admin/projects/preview/route';
import { DELETE as deleteProject, PUT as updateProject } from '@/app/api/projects/[id]/route';
import { GET as featuredProjects } from '@/app/api/projects/featured/route';
import { GET as listProjects, POST as createProject } from '@/app/api/projects/route';
import { GET as exitPreview } from '@/app/api/preview/exit/route';
import { GET as projectBySlug } from '@/app/api/projects/slug/[slug]/route';
import { projectDescription } from '@/lib/projects/fields';
import { projectInputSchema } from '@/lib/projects/input';

const LIMIT = projectDescription.fields;
import { DEFAULT_VIDEO_EMBED_HOSTS } from '@/lib/security/video-embeds.mjs';
import { projectInput } from '../../project-input';
import { asRouteHandler, withHeaders, type BadCase, type Endpoint, type Fixtures } from '../cases';
import { credentialCases, localeListCases, localeQueryCases, oddIdCases, otherMethodCases } from '../common';
import { jsonBodyCases } from '../json-body';
import type { HandPicked } from '../schema-fields';
import { IMPOSSIBLE_DAYS, IMPOSSIBLE_INSTANTS } from '../values';

// The public project reads and the admin's project writes.

/** What the schema cannot say: refinements (a site path, a player's host, a calendar day) and picks. */
const PROJECT_HAND: Record<string, HandPicked> = {
  slug: {
    invalid: {
      uppercase: 'Bloom',
      spaces: 'a b',
      'double hyphen': 'a--b',
      'leading hyphen': '-a',
      'trailing hyphen': 'a-',
      'a path': 'a/b',
      'dot-dot': '..',
    },
  },
  category: { invalid: { unknown: 'Plumbing', lowercase: 'branding', 'a filter value, not a category': 'Website' } },
  hero_image: {
    invalid: {
      'javascript URL': 'javascript:alert(1)',
      'protocol-relative URL': '//evil.example/x.png',
      'backslash path': '/uploads\\..\\secret.png',
      'data URL': 'data:image/png;base64,iVBORw0KGgo=',
      'relative path': 'uploads/x.png',
      'ftp URL': 'ftp://example.com/x.png',
      'URL with a space': 'https://example.com/a b.png',
      'site path with a query': '/uploads/x.png?v=2',
      'picture of another site': 'https://example.com/x.png',
    },
  },
  full_description: {
    invalid: {
      'only empty markup': '<p> </p><p>&nbsp;</p>',
      'only a script': '<script>alert(1)</script>',
      'only an image': '<img src="x" onerror="alert(1)">',
    },
  },
  completion_date: {
    invalid: {
      words: 'last spring',
      'February 30': '2024-02-30',
      ...IMPOSSIBLE_DAYS,
      ...IMPOSSIBLE_INSTANTS,
      'time without offset': '2024-01-05T10:00:00',
      'US format': '01/05/2024',
      'ISO week': '2024-W01',
      'epoch seconds': '1704412800',
      'year 0': '0000-01-01',
      'year 1 at +14:00 (year 0 in UTC)': '0001-01-01T00:00:00+14:00',
      'year 9999': '9999-12-31',
    },
  },
  year: { invalid: { zero: 0, negative: -2024, 'beyond 2^53': 2 ** 60 } },
  video_url: {
    invalid: {
      'javascript URL': 'javascript:alert(1)',
      'no scheme': 'vimeo.com/1',
      'ftp URL': 'ftp://example.com/v',
      'URL with a space': 'https://a b',
      'host that is not a video player': 'https://evil.example/embed/1',
    },
  },
  image_gallery: {
    invalid: { 'a javascript URL': ['javascript:alert(1)'], 'an empty address': [''], 'a protocol-relative URL': ['//evil.example/x.png'] },
  },
  tags: {
    invalid: { 'unknown tag': ['plumbing'], 'tag in capitals': ['Branding'], 'blank tag': [''], 'tag with spaces around': [' luxury '] },
  },
  status: { invalid: { capitalized: 'Draft', unknown: 'archived', 'with spaces around': ' draft ' } },
  // The valid body has one gallery image: two texts would describe an image that is not there.
  image_gallery_alt: {
    invalid: { 'more texts than images': ['one', 'two'], 'a text too long': ['x'.repeat(LIMIT.image_gallery_alt.max + 1)] },
    translationInvalid: { 'more texts than images': ['en', 'to'], 'a text too long': ['x'.repeat(LIMIT.image_gallery_alt.max + 1)] },
  },
  image_gallery_caption: {
    invalid: { 'more texts than images': ['one', 'two'], 'a text too long': ['x'.repeat(LIMIT.image_gallery_caption.max + 1)] },
    translationInvalid: { 'more texts than images': ['en', 'to'], 'a text too long': ['x'.repeat(LIMIT.image_gallery_caption.max + 1)] },
  },
};

/** The route's schema; its video hosts only matter to the hand-picked values above. */
const SCHEMA = projectInputSchema(DEFAULT_VIDEO_EMBED_HOSTS);

const auth = (fixtures: Fixtures) => ({ authorization: `Bearer ${fixtures.token}` });
/** A valid body for the project `slug`. */
const body = (slug: string) => ({ ...projectInput(), slug });

const createCases = jsonBodyCases({
  method: 'POST',
  path: '/api/projects',
  schema: SCHEMA,
  hand: PROJECT_HAND,
  valid: () => body('bad-input-new-project'),
  // Taken slug: the insert runs with every value and fails on the unique constraint.
  refused: { body: (fixtures) => body(fixtures.projectSlug), status: 409 },
  maxBytes: 1024 * 1024,
  randomCases: 60,
});

const updateCases = jsonBodyCases({
  method: 'PUT',
  path: '/api/projects/[id]',
  params: (fixtures) => ({ id: fixtures.projectId }),
  schema: SCHEMA,
  hand: PROJECT_HAND,
  valid: (fixtures) => body(fixtures.projectSlug),
  refused: { body: (fixtures) => body(fixtures.otherProjectSlug), status: 409 },
  maxBytes: 1024 * 1024,
  // The create call above parses the same schema with every wrong type.
  wrongTypes: false,
  randomCases: 20,
});

// A preview stores the admin's one row: only ever sent broken (a valid body would be kept).
const previewCases = jsonBodyCases({
  method: 'POST',
  path: '/api/admin/projects/preview',
  schema: SCHEMA,
  hand: PROJECT_HAND,
  valid: () => body('bad-input-preview'),
  maxBytes: 1024 * 1024,
  // The create call above parses the same schema with every wrong type.
  wrongTypes: false,
  randomCases: 10,
});

const previewAddress = (query: string) => (fixtures: Fixtures) => ({
  method: 'GET',
  path: `/api/admin/preview?${query}`,
  headers: auth(fixtures),
});

const validJson = (slug: (fixtures: Fixtures) => string) => (fixtures: Fixtures) => JSON.stringify(body(slug(fixtures)));
const jsonHeaders = (fixtures: Fixtures) => ({ 'content-type': 'application/json', ...auth(fixtures) });
const write = (method: string, id: (fixtures: Fixtures) => string) => (fixtures: Fixtures) => ({
  method,
  path: `/api/projects/${id(fixtures)}`,
  params: { id: id(fixtures) },
  headers: { 'content-type': 'application/json' },
  body: method === 'PUT' ? validJson((f) => f.projectSlug)(fixtures) : undefined,
});
const ownProject = (fixtures: Fixtures) => fixtures.projectId;

export const projectEndpoints: Endpoint[] = [
  {
    label: 'GET /api/projects',
    handler: asRouteHandler(listProjects),
    cases: localeListCases('/api/projects'),
  },
  {
    label: 'POST /api/projects',
    handler: asRouteHandler(createProject),
    cases: [
      ...withHeaders(createCases, auth),
      // A complete, valid project from someone who may not create one.
      ...credentialCases(
        (fixtures) => ({
          method: 'POST',
          path: '/api/projects',
          headers: { 'content-type': 'application/json' },
          body: validJson(() => 'bad-input-intruder')(fixtures),
        }),
        { write: true },
      ),
    ],
  },
  {
    label: 'PUT /api/projects/[id]',
    handler: asRouteHandler(updateProject),
    cases: [
      ...withHeaders(updateCases, auth),
      ...oddIdCases('PUT', '/api/projects/[id]', 'id', { headers: jsonHeaders, body: validJson((f) => f.projectSlug) }),
      ...credentialCases(write('PUT', ownProject), { write: true }),
      ...otherMethodCases(
        'PUT',
        (fixtures) => ({ ...write('PUT', () => '00000000-0000-4000-8000-000000000000')(fixtures), headers: jsonHeaders(fixtures) }),
        {},
      ),
    ],
  },
  {
    label: 'DELETE /api/projects/[id]',
    handler: asRouteHandler(deleteProject),
    cases: [
      ...oddIdCases('DELETE', '/api/projects/[id]', 'id', { headers: auth }),
      // The project exists: none of these may delete it.
      ...credentialCases(write('DELETE', ownProject), { write: true }),
      ...otherMethodCases('DELETE', (fixtures) => ({ ...write('DELETE', () => 'not-a-uuid')(fixtures), headers: auth(fixtures) }), {
        status: 404,
      }),
    ],
  },
  {
    label: 'GET /api/projects/slug/[slug]',
    handler: asRouteHandler(projectBySlug),
    cases: [
      ...oddIdCases('GET', '/api/projects/slug/[slug]', 'slug'),
      ...localeQueryCases(
        (fixtures) => `/api/projects/slug/${fixtures.projectSlug}`,
        (fixtures) => ({ slug: fixtures.projectSlug }),
      ),
      ...(['uppercase', 'trailing space', 'trailing slash', 'NFKC lookalike'] as const).map((label): BadCase => ({
        name: `slug: the existing slug with a ${label}`,
        status: 404,
        request: (fixtures) => {
          const slug = {
            uppercase: fixtures.projectSlug.toUpperCase(),
            'trailing space': `${fixtures.projectSlug} `,
            'trailing slash': `${fixtures.projectSlug}/`,
            'NFKC lookalike': fixtures.projectSlug.replace(/f|i/, (c) => (c === 'f' ? 'ｆ' : 'ｉ')),
          }[label];
          return { method: 'GET', path: `/api/projects/slug/${encodeURIComponent(slug)}`, params: { slug } };
        },
      })),
    ],
  },
  {
    label: 'POST /api/admin/projects/preview',
    handler: asRouteHandler(saveProjectPreview),
    cases: [
      ...withHeaders(previewCases, auth),
      ...credentialCases(
        (fixtures) => ({
          method: 'POST',
          path: '/api/admin/projects/preview',
          headers: { 'content-type': 'application/json' },
          body: validJson(() => 'bad-input-intruder')(fixtures),
        }),
        { write: true },
      ),
    ],
  },
  {
    label: 'GET /api/admin/preview',
    handler: asRouteHandler(openProjectPreview),
    cases: [
      // Refused before draft mode is touched (and before the admin's stored preview is dropped).
      ...Object.entries({
        'no slug': '',
        'blank slug': 'slug=%20',
        'a path': 'slug=..%2Fadmin',
        'an address': 'slug=https%3A%2F%2Fevil.example',
        uppercase: 'slug=Luna',
        'too long': `slug=${'a'.repeat(LIMIT.slug.max + 1)}`,
      }).map(([label, query]): BadCase => ({ name: `slug: ${label}`, status: 400, request: previewAddress(query) })),
      // An article's preview (as saved, whatever its state) takes the same kind of slug.
      ...Object.entries({
        'blank article': 'article=',
        'an article path': 'article=..%2F..%2Fadmin',
        'an article address': 'article=%2F%2Fevil.example',
        'article too long': `article=${'a'.repeat(LIMIT.slug.max + 1)}`,
      }).map(([label, query]): BadCase => ({ name: label, status: 400, request: previewAddress(query) })),
      ...credentialCases((fixtures) => ({ method: 'GET', path: `/api/admin/preview?slug=${fixtures.projectSlug}` }), { write: false }),
      ...credentialCases(() => ({ method: 'GET', path: '/api/admin/preview?article=how-we-run-a-brand-project' }), { write: false }),
    ],
  },
  {
    label: 'GET /api/preview/exit',
    handler: asRouteHandler(exitPreview),
    // Refused before draft mode is touched: leaving preview sends nobody to another site.
    cases: Object.entries({
      'protocol-relative': '//evil.example',
      'backslash host': '/%5Cevil.example',
      'an address': 'https://evil.example',
      'javascript URL': 'javascript:alert(1)',
      'a space': '/a%20b',
      'too long': `/${'a'.repeat(2048)}`,
    }).map(([label, to]): BadCase => ({
      name: `to: ${label}`,
      status: 400,
      request: () => ({ method: 'GET', path: `/api/preview/exit?to=${to}` }),
    })),
  },
  {
    label: 'GET /api/projects/featured',
    handler: asRouteHandler(featuredProjects),
    cases: localeListCases('/api/projects/featured'),
  },
];
