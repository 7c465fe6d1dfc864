import { DELETE as deleteArticle, PUT as updateArticle } from '@/app/api/admin/articles/[id]/route';
import { GET as adminArticles, POST as createArticle } from '@/app/api/admin/articles/route';
import { ARTICLE_BODY_MAX_BYTES, articleInputSchema } from '@/lib/journal/input';
import { articleInput } from '../../article-input';
import { asRouteHandler, withHeaders, type Endpoint, type Fixtures } from '../cases';
import { credentialCases, oddIdCases, otherMethodCases } from '../common';
import { jsonBodyCases } from '../json-body';
import type { HandPicked } from '../schema-fields';
import { IMPOSSIBLE_INSTANTS } from '../values';
import { adminReadCases } from './admin';

// The admin's Journal calls: list, create, replace and delete an article.

/** What the schema cannot say: refinements (a slug, a site path, a year Postgres has) and picks. */
const ARTICLE_HAND: Record<string, HandPicked> = {
  slug: {
    invalid: {
      uppercase: 'Journal',
      spaces: 'a b',
      'double hyphen': 'a--b',
      'leading hyphen': '-a',
      'trailing hyphen': 'a-',
      'a path': 'a/b',
      'dot-dot': '..',
    },
  },
  category: { invalid: { unknown: 'gossip', capitalised: 'Process', 'a tag, not a category': 'case story' } },
  status: { invalid: { capitalised: 'Published', unknown: 'scheduled', 'with spaces around': ' draft ' } },
  published_at: {
    invalid: {
      words: 'tomorrow',
      'time without offset': '2026-12-01T09:00:00',
      'a date only': '2026-12-01',
      ...IMPOSSIBLE_INSTANTS,
      'year 0, which Postgres has not': '0000-01-01T00:00:00Z',
      'year 9999': '9999-12-31T00:00:00Z',
    },
  },
  cover_image: {
    invalid: {
      'javascript URL': 'javascript:alert(1)',
      'protocol-relative URL': '//evil.example/x.png',
      'backslash path': '/uploads\\..\\secret.png',
      'data URL': 'data:image/png;base64,iVBORw0KGgo=',
      'relative path': 'uploads/x.png',
      'site path with a query': '/uploads/x.png?v=2',
      'picture of another site': 'https://example.com/x.png',
    },
  },
  body: {
    invalid: {
      'only empty markup': '<p> </p><p>&nbsp;</p>',
      'only a script': '<script>alert(1)</script>',
      'only an image': '<img src="x" onerror="alert(1)">',
    },
  },
  tags: { invalid: { 'unknown tag': ['crypto'], 'tag in capitals': ['Branding'], 'blank tag': [''] } },
  related_project_ids: {
    invalid: { 'a slug, not an id': ['luna-skincare'], 'an id in braces': ['{00000000-0000-4000-8000-000000000001}'] },
  },
  related_product_ids: { invalid: { 'a key, not an id': ['brand-kit'] } },
};

/** A well-formed id that names no article: a valid body sent there is refused (404) after every check. */
const MISSING_ID = '00000000-0000-4000-8000-0000000a271c';

const auth = (fixtures: Fixtures) => ({ authorization: `Bearer ${fixtures.token}` });
const jsonHeaders = (fixtures: Fixtures) => ({ 'content-type': 'application/json', ...auth(fixtures) });
/** A valid body for the article `slug`, linking to records that exist, so each relation's broken values start from real ids. */
const body = (slug: string, fixtures: Fixtures) =>
  articleInput({ slug, related_project_ids: [fixtures.projectId], related_product_ids: [fixtures.productId] });

const createCases = jsonBodyCases({
  method: 'POST',
  path: '/api/admin/articles',
  schema: articleInputSchema,
  hand: ARTICLE_HAND,
  valid: (fixtures) => body('bad-input-new-article', fixtures),
  // Taken slug: the insert runs with every value and fails on the unique constraint.
  refused: { body: (fixtures) => body(fixtures.articleSlug, fixtures), status: 409 },
  maxBytes: ARTICLE_BODY_MAX_BYTES,
  randomCases: 60,
});

// Broken bodies go to an article that exists, so one let through would show as a change.
const updateCases = jsonBodyCases({
  method: 'PUT',
  path: '/api/admin/articles/[id]',
  params: (fixtures) => ({ id: fixtures.articleId }),
  schema: articleInputSchema,
  hand: ARTICLE_HAND,
  valid: (fixtures) => body(fixtures.articleSlug, fixtures),
  refused: { body: (fixtures) => body(fixtures.otherArticleSlug, fixtures), status: 409 },
  maxBytes: ARTICLE_BODY_MAX_BYTES,
  // The create call above parses the same schema with every wrong type.
  wrongTypes: false,
  randomCases: 20,
});

const write = (method: string, id: (fixtures: Fixtures) => string) => (fixtures: Fixtures) => ({
  method,
  path: `/api/admin/articles/${id(fixtures)}`,
  params: { id: id(fixtures) },
  headers: { 'content-type': 'application/json' },
  body: method === 'PUT' ? JSON.stringify(body(fixtures.articleSlug, fixtures)) : undefined,
});
const ownArticle = (fixtures: Fixtures) => fixtures.articleId;

export const articleEndpoints: Endpoint[] = [
  {
    label: 'GET /api/admin/articles',
    handler: asRouteHandler(adminArticles),
    cases: adminReadCases('/api/admin/articles'),
  },
  {
    label: 'POST /api/admin/articles',
    handler: asRouteHandler(createArticle),
    cases: [
      ...withHeaders(createCases, auth),
      // A complete, valid article from someone who may not create one.
      ...credentialCases(
        (fixtures) => ({
          method: 'POST',
          path: '/api/admin/articles',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body('bad-input-intruder', fixtures)),
        }),
        { write: true },
      ),
    ],
  },
  {
    label: 'PUT /api/admin/articles/[id]',
    handler: asRouteHandler(updateArticle),
    cases: [
      ...withHeaders(updateCases, auth),
      ...oddIdCases('PUT', '/api/admin/articles/[id]', 'id', {
        headers: jsonHeaders,
        body: (fixtures) => JSON.stringify(body(fixtures.articleSlug, fixtures)),
      }),
      ...credentialCases(write('PUT', ownArticle), { write: true }),
      ...otherMethodCases('PUT', (fixtures) => ({ ...write('PUT', () => MISSING_ID)(fixtures), headers: jsonHeaders(fixtures) }), {}),
    ],
  },
  {
    label: 'DELETE /api/admin/articles/[id]',
    handler: asRouteHandler(deleteArticle),
    cases: [
      ...oddIdCases('DELETE', '/api/admin/articles/[id]', 'id', { headers: auth }),
      // The article exists: none of these may delete it.
      ...credentialCases(write('DELETE', ownArticle), { write: true }),
      ...otherMethodCases('DELETE', (fixtures) => ({ ...write('DELETE', () => 'not-a-uuid')(fixtures), headers: auth(fixtures) }), {
        status: 404,
      }),
    ],
  },
];
