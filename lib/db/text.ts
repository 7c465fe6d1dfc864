// Postgres text holds any Unicode except NUL (U+0000): a query with a NUL in a text parameter
// fails outright. A lone UTF-16 surrogate is not Unicode at all, and the drivers would silently
// store U+FFFD in its place.

/** Whether `value` can be stored in (and compared with) a Postgres text column exactly as given. */
export const isStorableText = (value: string): boolean => !value.includes('\u0000') && !/\p{Cs}/u.test(value);
