/** The three gallery images the demo artwork generator makes for each project. */
export const gallery = (slug: string): string[] => [1, 2, 3].map((n) => `/images/projects/${slug}/gallery-${n}.webp`);
