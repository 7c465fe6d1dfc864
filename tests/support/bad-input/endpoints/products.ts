import { POST as uploadProductFile } from '@/app/api/admin/product-files/route';
import { DELETE as deleteProduct, PUT as updateProduct } from '@/app/api/admin/products/[id]/route';
import { GET as adminProducts, POST as createProduct } from '@/app/api/admin/products/route';
import { PRODUCT_CONTENTS, productDescription } from '@/lib/shop/products/fields';
import { productInputSchema } from '@/lib/shop/products/input';
import { productInput } from '../../product-input';
import { asRouteHandler, withHeaders, type BadCase, type CaseRequest, type Endpoint, type Fixtures } from '../cases';
import { credentialCases, oddIdCases, otherMethodCases } from '../common';
import { jsonBodyCases } from '../json-body';
import type { HandPicked } from '../schema-fields';
import { MB } from '../values';
import { adminReadCases } from './admin';

// The admin's product calls (list, create, replace, delete) and the product file upload.

/** A well-formed id that names no product and no file. */
const MISSING_ID = '00000000-0000-4000-8000-00000000beef';

const ALT = productDescription.fields.gallery_alt.max;

/** What the schema cannot say: prices and addresses it checks by refinement, and picks. */
const PRODUCT_HAND: Record<string, HandPicked> = {
  price: {
    invalid: {
      zero: '0',
      'zero cents': '0.00',
      negative: '-1',
      "below Stripe's minimum charge": '0.10',
      "a cent below Stripe's minimum charge": '0.49',
      'three decimals': '1.999',
      'above the cap': '100000.01',
      'past the integer column': '21474837',
      exponent: '1e3',
      'a decimal comma': '34,50',
      hex: '0x10',
      Infinity: 'Infinity',
      NaN: 'NaN',
      'a currency sign': '$29',
      'digits with a space': '3 4',
    },
  },
  category: { invalid: { unknown: 'Fonts', 'lower case': 'instagram post templates', 'with spaces': ' Instagram Post Templates ' } },
  image_url: {
    invalid: {
      'another site': 'https://evil.example/x.png',
      'a script address': 'javascript:alert(1)',
      'protocol-relative': '//evil.example/x.png',
      'with a query': '/uploads/x.png?a=1',
    },
  },
  gallery: {
    invalid: { 'a javascript URL': ['javascript:alert(1)'], 'an empty address': [''], 'a protocol-relative URL': ['//evil.example/x.png'] },
  },
  // The valid body has one preview: two texts would describe a preview that is not there.
  gallery_alt: {
    invalid: { 'more texts than images': ['one', 'two'], 'a text too long': ['x'.repeat(ALT + 1)] },
    translationInvalid: { 'more texts than images': ['en', 'to'], 'a text too long': ['x'.repeat(ALT + 1)] },
  },
  contents: {
    invalid: {
      'a line too long': ['x'.repeat(PRODUCT_CONTENTS.line + 1)],
      'too many lines': Array.from({ length: PRODUCT_CONTENTS.lines + 1 }, (_, i) => `line ${i}`),
    },
    translationInvalid: { 'a line too long': ['x'.repeat(PRODUCT_CONTENTS.line + 1)] },
  },
  video_url: { invalid: { 'a script address': 'javascript:alert(1)', 'not an address': 'youtube' } },
  // The valid body has no file: without the text there is nothing to deliver.
  deliverable: { invalid: { blank: ' \t\n ' } },
  file_id: { invalid: { 'not a uuid': 'file-1', 'a uuid nobody uploaded': MISSING_ID, 'a path': '../../etc/passwd' } },
};

const auth = (fixtures: Fixtures) => ({ authorization: `Bearer ${fixtures.token}` });
const jsonHeaders = (fixtures: Fixtures) => ({ 'content-type': 'application/json', ...auth(fixtures) });
const validJson = () => JSON.stringify(productInput());

// Every valid body is stored on create: free text and unknown fields travel on the replace call.
const createCases = jsonBodyCases({
  method: 'POST',
  path: '/api/admin/products',
  schema: productInputSchema,
  hand: PRODUCT_HAND,
  valid: () => productInput(),
  maxBytes: 32 * 1024,
  randomCases: 40,
});

// Broken bodies go to a product that exists, so one let through would show as a change.
const updateCases = jsonBodyCases({
  method: 'PUT',
  path: '/api/admin/products/[id]',
  params: (fixtures) => ({ id: fixtures.productId }),
  schema: productInputSchema,
  hand: PRODUCT_HAND,
  valid: () => productInput(),
  refused: { body: () => productInput(), status: 404, params: () => ({ id: MISSING_ID }) },
  maxBytes: 32 * 1024,
  wrongTypes: false,
  randomCases: 20,
});

// `prices` (the other currencies' prices as typed) is an object: its refusals are listed here.
const BAD_PRICES: Record<string, unknown> = {
  'a number': 590,
  'a string': '590',
  'an array': ['590'],
  'an unknown currency': { eur: '50' },
  'the base currency again': { usd: '59' },
  'kroner as a number': { nok: 590 },
  'kroner zero': { nok: '0' },
  "kroner below Stripe's minimum charge": { nok: '2.99' },
  'kroner negative': { nok: '-590' },
  'kroner with three decimals': { nok: '590.001' },
  'kroner past the cap': { nok: '10000000.01' },
  'kroner with a comma': { nok: '590,-' },
  'kroner as an object': { nok: { amount: 590 } },
};
const pricesCases: BadCase[] = Object.entries(BAD_PRICES).map(([label, prices]) => ({
  name: `prices: ${label}`,
  status: 400,
  request: (fixtures: Fixtures) => ({
    method: 'PUT',
    path: `/api/admin/products/${fixtures.productId}`,
    params: { id: fixtures.productId },
    headers: jsonHeaders(fixtures),
    body: JSON.stringify({ ...productInput(), prices }),
  }),
}));

const write = (method: string, id: (fixtures: Fixtures) => string) => (fixtures: Fixtures) => ({
  method,
  path: `/api/admin/products/${id(fixtures)}`,
  params: { id: id(fixtures) },
  headers: { 'content-type': 'application/json' },
  body: method === 'PUT' ? validJson() : undefined,
});
const ownProduct = (fixtures: Fixtures) => fixtures.productId;

const text = (value: string) => new TextEncoder().encode(value);
const bytes = (...values: number[]) => Uint8Array.from(values);
const PDF = text('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n');

/** File contents that are neither a PDF nor a ZIP, whatever they are named. */
const NOT_PRODUCT_FILES: Record<string, Uint8Array> = {
  'plain text': text('hello'),
  'an HTML page': text('<!doctype html><script>alert(1)</script>'),
  'an SVG with a script': text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  'a PNG': bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0),
  'a JPEG': bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10),
  'a PDF signature cut short': text('%PDF'),
  'a PDF signature after a space': text(' %PDF-1.7'),
  'a lower-case pdf signature': text('%pdf-1.7'),
  'a ZIP signature cut short': bytes(0x50, 0x4b, 0x03),
  'a spanned-ZIP marker': bytes(0x50, 0x4b, 0x07, 0x08, 0, 0),
  'an executable': text('MZ\u0090\u0000\u0003'),
  'a gzip stream': bytes(0x1f, 0x8b, 0x08, 0, 0, 0),
  'a NUL byte': bytes(0),
};

const upload =
  (body: Uint8Array | undefined, { name = 'kit.pdf', headers = {} }: { name?: string | null; headers?: Record<string, string> } = {}) =>
  (fixtures: Fixtures): CaseRequest => ({
    method: 'POST',
    path: `/api/admin/product-files${name === null ? '' : `?name=${encodeURIComponent(name)}`}`,
    headers: { authorization: `Bearer ${fixtures.token}`, ...headers },
    body: body as BodyInit | undefined,
  });

const uploadCases: BadCase[] = [
  ...Object.entries(NOT_PRODUCT_FILES).flatMap(([label, content]) =>
    ['kit.pdf', 'kit.zip'].map((name) => ({
      name: `content: ${label} named ${name}`,
      status: 415,
      request: upload(content, { name, headers: { 'content-type': 'application/pdf' } }),
    })),
  ),
  { name: 'body: none', status: 400, request: upload(undefined) },
  { name: 'body: empty', status: 400, request: upload(new Uint8Array(0)) },
  { name: 'name: absent', status: 400, request: upload(PDF, { name: null }) },
  { name: 'name: blank', status: 400, request: upload(PDF, { name: '   ' }) },
  { name: 'size: declared over 100 MB', status: 413, request: upload(PDF, { headers: { 'content-length': String(100 * MB + 1) } }) },
  { name: 'size: declared as 10 GB', status: 413, request: upload(PDF, { headers: { 'content-length': String(10_000 * MB) } }) },
  // The name is only kept, never used as a path: these would be stored, so they travel on refused content.
  ...['../../etc/passwd', 'a\u0000b.pdf', 'x'.repeat(5000), '<script>alert(1)</script>.pdf', 'con.pdf'].map((name) => ({
    name: `name: ${JSON.stringify(name).slice(0, 40)} with refused content`,
    status: 415,
    request: upload(text('not a pdf'), { name }),
  })),
];

export const productEndpoints: Endpoint[] = [
  {
    label: 'GET /api/admin/products',
    handler: asRouteHandler(adminProducts),
    cases: adminReadCases('/api/admin/products'),
  },
  {
    label: 'POST /api/admin/products',
    handler: asRouteHandler(createProduct),
    cases: [
      ...withHeaders(createCases, auth),
      ...credentialCases(
        () => ({ method: 'POST', path: '/api/admin/products', headers: { 'content-type': 'application/json' }, body: validJson() }),
        { write: true },
      ),
    ],
  },
  {
    label: 'PUT /api/admin/products/[id]',
    handler: asRouteHandler(updateProduct),
    cases: [
      ...withHeaders(updateCases, auth),
      ...pricesCases,
      ...oddIdCases('PUT', '/api/admin/products/[id]', 'id', { headers: jsonHeaders, body: validJson }),
      ...credentialCases(write('PUT', ownProduct), { write: true }),
      ...otherMethodCases('PUT', (fixtures) => ({ ...write('PUT', () => MISSING_ID)(fixtures), headers: jsonHeaders(fixtures) }), {}),
    ],
  },
  {
    label: 'DELETE /api/admin/products/[id]',
    handler: asRouteHandler(deleteProduct),
    cases: [
      ...oddIdCases('DELETE', '/api/admin/products/[id]', 'id', { headers: auth }),
      // The product exists: none of these may delete it.
      ...credentialCases(write('DELETE', ownProduct), { write: true }),
      ...otherMethodCases('DELETE', (fixtures) => ({ ...write('DELETE', () => 'not-a-uuid')(fixtures), headers: auth(fixtures) }), {
        status: 404,
      }),
    ],
  },
  {
    label: 'POST /api/admin/product-files',
    handler: asRouteHandler(uploadProductFile),
    cases: [
      ...uploadCases,
      // A valid PDF from someone who may not upload one.
      ...credentialCases((fixtures) => ({ ...upload(PDF)(fixtures), headers: {} }), { write: true }),
      // Refused content: the handler itself does not look at the method (Next routes by it).
      ...otherMethodCases('POST', upload(text('not a pdf')), {}),
    ],
  },
];
