import 'server-only';
import type { StoredPage } from '@/lib/pages/content';
import type { PageKey } from '@/lib/pages/registry';
import { getStudioContact } from '@/lib/site';
import { aboutPage } from './data/pages/about';
import { contactPage } from './data/pages/contact';
import { footerPage } from './data/pages/footer';
import { homePage } from './data/pages/home';
import { privacyPolicyPage } from './data/pages/privacy-policy';
import { servicesPage } from './data/pages/services';
import { shopPage } from './data/pages/shop';
import { termsOfServicePage } from './data/pages/terms-of-service';

const SEED: { [K in PageKey]: StoredPage<K> } = {
  home: homePage,
  about: aboutPage,
  services: servicesPage,
  shop: shopPage,
  contact: contactPage,
  footer: footerPage,
  'privacy-policy': privacyPolicyPage,
  'terms-of-service': termsOfServicePage,
};

/**
 * A page's texts before the studio has published it: the site's original texts, with the studio's
 * address, phone and social link from the configuration (lib/env.ts) where they appear.
 */
export function seedPage<K extends PageKey>(key: K): StoredPage<K> {
  const contact = getStudioContact();
  const values: Record<string, string> = { email: contact.email, phone: contact.phone, socialUrl: contact.socialUrl };
  const json = JSON.stringify(SEED[key]).replace(/\{(email|phone|socialUrl)\}/g, (_, name: string) =>
    JSON.stringify(values[name]).slice(1, -1),
  );
  return JSON.parse(json) as StoredPage<K>;
}
