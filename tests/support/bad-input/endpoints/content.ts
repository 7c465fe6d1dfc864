import { POST as contact } from '@/app/api/contact/route';
import { GET as featuredTestimonials } from '@/app/api/testimonials/featured/route';
import { GET as testimonials } from '@/app/api/testimonials/route';
import { contactMessageSchema } from '@/lib/contact/schema';
import { asRouteHandler, uniqueAddress, withHeaders, type Endpoint } from '../cases';
import { localeListCases, otherMethodCases } from '../common';
import { jsonBodyCases } from '../json-body';

// Testimonials and the contact form.

const contactCases = jsonBodyCases({
  method: 'POST',
  path: '/api/contact',
  schema: contactMessageSchema,
  hand: {
    name: { invalid: { blank: ' \u00A0\t' } },
    email: {
      invalid: {
        blank: '  ',
        'no at sign': 'ada.example.com',
        'two at signs': 'ada@b@example.com',
        'a display name': 'Ada <ada@example.com>',
        'a header injection': 'ada@example.com\r\nBcc: everyone@example.com',
        'a list of addresses': 'ada@example.com, bob@example.com',
        'zero-width space inside': 'ada\u200B@example.com',
        'too long': `${'a'.repeat(250)}@example.com`,
      },
    },
    service_interest: { invalid: { unknown: 'Plumbing', lowercase: 'branding', 'two services': 'Branding, Other' } },
    message: { invalid: { blank: '\n\n  \n' } },
  },
  valid: () => ({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    service_interest: 'Branding',
    message: 'I would like a new brand.',
    locale: 'en',
  }),
  // No refused body: a valid message is always stored, so free text is only sent ill-formed.
  maxBytes: 32 * 1024,
  randomCases: 40,
});

export const contentEndpoints: Endpoint[] = [
  {
    label: 'GET /api/testimonials',
    handler: asRouteHandler(testimonials),
    cases: localeListCases('/api/testimonials'),
  },
  {
    label: 'GET /api/testimonials/featured',
    handler: asRouteHandler(featuredTestimonials),
    cases: localeListCases('/api/testimonials/featured'),
  },
  {
    label: 'POST /api/contact',
    handler: asRouteHandler(contact),
    cases: withHeaders(
      [
        ...contactCases,
        ...otherMethodCases(
          'POST',
          () => ({ method: 'POST', path: '/api/contact', headers: { 'content-type': 'application/json' }, body: '{"name":"Ada"}' }),
          {},
        ),
      ],
      () => ({ 'x-forwarded-for': uniqueAddress() }),
    ),
  },
];
