import { expect, type APIRequestContext } from '@playwright/test';
import { PROJECT_LIMITS, type ProjectInput } from '../../lib/projects/input';
import { bearer } from '../support/admin-http';
import { MARKUP_PAYLOADS, URL_PAYLOADS, type XssPayload } from '../support/xss-payloads';

// Projects whose every admin-writable text field holds the payloads: the plain-text fields get
// them in chunks that fit the shortest limit (one chunk per project, so every payload passes
// through every field), the rich texts get all of them, and each URL payload is tried in the hero
// image, the gallery and the video address of one project.

type Lang = 'en' | 'no';

/** The admin's translatable plain-text fields, each with a short tag per language that tells them apart on a page. */
const LOCALIZED_TEXT_FIELDS = {
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
const CHUNK_LENGTH = Math.min(PROJECT_LIMITS.title, PROJECT_LIMITS.clientName, PROJECT_LIMITS.projectTimeline) - 8;
const URL_FIELDS = ['hero_image', 'image_gallery', 'video_url'] as const;
const PICTURE = '/images/projects/fjord-bakery-branding/hero.webp';
/** The first projects of a set are featured; the home page shows the three newest featured. */
const FEATURED_COUNT = 3;

/** Payloads in groups whose texts, joined by spaces, fit one plain-text field. */
function chunks(payloads: readonly XssPayload[]): XssPayload[][] {
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

export interface StoredProject {
  id: string;
  slug: string;
  featured: boolean;
  texts: ProjectTexts;
  /** The gallery image's caption, per language (a list field, so kept beside the texts). */
  caption: Record<Lang, string>;
}

export interface UrlVerdict {
  payload: string;
  field: string;
  status: number;
  detail?: string;
}

/** Which set a project belongs to (one letter, in its texts and slug), and whether it leads the home page. */
export interface ProjectSet {
  letter: string;
  leadsHome: boolean;
}

function projectBody(
  index: number,
  group: XssPayload[],
  run: string,
  set: ProjectSet,
): { body: ProjectInput & { slug: string; featured: boolean }; texts: ProjectTexts; caption: Record<Lang, string> } {
  const joined = group.map((p) => p.text).join(' ');
  const tagged = (tag: string) => `${tag}${set.letter}${index} ${joined}`;
  // The Norwegian payloads go in each field's `no` text, which the Norwegian pages show.
  const localized = Object.fromEntries(
    Object.entries(LOCALIZED_TEXT_FIELDS).map(([field, tags]) => [field, { en: tagged(tags.en), no: tagged(tags.no) }]),
  ) as Record<LocalizedTextField, Record<Lang, string>>;
  const texts: ProjectTexts = { ...localized, client_name: tagged(CLIENT_TAG) };
  const featured = index < FEATURED_COUNT;
  const caption = { en: tagged('GC'), no: tagged('GCN') };
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
    image_gallery_alt: { en: [`G${index} ${joined}`], no: [`GN${index} ${joined}`] },
    image_gallery_caption: { en: [caption.en], no: [caption.no] },
    tags: ['branding'],
  };
  return { body, texts, caption };
}

/**
 * Tries one URL payload in each URL field of a stored project: a refusal must be a 400 whose
 * detail names the field; an accepted value stays in the project, to be rendered.
 */
async function tryUrlPayload(
  api: APIRequestContext,
  token: string,
  id: string,
  body: ProjectInput,
  payload: (typeof URL_PAYLOADS)[number],
  verdicts: UrlVerdict[],
) {
  let current = body;
  for (const field of URL_FIELDS) {
    const value = field === 'image_gallery' ? [PICTURE, payload.text] : payload.text;
    const response = await api.put(`/api/projects/${id}`, { headers: bearer(token), data: { ...current, [field]: value } });
    const verdict: UrlVerdict = { payload: payload.name, field, status: response.status() };
    if (response.status() === 200) current = { ...current, [field]: value };
    else verdict.detail = ((await response.json()) as { detail?: string }).detail;
    verdicts.push(verdict);
    const expected = payload.mustRefuse ? [400] : [200, 400];
    expect(expected, `${payload.name} in ${field}: ${JSON.stringify(verdict)}`).toContain(verdict.status);
    if (verdict.status === 400) expect(verdict.detail, `${payload.name} in ${field}`).toContain(field);
  }
}

/** Creates the projects through the API; returns them and what the URL fields did with each payload. */
export async function storePayloadProjects(
  api: APIRequestContext,
  token: string,
  set: ProjectSet,
): Promise<{ projects: StoredProject[]; verdicts: UrlVerdict[] }> {
  const run = Date.now().toString(36);
  const groups = chunks(MARKUP_PAYLOADS);
  const count = Math.max(groups.length, URL_PAYLOADS.length);
  const projects: StoredProject[] = [];
  const verdicts: UrlVerdict[] = [];
  for (let index = 0; index < count; index++) {
    const { body, texts, caption } = projectBody(index, groups[index % groups.length]!, run, set);
    const response = await api.post('/api/projects', { headers: bearer(token), data: body });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    projects.push({ id, slug: body.slug, featured: body.featured, texts, caption });
    const payload = URL_PAYLOADS[index];
    if (payload) await tryUrlPayload(api, token, id, body, payload, verdicts);
  }
  return { projects, verdicts };
}

export async function deleteProjects(api: APIRequestContext, token: string, projects: StoredProject[]) {
  for (const project of projects) {
    const response = await api.delete(`/api/projects/${project.id}`, { headers: bearer(token) });
    expect([204, 404], `deleting ${project.slug}`).toContain(response.status());
  }
}
