import type { StoredPage } from '@/lib/pages/content';
import type { PageKey } from '@/lib/pages/registry';
import { aboutPage } from './about';
import { bookPage } from './book';
import { contactPage } from './contact';
import { footerPage } from './footer';
import { homePage } from './home';
import { journalPage } from './journal';
import { privacyPolicyPage } from './privacy-policy';
import { projectsPage } from './projects';
import { servicesPage } from './services';
import { shopPage } from './shop';
import { termsOfServicePage } from './terms-of-service';
import { testimonialsPage } from './testimonials';

/** Each page's original texts by key; `{email}`, `{phone}` and `{socialUrl}` are filled in by lib/db/seed/pages.ts. */
export const PAGE_SEEDS: { [K in PageKey]: StoredPage<K> } = {
  home: homePage,
  about: aboutPage,
  services: servicesPage,
  projects: projectsPage,
  shop: shopPage,
  testimonials: testimonialsPage,
  journal: journalPage,
  contact: contactPage,
  book: bookPage,
  footer: footerPage,
  'privacy-policy': privacyPolicyPage,
  'terms-of-service': termsOfServicePage,
};
