import type { Shape } from '@/lib/forms/fields';
import { aboutPage } from './specs/about';
import { bookPage } from './specs/book';
import { contactPage } from './specs/contact';
import { footer } from './specs/footer';
import { homePage } from './specs/home';
import { journalPage } from './specs/journal';
import { legalPage } from './specs/legal';
import { projectsPage } from './specs/projects';
import { servicesPage } from './specs/services';
import { shopPage } from './specs/shop';
import { testimonialsPage } from './specs/testimonials';

/**
 * Every page the studio edits in the admin's Pages section, by key, with its fields and where
 * visitors read it. `title` is the name the API gives (GET /api/admin/pages); the admin's screens
 * name pages and fields by its messages, PageFields (lib/pages/labels.ts).
 */
export const PAGES = {
  home: { title: 'Home', path: '/', fields: homePage },
  about: { title: 'About', path: '/about', fields: aboutPage },
  services: { title: 'Services', path: '/services', fields: servicesPage },
  projects: { title: 'Projects', path: '/projects', fields: projectsPage },
  shop: { title: 'Shop', path: '/digital-products', fields: shopPage },
  testimonials: { title: 'Testimonials', path: '/testimonials', fields: testimonialsPage },
  journal: { title: 'Journal', path: '/journal', fields: journalPage },
  contact: { title: 'Contact', path: '/contact', fields: contactPage },
  book: { title: 'Book a call', path: '/book', fields: bookPage },
  footer: { title: 'Footer', path: '/', fields: footer },
  'privacy-policy': { title: 'Privacy policy', path: '/privacy-policy', fields: legalPage },
  'terms-of-service': { title: 'Terms of service', path: '/terms-of-service', fields: legalPage },
} as const satisfies Record<string, { title: string; path: string; fields: Shape }>;

export type PageKey = keyof typeof PAGES;
export const PAGE_KEYS = Object.keys(PAGES) as PageKey[];
export type PageFields<K extends PageKey> = (typeof PAGES)[K]['fields'];

export const isPageKey = (key: string): key is PageKey => Object.hasOwn(PAGES, key);
