import { PAGE_SEEDS } from '@/lib/db/seed/data/pages';

// The site's page texts as a new site shows them (lib/db/seed/pages.ts without its server-only
// configuration), for specs that assert them; `{email}` and the like are still placeholders here.

export { PAGE_SEEDS };

type Tree = string | number | null | Tree[] | { [key: string]: Tree };

/** Every translated text of the page seeds, by path ('home.hero.title', 'services.packages.branding.features.logo.text'), in `locale`. */
export function* seedTexts(locale: string): Generator<[string, string]> {
  function* walk(tree: Tree, path: string): Generator<[string, string]> {
    if (tree === null || typeof tree !== 'object') return;
    if (!Array.isArray(tree) && typeof tree.en === 'string') {
      const text = tree[locale];
      if (typeof text === 'string') yield [path, text];
      return;
    }
    // List items by their id, so a path names the same item in every language.
    for (const [key, value] of Object.entries(tree)) {
      const name = Array.isArray(tree) && value && typeof value === 'object' && 'id' in value ? String(value.id) : key;
      yield* walk(value as Tree, `${path}.${name}`);
    }
  }
  for (const [key, page] of Object.entries(PAGE_SEEDS)) yield* walk(page as unknown as Tree, key);
}
