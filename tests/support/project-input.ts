import type { ProjectInput } from '@/lib/projects/input';

let counter = 0;

/** A complete, valid project form body with a slug no other test uses. */
export function projectInput(overrides: Partial<ProjectInput> = {}): ProjectInput {
  counter += 1;
  return {
    title: `Test Project ${counter}`,
    title_no: `Testprosjekt ${counter}`,
    slug: `test-project-${counter}-${process.pid}`,
    category: 'Branding',
    featured: false,
    hero_image: '/uploads/00000000-0000-4000-8000-000000000001.webp',
    short_description: 'A short summary',
    short_description_no: 'Et kort sammendrag',
    full_description: '<p>The <strong>whole</strong> story.</p>',
    full_description_no: '<p>Hele <strong>historien</strong>.</p>',
    client_name: 'Client AS',
    completion_date: '2024-01-05',
    year: 2024,
    project_timeline: '6 weeks',
    project_timeline_no: '6 uker',
    video_url: 'https://player.vimeo.com/video/1',
    image_gallery: ['/uploads/00000000-0000-4000-8000-000000000002.jpg'],
    tags: ['branding', 'luxury'],
    ...overrides,
  };
}
