import type { RecordKind } from '@/lib/content/translations';
import type { Shape } from '@/lib/forms/fields';
import { articleDescription } from '@/lib/journal/fields';
import { projectDescription } from '@/lib/projects/fields';
import { productDescription } from '@/lib/shop/products/fields';
import { testimonialDescription } from '@/lib/testimonials/fields';
import type { AdminMessages } from './messages';

// What the admin calls each translatable field (by its API name) in a translation status: the label
// its form gives it, named here by message key so the forms and the dashboard (on the server) say
// the same. No server-only code: the forms use it.

type Messages = AdminMessages;
/** A label's message key: a top-level one, or `fields.<name>` of a described kind (lib/forms/record.ts). */
type Labels<Namespace extends keyof Messages> = {
  namespace: Namespace;
  labels: Record<string, (keyof Messages[Namespace] & string) | `fields.${string}`>;
};

/** A described kind's translated fields, each labelled by its `fields.<name>` message. */
function describedLabels<S extends Shape>(fields: S) {
  const translated = Object.keys(fields).filter((name) => ['text', 'rich', 'galleryText'].includes(fields[name]!.kind));
  return Object.fromEntries(translated.map((name) => [name, `fields.${name}` as const]));
}

export const TRANSLATED_FIELDS = {
  projects: { namespace: 'ProjectForm', labels: describedLabels(projectDescription.fields) },
  articles: { namespace: 'ArticleForm', labels: describedLabels(articleDescription.fields) },
  products: { namespace: 'ProductForm', labels: describedLabels(productDescription.fields) },
  testimonials: { namespace: 'TestimonialForm', labels: describedLabels(testimonialDescription.fields) },
} as const satisfies {
  projects: Labels<'ProjectForm'>;
  articles: Labels<'ArticleForm'>;
  products: Labels<'ProductForm'>;
  testimonials: Labels<'TestimonialForm'>;
} satisfies Record<RecordKind, unknown>;

/** A form's label as the name of its field: without the required field's marker ("Title *" is "Title"). */
export const fieldName = (label: string): string => label.replace(/\s*\*$/, '');

/**
 * Names a kind's fields with its form's labels, `t` being that form's translator; a field the
 * form has no label for (a column added since) keeps its API name.
 */
// `t` takes any of the kind's keys: a described kind's `fields.<name>` are checked by the catalogue test.
export function fieldLabeller<Kind extends RecordKind>(kind: Kind, t: (key: never) => string): (field: string) => string {
  const labels: Partial<Record<string, string>> = TRANSLATED_FIELDS[kind].labels;
  return (field) => {
    const key = labels[field];
    // The kind's own table: its key is one of the kind's (TypeScript cannot follow a generic index).
    return key ? fieldName(t(key as never)) : field;
  };
}
