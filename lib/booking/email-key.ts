// One inbox, one key: the pending-hold cap and the per-e-mail rate limit count the address as the
// mailbox receives it, so `Ann+1@x`, `ann+2@x` and, at Gmail, `a.n.n@gmail.com` are one person.

/** Domains whose mailboxes ignore dots in the local part. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at).split('+')[0]!;
  let domain = address.slice(at + 1);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
