import { labelOf, type Field, type Shape } from './fields';
import { PAGES, type PageKey } from './registry';

/**
 * A translated text's path ('packages.branding.features.logo.text') as the form names it:
 * "Packages › branding › Features › logo". List items are named by their id.
 */
export function pageFieldLabel(key: PageKey, path: string): string {
  const parts = path.split('.');
  const names: string[] = [];
  let shape: Shape | undefined = PAGES[key].fields;
  for (let index = 0; index < parts.length && shape; index++) {
    const field: Field | undefined = shape[parts[index]!];
    if (!field) return path;
    names.push(labelOf(parts[index]!, field));
    if (field.kind === 'group') shape = field.fields;
    else if (field.kind === 'list') {
      const id = parts[++index];
      if (id) names.push(id);
      shape = field.item;
    } else shape = undefined;
  }
  return names.join(' › ');
}
