import { GET as getSeller, PUT as putSeller } from '@/app/api/admin/seller-settings/route';
import { catalogueTranslator } from '@/i18n/catalogues';
import { getDb } from '@/lib/db/client';
import { sellerSettings } from '@/lib/db/schema';
import { DEMO_SELLER } from '@/lib/db/seed';
import { organisationLine } from '@/lib/shop/seller/format';
import { getPublicSeller } from '@/lib/shop/seller/public';
import type { SellerSettings } from '@/lib/shop/seller/types';
import { adminToken, bearer } from '../support/admin';
import { send } from '../support/api';

// docs/shop.md#seller: the seller's details, saved by the admin and read by the footer and the
// terms page (which show nothing while the legal name is empty). Other bad input: bad-input.test.ts.

const PATH = '/api/admin/seller-settings';
let auth: Record<string, string>;
beforeAll(async () => {
  auth = bearer(await adminToken());
});

const put = (json: unknown) => send(putSeller, PATH, { method: 'PUT', json, headers: auth });
const SELLER: SellerSettings = {
  legal_name: 'Fjordlys Design AS',
  organisation_number: '923 609 016',
  vat_registered: true,
  address: 'Storgata 1\n0155 Oslo',
  support_email: ' Support@Fjordlys.example ',
  prices_include_vat: false,
};

it('answers only the admin', async () => {
  expect((await send(getSeller, PATH)).status).toBe(401);
  expect((await send(putSeller, PATH, { method: 'PUT', json: SELLER })).status).toBe(401);
});

it('reads the demo seller, then saves a new one whole, with the number compacted', async () => {
  const demo = await send(getSeller, PATH, { headers: auth });
  expect(demo.status).toBe(200);
  expect(demo.body).toMatchObject({ legal_name: DEMO_SELLER.legalName, organisation_number: DEMO_SELLER.organisationNumber });

  const saved = await put(SELLER);
  expect(saved.status).toBe(200);
  const expected = { ...SELLER, organisation_number: '923609016', support_email: 'Support@Fjordlys.example' };
  expect(saved.body).toEqual(expected);
  expect((await send(getSeller, PATH, { headers: auth })).body).toEqual(expected);

  // What the footer and the terms page print.
  const shown = await getPublicSeller();
  expect(shown).toEqual(expected);
  expect(organisationLine(shown!, catalogueTranslator('no', 'Seller'))).toBe('Org.nr. 923 609 016 MVA');
});

it.each([
  ['a number whose check digit does not match', { organisation_number: '923609017' }, /^organisation_number: .*check digit/],
  ['an empty legal name', { legal_name: '  ' }, /^legal_name: /],
  ['a flag as text', { vat_registered: 'true' }, /^vat_registered: /],
])('refuses %s with a 400 naming the field, and keeps what was saved', async (_label, change, detail) => {
  const before = (await send(getSeller, PATH, { headers: auth })).body;
  const refused = await put({ ...SELLER, ...change });
  expect(refused.status).toBe(400);
  expect((refused.body as { detail: string }).detail).toMatch(detail);
  expect((await send(getSeller, PATH, { headers: auth })).body).toEqual(before);
});

it('shows no seller on public pages while the legal name is empty', async () => {
  await (await getDb()).update(sellerSettings).set({ legalName: '' });
  expect(await getPublicSeller()).toBeNull();
});
