/**
 * The portfolio's editorial rhythm, shared by the project list and the home page: from tablets
 * up, one project across the whole width, then two side by side (wide beside narrow, mirrored on
 * the next pair); one column on phones.
 */
export type GridSlot = 'wide' | 'major' | 'minor';

export const PROJECT_GRID = 'grid gap-y-16 md:grid-cols-12 md:gap-x-8 md:gap-y-24';

/** The slot of the card at `index` among `count` shown cards (the list counts shown cards only). */
export function gridSlot(index: number, count: number): GridSlot {
  const position = index % 6;
  if (position === 0 || position === 3) return 'wide';
  // A card left alone at the start of a pair takes the whole row rather than half of an empty one.
  if (index === count - 1 && (position === 1 || position === 4)) return 'wide';
  return position === 1 || position === 5 ? 'major' : 'minor';
}

/**
 * Each slot's columns and the height of its image (`--project-image-h`, read by ProjectCard):
 * fixed heights, so nothing moves when the images arrive, and the two cards of a pair line up.
 */
export const GRID_SLOT_CLASS: Record<GridSlot, string> = {
  wide: 'md:col-span-12 md:[--project-image-h:28rem] lg:[--project-image-h:38rem]',
  major: 'md:col-span-7 md:[--project-image-h:20rem] lg:[--project-image-h:26rem]',
  minor: 'md:col-span-5 md:[--project-image-h:20rem] lg:[--project-image-h:26rem]',
};

/** The width each slot's image is shown at, for the browser to pick its file (max-w-7xl page). */
export const GRID_SLOT_SIZES: Record<GridSlot, string> = {
  wide: '(min-width: 1280px) 1216px, 100vw',
  major: '(min-width: 1280px) 700px, (min-width: 768px) 58vw, 100vw',
  minor: '(min-width: 1280px) 500px, (min-width: 768px) 42vw, 100vw',
};
