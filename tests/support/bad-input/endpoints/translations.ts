import { POST as markChecked } from '@/app/api/admin/translations/checked/route';
import { GET as translationWork } from '@/app/api/admin/translations/route';
import { translationCheckSchema } from '@/lib/content/translations';
import { asRouteHandler, withHeaders, type Endpoint, type Fixtures } from '../cases';
import { credentialCases, otherMethodCases } from '../common';
import { jsonBodyCases } from '../json-body';
import { adminReadCases } from './admin';

// The translation status calls: the dashboard's list, and "checked" for one record and language.

/** A well-formed id that names no record: a valid body naming it is refused (404) after every check. */
const MISSING_ID = '00000000-0000-4000-8000-00000000cafe';

const auth = (fixtures: Fixtures) => ({ authorization: `Bearer ${fixtures.token}` });
const valid = (fixtures: Fixtures) => ({ kind: 'testimonials', id: fixtures.testimonialId, locale: 'no' });
const check = (fixtures: Fixtures) => ({
  method: 'POST',
  path: '/api/admin/translations/checked',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(valid(fixtures)),
});

const checkedCases = jsonBodyCases({
  method: 'POST',
  path: '/api/admin/translations/checked',
  schema: translationCheckSchema,
  hand: {
    kind: { invalid: { 'an unknown kind': 'sitepages', 'a table name': 'digital_products', capitals: 'Projects' } },
    id: { invalid: { 'not a UUID': '42', 'a UUID in braces': `{${MISSING_ID}}` } },
    locale: { invalid: { 'the default language': 'en', 'an unknown language': 'de', 'a region tag': 'nb-NO' } },
  },
  valid,
  refused: { body: () => ({ kind: 'projects', id: MISSING_ID, locale: 'no' }), status: 404 },
  maxBytes: 32 * 1024,
  randomCases: 20,
});

export const translationEndpoints: Endpoint[] = [
  {
    label: 'GET /api/admin/translations',
    handler: asRouteHandler(translationWork),
    cases: adminReadCases('/api/admin/translations'),
  },
  {
    label: 'POST /api/admin/translations/checked',
    handler: asRouteHandler(markChecked),
    cases: [
      ...withHeaders(checkedCases, auth),
      ...credentialCases(check, { write: true }),
      // Naming a record that does not exist: a handler that ignored the method could change nothing.
      ...otherMethodCases(
        'POST',
        (fixtures) => ({
          ...check(fixtures),
          headers: { 'content-type': 'application/json', ...auth(fixtures) },
          body: JSON.stringify({ kind: 'projects', id: MISSING_ID, locale: 'no' }),
        }),
        {},
      ),
    ],
  },
];
