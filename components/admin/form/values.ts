import { DEFAULT_LOCALE } from '@/i18n/localized';
import { isShown } from '@/lib/forms/conditions';
import { PAGE_CURRENCIES, type Field, type ListField, type Shape } from '@/lib/forms/fields';
import { slugFromTitle } from '@/lib/forms/slug';

// Described content as the editor holds it (a page's, a record's): the stored shape itself (lib/forms/fields.ts), read and
// replaced by path. A path names object keys and, inside a list, an item by its id, as translation
// status does ('packages.branding.features.logo.text'): a moved item keeps its path.

export type Content = Record<string, unknown>;
export type Item = { id: string } & Record<string, unknown>;
export type Path = readonly string[];

/** The id pattern of lib/pages/schema.ts, repeated here: that module is the server's. */
const ITEM_ID = /^[a-z0-9][a-z0-9-]{0,47}$/;
const MAX_ID = 48;

/** `root` with the value at `path` replaced by `update(value)`; the rest is shared, so unchanged parts keep their identity. */
export function updateAt(root: unknown, path: Path, update: (value: unknown) => unknown): unknown {
  if (path.length === 0) return update(root);
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(root)) return (root as Item[]).map((item) => (item.id === head ? (updateAt(item, rest, update) as Item) : item));
  const node = (root ?? {}) as Record<string, unknown>;
  return { ...node, [head]: updateAt(node[head], rest, update) };
}

/** What a new item's field starts as: blank texts (the server refuses them until written), no picture, 0 in every currency. */
export function emptyValue(field: Field): unknown {
  switch (field.kind) {
    case 'text':
      return field.optional ? null : {};
    case 'rich':
      return {};
    case 'plain':
      return '';
    case 'money':
      return Object.fromEntries(PAGE_CURRENCIES.map((currency) => [currency, 0]));
    case 'image':
      return { src: '', alt: {} };
    case 'number':
      return field.initial ?? null;
    case 'tags':
    case 'gallery':
      return [];
    case 'galleryText':
      return {};
    case 'toggle':
      return field.initial ?? false;
    case 'choice':
      return field.initial ?? '';
    case 'amounts':
      return {};
    case 'instant':
      return null;
    case 'relation':
      return [];
    case 'group':
      return emptyShape(field.fields);
    case 'list':
      return [];
    case 'custom':
      return null;
  }
}

const emptyShape = (shape: Shape) => Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, emptyValue(field)]));

/** A record's form values: its stored fields as the description has them, a new record's empty. */
export function recordValues(shape: Shape, record: Record<string, unknown> | null): Content {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      const stored = record?.[key] ?? emptyValue(field);
      // A date is stored as an instant (midnight UTC); its input holds the day.
      const day = field.kind === 'plain' && field.format === 'date' && typeof stored === 'string' ? stored.slice(0, 10) : stored;
      return [key, day];
    }),
  );
}

/**
 * The body a record's form sends: its values, with an optional plain text left blank as none
 * (null), and a field whose `when` does not hold as its empty value: what it held while shown is
 * no part of the record (lib/forms/conditions.ts).
 */
export function recordBody(shape: Shape, content: Content): Content {
  const blank = (key: string, value: unknown) => {
    const field = shape[key];
    return field?.kind === 'plain' && field.optional && typeof value === 'string' && value.trim() === '';
  };
  const sent = (key: string, value: unknown) => {
    const field = shape[key];
    if (field && !isShown(field, content)) return emptyValue(field);
    return blank(key, value) ? null : value;
  };
  return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, sent(key, value)]));
}

/** A placeholder id, `item-<n>`: named after the item's first text when the draft is saved (`withNamedItems`). */
const PLACEHOLDER = /^item-\d+$/;

export function newItem(field: ListField, items: readonly Item[]): Item {
  const taken = new Set(items.map((item) => item.id));
  let number = items.length + 1;
  while (taken.has(`item-${number}`)) number++;
  return { id: `item-${number}`, ...emptyShape(field.item) };
}

/** The key of an item's first text field: what names it in the list (and its id once saved). */
export function titleKey(shape: Shape): string | undefined {
  return Object.entries(shape).find(([, field]) => field.kind === 'text')?.[0];
}

/** An id from a text: its slug, cut at a word to the id's length. */
export function idFromText(text: string): string {
  let slug = slugFromTitle(text);
  if (slug.length > MAX_ID) slug = slug.slice(0, MAX_ID).replace(/-[^-]*$/, '') || slug.slice(0, MAX_ID);
  return ITEM_ID.test(slug) ? slug : '';
}

/** An item's renamed id, by its list's path (new ids) and its new id: its placeholder, so the editor keeps its place. */
export type Renames = Map<string, string>;

/**
 * The content to save: each item added since the last save whose id is still a placeholder gets
 * the slug of its first text (unique in its list), so an anchor reads /services#brand-workshop.
 * `saved` is the draft as last saved: an item it has keeps its id, whatever its text became.
 */
export function withNamedItems(shape: Shape, content: Content, saved: Content | undefined) {
  const renames: Renames = new Map();

  function shapeValue(fields: Shape, value: Record<string, unknown>, before: Record<string, unknown> | undefined, path: string) {
    const next: Record<string, unknown> = { ...value };
    for (const [key, field] of Object.entries(fields)) {
      const at = path ? `${path}.${key}` : key;
      if (field.kind === 'group') next[key] = shapeValue(field.fields, value[key] as Content, before?.[key] as Content | undefined, at);
      else if (field.kind === 'list') next[key] = listValue(field, value[key] as Item[], before?.[key] as Item[] | undefined, at);
    }
    return next;
  }

  function listValue(field: ListField, items: Item[], before: Item[] | undefined, path: string): Item[] {
    const known = new Set((before ?? []).map((item) => item.id));
    const taken = new Set(items.map((item) => item.id));
    const title = titleKey(field.item);
    return items.map((item) => {
      let id = item.id;
      if (PLACEHOLDER.test(id) && !known.has(id) && title) {
        const text = (item[title] as Record<string, string> | null)?.[DEFAULT_LOCALE] ?? '';
        const base = idFromText(text);
        if (base) {
          id = base;
          for (let number = 2; taken.has(id); number++) id = `${base.slice(0, MAX_ID - String(number).length - 1)}-${number}`;
          taken.delete(item.id);
          taken.add(id);
          renames.set(`${path}.${id}`, item.id);
        }
      }
      const previous = before?.find((old) => old.id === item.id);
      return { ...(shapeValue(field.item, item, previous, `${path}.${id}`) as Item), id };
    });
  }

  return { content: shapeValue(shape, content, saved, '') as Content, renames };
}
