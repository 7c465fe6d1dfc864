import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

// Messages are nested objects; lists of texts (read with t.raw) are arrays, compared by index.
export type MessageTree = { [key: string]: string | MessageTree } | (string | MessageTree)[];

/** Every text of a catalogue by its dotted key. */
export function messageLeaves(tree: MessageTree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(name, value);
    else for (const [child, text] of messageLeaves(value, name)) result.set(child, text);
  }
  return result;
}

function argumentsIn(elements: MessageFormatElement[], found: Set<string>): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.value);
    if (element.type === TYPE.tag) argumentsIn(element.children, found);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsIn(option.value, found);
  }
  return found;
}

/** The arguments and tags a message uses, sorted and each once, read by the ICU parser (throws on a malformed message). */
export const placeholdersOf = (text: string) => [...argumentsIn(parse(text), new Set())].sort();
