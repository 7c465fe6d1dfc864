import { z } from '@/lib/zod';
import { describeBody } from '../support/bad-input/schema-fields';

// The bad-input suite's reading of a schema (tests/support/bad-input/schema-fields.ts) leaves no
// field out without a word: one whose kind neither the schema nor the valid body tells stops it.

it('describes every field of a body, and stops on one whose kind it cannot tell', () => {
  // Digits as text, checked by a refinement: JSON Schema shows nothing of it, and 'A text' is refused.
  const count = z
    .unknown()
    .refine((value) => typeof value === 'string' && /^\d+$/.test(value))
    .optional();
  const described = describeBody(z.object({ name: z.string().max(10), count }), { name: 'A', count: '1' });
  expect(Object.keys(described.fields)).toEqual(['name', 'count']);
  expect(() => describeBody(z.object({ name: z.string().max(10), count }), { name: 'A' })).toThrow('no kind for: count');
});
