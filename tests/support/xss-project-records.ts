import { projectDescription } from '../../lib/projects/fields';
import type { ProjectInput } from '../../lib/projects/input';
import { MARKUP_PAYLOADS, URL_PAYLOADS, type XssPayload } from './xss-payloads';

// Projects whose every admin-writable text field holds the payloads: the plain-text fields get
// them in chunks that fit the shortest limit (one chunk per project, so every payload passes
// through every field), the rich texts get all of them, and each URL payload is tried in the hero
// image, the gallery and the video address of one project. Shared by the jest checks of the
// rendered HTML (tests/api/stored-xss-projects.test.ts) and the browser spec.

export type Lang = 'en' | 'no';

/** The admin's translatable plain-text fields, each with a short tag per language that tells them apart on a page. */
export const LOCALIZED_TEXT_FIELDS = {
  title: { en: 'T', no: 'TN' },
  short_description: { en: 'S', no: 'SN' },
  project_timeline: { en: 'L', no: 'LN' },
  // Rendered in attributes (img alt, <title>, meta content), not as text: the other context.
  hero_image_alt: { en: 'A', no: 'AN' },
  seo_title: { en: 'ST', no: 'STN' },
  seo_description: { en: 'SD', no: 'SDN' },
} as const satisfies Record<string, Record<Lang, string>>;
type LocalizedTextField = keyof typeof LOCALIZED_TEXT_FIELDS;
/** The plain-text field that is the same in every language. */
const CLIENT_TAG = 'C';

/** What a project's plain-text fields hold: each translatable one per language (as the admin API takes it). */
export type ProjectTexts = Record<LocalizedTextField, Record<Lang, string>> & { client_name: string };

// The shortest plain-text limit, less room for the field's tag, the set's letter and the project number.
const CHUNK_LENGTH =
  Math.min(...(['title', 'client_name', 'project_timeline'] as const).map((name) => projectDescription.fields[name].max)) - 8;
export const URL_FIELDS = ['hero_image', 'image_gallery', 'video_url'] as const;
export const PICTURE = '/images/projects/fjord-bakery-branding/hero.webp';
/** The first projects of a set are featured; the home page shows the three newest featured. */
const FEATURED_COUNT = 3;

/** Payloads in groups whose texts, joined by spaces, fit one plain-text field. */
export function chunks(payloads: readonly XssPayload[]): XssPayload[][] {
  const groups: XssPayload[][] = [[]];
  for (const payload of payloads) {
    const group = groups.at(-1)!;
    const length = [...group, payload].map((p) => p.text).join(' ').length;
    if (group.length > 0 && length > CHUNK_LENGTH) groups.push([payload]);
    else group.push(payload);
  }
  return groups;
}

/** The rich text: a visible marker, then each payload after its name. */
export const storyMarker = (locale: Lang) => `xss-story-${locale}`;
const story = (locale: Lang) => [`<p>${storyMarker(locale)}</p>`, ...MARKUP_PAYLOADS.map((p) => `<p>${p.name}:</p>${p.text}`)].join('\n');

/** Which set a project belongs to (one letter, in its texts and slug), and whether it leads the home page. */
export interface ProjectSet {
  letter: string;
  leadsHome: boolean;
}

export interface PayloadProjectBody {
  body: ProjectInput & { slug: string; featured: boolean };
  texts: ProjectTexts;
  /** The gallery image's caption and alt text, per language (list fields, so kept beside the texts). */
  caption: Record<Lang, string>;
  galleryAlt: Record<Lang, string>;
}

/** How many projects a set has: enough for every chunk and for every URL payload. */
export const PROJECT_COUNT = Math.max(chunks(MARKUP_PAYLOADS).length, URL_PAYLOADS.length);

export function projectBody(index: number, run: string, set: ProjectSet): PayloadProjectBody {
  const groups = chunks(MARKUP_PAYLOADS);
  const joined = groups[index % groups.length]!.map((p) => p.text).join(' ');
  const tagged = (tag: string) => `${tag}${set.letter}${index} ${joined}`;
  // The Norwegian payloads go in each field's `no` text, which the Norwegian pages show.
  const localized = Object.fromEntries(
    Object.entries(LOCALIZED_TEXT_FIELDS).map(([field, tags]) => [field, { en: tagged(tags.en), no: tagged(tags.no) }]),
  ) as Record<LocalizedTextField, Record<Lang, string>>;
  const texts: ProjectTexts = { ...localized, client_name: tagged(CLIENT_TAG) };
  const featured = index < FEATURED_COUNT;
  const caption = { en: tagged('GC'), no: tagged('GCN') };
  const galleryAlt = { en: `G${index} ${joined}`, no: `GN${index} ${joined}` };
  const body: ProjectInput & { slug: string; featured: boolean } = {
    ...texts,
    slug: `xss-${run}-${set.letter}${index}`,
    category: 'Branding',
    featured,
    // After every demo project; the set that leads the home page after every other set too.
    completion_date: featured ? `${set.leadsHome ? 2099 : 2098}-12-${String(28 - index).padStart(2, '0')}` : '2024-01-05',
    hero_image: PICTURE,
    full_description: { en: story('en'), no: story('no') },
    video_url: null,
    image_gallery: [PICTURE],
    image_gallery_alt: { en: [galleryAlt.en], no: [galleryAlt.no] },
    image_gallery_caption: { en: [caption.en], no: [caption.no] },
    tags: ['branding'],
  };
  return { body, texts, caption, galleryAlt };
}

/** The value a URL payload is tried as in a field (the gallery keeps a real picture first). */
export const urlValue = (field: (typeof URL_FIELDS)[number], text: string) => (field === 'image_gallery' ? [PICTURE, text] : text);
