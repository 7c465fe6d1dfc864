import { privacyPolicyPage } from '@/lib/db/seed/data/pages/privacy-policy';
import { termsOfServicePage } from '@/lib/db/seed/data/pages/terms-of-service';
import en from '@/messages/en.json';
import no from '@/messages/no.json';

// The legal texts are page content (HTML per language); the LegalDocument messages frame them. A
// tag or link missing in one language would silently drop a link or a list there, which the shared
// placeholder check cannot see.
type Texts = string | Texts[] | { [key: string]: Texts };

function texts(tree: Texts, path: string): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  return Object.entries(tree).flatMap(([key, value]) => texts(value, `${path}.${key}`));
}

/** Tags by name, a link with its address: rich-text tags (<time>) and HTML alike. */
const tags = (text: string) =>
  [...text.matchAll(/<(\w+)(?:\s+href="([^"]*)")?[^>]*>/g)].map(([, name, href]) => (href ? `${name} ${href}` : name)).sort();

describe.each([
  ['privacy policy', privacyPolicyPage],
  ['terms of service', termsOfServicePage],
] as const)('the %s', (_, page) => {
  it('uses the same tags and links in English and Norwegian', () => {
    for (const section of page.sections) {
      const path = `sections.${section.id}`;
      expect({ path, tags: tags(section.body.no ?? '') }).toEqual({ path, tags: tags(section.body.en!) });
    }
  });
});

describe('LegalDocument messages', () => {
  const norwegian = new Map(texts(no.LegalDocument, 'LegalDocument'));

  it('use the same rich-text tags in English and Norwegian', () => {
    for (const [path, text] of texts(en.LegalDocument, 'LegalDocument')) {
      expect({ path, tags: tags(norwegian.get(path) ?? '') }).toEqual({ path, tags: tags(text) });
    }
  });
});

it('has 11 privacy sections and 12 terms sections (docs/behaviour.md#legal-pages)', () => {
  expect(privacyPolicyPage.sections).toHaveLength(11);
  expect(termsOfServicePage.sections).toHaveLength(12);
});
