import type { ProjectInput } from '@/lib/projects/input';

let counter = 0;

const defaults = () => {
  counter += 1;
  return {
    title: { en: `Test Project ${counter}`, no: `Testprosjekt ${counter}` },
    slug: `test-project-${counter}-${process.pid}`,
    category: 'Branding',
    featured: false,
    hero_image: '/uploads/00000000-0000-4000-8000-000000000001.webp',
    short_description: { en: 'A short summary', no: 'Et kort sammendrag' },
    full_description: { en: '<p>The <strong>whole</strong> story.</p>', no: '<p>Hele <strong>historien</strong>.</p>' },
    client_name: 'Client AS',
    completion_date: '2024-01-05',
    year: 2024,
    project_timeline: { en: '6 weeks', no: '6 uker' },
    video_url: 'https://player.vimeo.com/video/1',
    image_gallery: ['/uploads/00000000-0000-4000-8000-000000000002.jpg'],
    tags: ['branding', 'luxury'],
  } satisfies ProjectInput;
};

/** A complete, valid project form body in both languages, with a slug no other test uses. */
export function projectInput<Overrides extends Partial<ProjectInput> = Record<never, never>>(
  // A field the API does not know (`title_no`) is refused here: the API would drop it without a word.
  overrides: Overrides & Record<Exclude<keyof Overrides, keyof ProjectInput>, never> = {} as never,
): Omit<ReturnType<typeof defaults>, keyof Overrides> & Overrides {
  return { ...defaults(), ...overrides };
}
