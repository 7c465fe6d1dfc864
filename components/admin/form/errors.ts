import { DEFAULT_LOCALE } from '@/i18n/localized';
import type { Shape } from '@/lib/forms/fields';
import type { Item } from './values';

// The server names a refused field by its place in the body sent ('packages.1.price.nok'); the
// form names it by item id, as translation status does ('packages.branding.price.nok'), so a message
// lands at its input. Keys: a field's path; a translation's `<path>.<locale>`; a picture's alt
// text `<path>.alt` and `<path>.alt.<locale>`; a list's own problems (too many, ids) at the list.

export type FieldErrors = Record<string, string>;

export interface Problem {
  /** The field's error key, or null for a message about no one field. */
  key: string | null;
  message: string;
}

const withLocale = (key: string, locale: string | undefined) => (locale && locale !== DEFAULT_LOCALE ? `${key}.${locale}` : key);

/** The error key of a server path, walked through the content that was sent; null when it names no field of the form. */
export function errorKeyOf(shape: Shape, sent: unknown, serverPath: string): string | null {
  const parts = serverPath.split('.');
  const out: string[] = [];
  let fields: Shape = shape;
  let node = sent as Record<string, unknown> | undefined;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    const field = Object.hasOwn(fields, part) ? fields[part] : undefined;
    if (!field) return null;
    out.push(part);
    node = node?.[part] as Record<string, unknown> | undefined;
    const rest = parts.slice(index + 1);
    switch (field.kind) {
      case 'group':
        fields = field.fields;
        continue;
      case 'list': {
        const item = (node as unknown as Item[] | undefined)?.[Number(rest[0])];
        // "must have at most 6 items", or an item's id: the list says it.
        if (!item || rest[1] === 'id' || rest.length === 1) return out.join('.');
        out.push(item.id);
        node = item;
        fields = field.item;
        index++;
        continue;
      }
      case 'text':
      case 'rich':
        return withLocale(out.join('.'), rest[0]);
      case 'money':
      case 'amounts':
        // A price's amount in one currency: at that currency's input.
        return rest[0] ? `${out.join('.')}.${rest[0]}` : out.join('.');
      case 'image':
        return rest[0] === 'alt' ? withLocale(`${out.join('.')}.alt`, rest[1]) : out.join('.');
      case 'custom':
        // Where its input looks for it: inside the value if it says so (a span's end), else at the field.
        return (field.nestedErrors ? [...out, ...rest] : out).join('.');
      default:
        return out.join('.');
    }
  }
  return null;
}

/** The parts of a `detail` ("header.title: must not be empty; packages: …"), each at its field where the form has it. */
export function problemsOf(shape: Shape, sent: unknown, detail: string): Problem[] {
  return detail.split('; ').map((part) => {
    const match = /^([\w.-]+): (.+)$/s.exec(part);
    const key = match ? errorKeyOf(shape, sent, match[1]!) : null;
    return key && match ? { key, message: match[2]! } : { key: null, message: part };
  });
}

/** The first message for each field. */
export function fieldErrorsOf(problems: readonly Problem[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { key, message } of problems) if (key) errors[key] ??= message;
  return errors;
}
