/** One optimizer address split around its width: `${before}${width}${after}`. */
export type WidthTemplate = readonly [before: string, after: string];

/**
 * What TemplatedImg writes when OptimizedImage says nothing else: next/image's own defaults for a
 * picture without priority. Here rather than in TemplatedImg's module: a server component that
 * imports a value from a 'use client' module gets a reference to it, not the value.
 */
export const TEMPLATED_DEFAULTS = { loading: 'lazy', decoding: 'async' } as const;
