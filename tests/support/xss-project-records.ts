import { projectDescription } from '../../lib/projects/fields';
import type { ProjectInput } from '../../lib/projects/input';
import { type Lang } from './xss-fields';
import { richMarker, xssKind, type RecordTexts } from './xss-kind';

// The payload projects: every text field of the project's description holds the payloads
// (tests/support/xss-kind.ts), and each URL payload is tried in each address field of one project.
// Shared by the jest checks of the rendered HTML (tests/api/stored-xss-projects.test.ts), of the
// admin's screens (tests/unit/stored-xss-admin.test.tsx) and the browser spec.

export type { Lang } from './xss-fields';

export const projectXss = xssKind({ description: projectDescription, letter: 'J' });

export const PICTURE = '/images/projects/fjord-bakery-branding/hero.webp';
/** The first projects of a set are featured; the home page shows the three newest featured. */
const FEATURED_COUNT = 3;
export const PROJECT_COUNT = projectXss.count;

/** Which set a project belongs to (one letter, in its texts and slug), and whether it leads the home page. */
export interface ProjectSet {
  letter: string;
  leadsHome: boolean;
}

export type ProjectBody = ProjectInput & { slug: string; featured: boolean };

export interface PayloadProjectBody {
  body: ProjectBody;
  texts: RecordTexts;
  /** The values of the fields that take no markup payload, for the URL payloads' bodies. */
  base: Record<string, unknown>;
}

/** The values of every field that takes no markup payload. */
const baseOf = (index: number, run: string, set: ProjectSet) => {
  const featured = index < FEATURED_COUNT;
  return {
    slug: `xss-${run}-${set.letter}${index}`,
    category: 'Branding',
    featured,
    // After every demo project; the set that leads the home page after every other set too.
    completion_date: featured ? `${set.leadsHome ? 2099 : 2098}-12-${String(28 - index).padStart(2, '0')}` : '2024-01-05',
    hero_image: PICTURE,
    video_url: null,
    image_gallery: [PICTURE],
    tags: ['branding'],
  };
};

export function projectBody(index: number, run: string, set: ProjectSet): PayloadProjectBody {
  const base = baseOf(index, run, set);
  return { body: projectXss.body(index, set.letter, base) as ProjectBody, texts: projectXss.texts(index, set.letter), base };
}

/** The marker of the project's story (its one rich text) in a language. */
export const storyMarker = (locale: Lang) => richMarker(projectXss.rich[0]!, locale);
