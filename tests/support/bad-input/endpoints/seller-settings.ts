import { GET as getSeller, PUT as putSeller } from '@/app/api/admin/seller-settings/route';
import { type SellerSettings } from '@/lib/shop/seller/types';
import { sellerSettingsSchema } from '@/lib/shop/seller/schema';
import { withHeaders, asRouteHandler, type Endpoint, type Fixtures } from '../cases';
import { credentialCases, otherMethodCases, refusedBySchema } from '../common';
import { jsonBodyCases } from '../json-body';
import { adminReadCases } from './admin';

// The admin's Settings: the seller's details. A valid body is only sent with refused credentials
// (it would be saved); every broken one must leave the seeded seller as it is.

const auth = (fixtures: Fixtures) => ({ authorization: `Bearer ${fixtures.token}` });

const SELLER: SellerSettings = {
  legal_name: 'Fjordlys Design AS',
  organisation_number: '923609016',
  vat_registered: true,
  address: 'Storgata 1\n0155 Oslo',
  support_email: 'support@fjordlys.example',
  prices_include_vat: true,
};

const sellerCases = jsonBodyCases({
  method: 'PUT',
  path: '/api/admin/seller-settings',
  schema: sellerSettingsSchema,
  hand: {
    legal_name: { invalid: { blank: ' \n\t' } },
    organisation_number: {
      invalid: {
        'a wrong check digit': '923609017',
        'check digit 10': '912345670',
        'eight digits': '92360901',
        'ten digits': '9236090160',
        dashes: '923-609-016',
        'a letter': '92360901O',
        'full-width digits': '９２３６０９０１６',
        'with the country code': 'NO923609016',
        'with MVA': '923609016MVA',
        empty: '',
      },
    },
    vat_registered: { invalid: { "'true' as text": 'true', 1: 1 } },
    address: { invalid: { blank: '\n \n' } },
    support_email: { invalid: { 'no @': 'support.example', 'two @': 'a@b@example.com', empty: '' } },
    prices_include_vat: { invalid: { "'false' as text": 'false', 0: 0 } },
  },
  valid: () => ({ ...SELLER }),
  maxBytes: 32 * 1024,
  randomCases: 20,
});

const onSeller = (body: unknown) => () => ({
  method: 'PUT',
  path: '/api/admin/seller-settings',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const sellerSettingsEndpoints: Endpoint[] = [
  { label: 'GET /api/admin/seller-settings', handler: asRouteHandler(getSeller), cases: adminReadCases('/api/admin/seller-settings') },
  {
    label: 'PUT /api/admin/seller-settings',
    handler: asRouteHandler(putSeller),
    cases: [
      ...refusedBySchema(withHeaders(sellerCases, auth)),
      ...credentialCases(onSeller(SELLER), { write: true }),
      // Another method reaching the handler still reads the body: a broken one is refused.
      ...otherMethodCases(
        'PUT',
        (fixtures) => ({
          ...onSeller({ ...SELLER, organisation_number: '923609017' })(),
          headers: { 'content-type': 'application/json', ...auth(fixtures) },
        }),
        { status: 400 },
      ),
    ],
  },
];
