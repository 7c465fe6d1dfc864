// The one e-mail rule (RFC 5321's limits, RFC 6531/IDNA); no zod: it runs in the browser too.

/** The longest address: RFC 5321's 256-octet path less its angle brackets (also keeps the domain under 255). */
export const EMAIL_MAX_OCTETS = 254;
export const LOCAL_PART_MAX_OCTETS = 64;
export const DOMAIN_LABEL_MAX_OCTETS = 63;

export type EmailProblem = 'invalid' | 'too-long' | 'local-part-too-long' | 'domain-label-too-long';

// RFC 5322 atext plus letters, marks and digits of any script (RFC 6531), no invisible or control ones.
const LOCAL_PART = /^[\p{L}\p{M}\p{N}!#$%&'*+\-/=?^_`{|}~]+(?:\.[\p{L}\p{M}\p{N}!#$%&'*+\-/=?^_`{|}~]+)*$/u;
const DOMAIN = /^[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+$/u;
// What DNS sees; the top-level label starts with a letter, so no address names an IP.
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const TOP_LEVEL = /^[a-z]/;

/** UTF-8 length, counted by code point (jsdom, where the forms are tested, has no TextEncoder). */
function octets(text: string): number {
  let count = 0;
  for (const char of text) {
    const point = char.codePointAt(0)!;
    count += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return count;
}

function asciiDomain(domain: string): string | null {
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
}

export function checkEmailAddress(value: string): { address: string } | { problem: EmailProblem } {
  const typed = value.trim().normalize('NFC');
  if (octets(typed) > EMAIL_MAX_OCTETS) return { problem: 'too-long' };
  const at = typed.lastIndexOf('@');
  const local = typed.slice(0, at);
  const domain = typed.slice(at + 1);
  if (at < 1 || !LOCAL_PART.test(local) || !DOMAIN.test(domain)) return { problem: 'invalid' };
  const ascii = asciiDomain(domain);
  const labels = ascii?.split('.') ?? [];
  // IDNA mapping may not change the labels' number (a "⒈" becomes "1.").
  if (!ascii || labels.length !== domain.split('.').length || !TOP_LEVEL.test(labels.at(-1)!)) return { problem: 'invalid' };
  if (labels.some((label) => label.length > DOMAIN_LABEL_MAX_OCTETS)) return { problem: 'domain-label-too-long' };
  if (!labels.every((label) => ASCII_LABEL.test(label))) return { problem: 'invalid' };
  if (octets(local) > LOCAL_PART_MAX_OCTETS) return { problem: 'local-part-too-long' };
  // Sent with the domain as typed (SMTPUTF8) or as A-labels: either must fit.
  if (octets(local) + 1 + Math.max(octets(domain), ascii.length) > EMAIL_MAX_OCTETS) return { problem: 'too-long' };
  return { address: typed };
}
