import { emailAddressSchema } from '@/lib/mail/address-schema';

// The site's one e-mail rule (contact form, demo checkout, downloads resend; the forms check with
// the same schema before sending): RFC 5321's limits, internationalised addresses accepted.

const refusal = (value: string) => {
  const parsed = emailAddressSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message).join('; ');
};
const label = (length: number) => 'k'.repeat(length);

describe('the e-mail address rule', () => {
  it.each([
    ['a plain address, trimmed', ' kari@example.no ', 'kari@example.no'],
    ['a UTF-8 local part', 'ø@example.no', 'ø@example.no'],
    ['Norwegian letters before the @', 'Åse.Ødegård@example.no', 'Åse.Ødegård@example.no'],
    ['a decomposed ø, in its composed form', 'bj\u00F8rn@example.no'.normalize('NFD'), 'bjørn@example.no'],
    ['an IDN domain', 'kari@blåbær.no', 'kari@blåbær.no'],
    ['an IDN domain typed as an A-label', 'kari@xn--blbr-roah.no', 'kari@xn--blbr-roah.no'],
    ['a domain in capitals', 'Kari@Example.NO', 'Kari@Example.NO'],
    ['RFC 5321 atext in the local part', "o'neil+shop/x=y@example.com", "o'neil+shop/x=y@example.com"],
    ['a 63-character domain label', `kari@${label(63)}.no`, `kari@${label(63)}.no`],
    ['a 64-character local part', `${label(64)}@example.no`, `${label(64)}@example.no`],
    [
      '254 characters in all',
      `${label(64)}@${label(63)}.${label(63)}.${label(58)}.no`,
      `${label(64)}@${label(63)}.${label(63)}.${label(58)}.no`,
    ],
  ])('accepts %s', (_case, typed, stored) => {
    expect(emailAddressSchema.parse(typed)).toBe(stored);
  });

  it.each([
    ['a 185-character domain label', `kari@${label(185)}.no`, 'Use at most 63 characters between the dots of the domain'],
    ['a 64-character domain label', `kari@${label(64)}.no`, 'Use at most 63 characters between the dots of the domain'],
    [
      'an IDN label of 55 letters whose A-label has 65',
      `kari@${'bærøy'.repeat(11)}.no`,
      'Use at most 63 characters between the dots of the domain',
    ],
    ['a 65-character local part', `${label(65)}@example.no`, 'Use at most 64 characters before the @'],
    ['a local part of 33 ø (66 octets)', `${'ø'.repeat(33)}@example.no`, 'Use at most 64 characters before the @'],
    ['255 characters in all', `${label(64)}@${label(63)}.${label(63)}.${label(59)}.no`, 'Use at most 254 characters'],
    ['no at sign', 'kari.example.no', 'Enter a valid email address'],
    ['no domain dot', 'kari@example', 'Enter a valid email address'],
    ['a trailing dot', 'kari@example.no.', 'Enter a valid email address'],
    ['a label starting with a hyphen', 'kari@-example.no', 'Enter a valid email address'],
    ['a numeric address', 'kari@127.0.0.1', 'Enter a valid email address'],
    ['a hexadecimal IP address', 'kari@0x7f.1', 'Enter a valid email address'],
    ['two at signs', 'kari@b@example.no', 'Enter a valid email address'],
    ['two dots in a row', 'kari..n@example.no', 'Enter a valid email address'],
    ['a zero-width space', 'ka\u200Bri@example.no', 'Enter a valid email address'],
    ['a direction override', '\u202Ekari@example.no', 'Enter a valid email address'],
    ['a header injection', 'kari@example.no\r\nBcc: all@example.com', 'Enter a valid email address'],
    ['a display name', 'Kari <kari@example.no>', 'Enter a valid email address'],
    ['a number that IDNA turns into two labels', 'kari@example\u2488no', 'Enter a valid email address'],
  ])('refuses %s, saying why', (_case, typed, message) => {
    expect(refusal(typed)).toBe(message);
  });

  it('refuses what is not text', () => {
    expect(refusal(42 as unknown as string)).toBe('Enter a valid email address');
  });
});
