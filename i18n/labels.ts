// The public site's client components get their texts as props, translated by a server parent,
// rather than from a NextIntlClientProvider with picked namespaces as in the admin: next-intl's
// client runtime would cost every public page ~14.5 kB gzip (measured, see navigation.ts).

/** The translations of `keys` by key, for a client component's labels prop: t('email') as labels.email. */
export function labelsFor<Key extends string>(keys: readonly Key[], translate: (key: Key) => string): Record<Key, string> {
  return Object.fromEntries(keys.map((key) => [key, translate(key)])) as Record<Key, string>;
}
