import en from '@/messages/en.json';
import no from '@/messages/no.json';

// Rich-text tags (<mail>, <b>, links) are rendered by components/legal; a tag missing in one
// language would silently drop a link there, which the shared placeholder check cannot see.
type Texts = string | Texts[] | { [key: string]: Texts };

function texts(tree: Texts, path: string): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  return Object.entries(tree).flatMap(([key, value]) => texts(value, `${path}.${key}`));
}

const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((match) => match[1]).sort();

describe.each(['PrivacyPolicy', 'TermsOfService', 'LegalDocument'] as const)('%s messages', (namespace) => {
  const norwegian = new Map(texts(no[namespace], namespace));

  it('use the same rich-text tags in English and Norwegian', () => {
    for (const [path, text] of texts(en[namespace], namespace)) {
      expect({ path, tags: tags(norwegian.get(path) ?? '') }).toEqual({ path, tags: tags(text) });
    }
  });
});

it('has 11 privacy sections and 12 terms sections (docs/behaviour.md#legal-pages)', () => {
  expect(Object.keys(en.PrivacyPolicy.sections)).toHaveLength(11);
  expect(Object.keys(en.TermsOfService.sections)).toHaveLength(12);
});
