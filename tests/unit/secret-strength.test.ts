import { randomBytes } from 'node:crypto';
import { estimateSecretBits, MIN_SECRET_BITS } from '@/lib/security/secret-strength';

// The estimate behind lib/env.ts's refusal of a weak AUTH_SECRET: far below the bar for what
// people type or paste by hand, far above it for what a random generator makes.

describe('estimateSecretBits', () => {
  it.each([
    ['nothing', ''],
    ['one letter repeated', 'x'.repeat(64)],
    ['a block repeated', 'abcabcabcabcabcabcabcabcabcabcabcabc'],
    ['a word repeated', 'password'.repeat(8)],
    ['a run of letters and digits', 'abcdefghijklmnopqrstuvwxyz0123456789'],
    ['a run backwards or in steps', 'zyxwvutsrqponmlkjihgfedcba97531'],
    ['keyboard rows', 'qwertyuiopasdfghjklzxcvbnm1234567890'],
  ])('scores %s under 35 bits', (_label, secret) => {
    expect(estimateSecretBits(secret)).toBeLessThan(35);
  });

  it('scores 32 random bytes in base64, base64url and hex well above the bar', () => {
    for (let i = 0; i < 200; i++) {
      const bytes = randomBytes(32);
      for (const secret of [bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('hex')]) {
        expect(estimateSecretBits(secret)).toBeGreaterThan(MIN_SECRET_BITS + 20);
      }
    }
  });
});
