// Public client components get their texts as props, not from next-intl's client runtime
// (docs/decisions/public-i18n-runtime.md).

export function labelsFor<Key extends string>(keys: readonly Key[], translate: (key: Key) => string): Record<Key, string> {
  return Object.fromEntries(keys.map((key) => [key, translate(key)])) as Record<Key, string>;
}
