import en from '@/messages/en.json';
import no from '@/messages/no.json';

// Messages are nested objects; lists of texts (read with t.raw) are arrays, compared by index.
type Tree = { [key: string]: string | Tree } | (string | Tree)[];

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(name, value);
    else for (const [child, text] of leaves(value, name)) result.set(child, text);
  }
  return result;
}

const english = leaves(en as unknown as Tree);
const norwegian = leaves(no as unknown as Tree);

describe('messages', () => {
  it('has the same keys in English and Norwegian', () => {
    expect([...norwegian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty texts', () => {
    for (const [key, text] of [...english, ...norwegian]) expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
    for (const [key, text] of english)
      expect({ key, args: placeholders(norwegian.get(key) ?? '') }).toEqual({ key, args: placeholders(text) });
  });
});
