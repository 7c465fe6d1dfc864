'use client';

import { memo } from 'react';
import type { LocalizedText } from '@/i18n/localized';
import { isShown } from '@/lib/forms/conditions';
import type { Field, Money, Shape, StoredImage } from '@/lib/forms/fields';
import { AmountsInput } from './amounts-field';
import { ChoiceInput, NumberInput, ToggleInput } from './choice-fields';
import { useFieldForm } from './form-context';
import { GalleryInput, type GalleryValue } from './gallery-input';
import { InstantInput } from './instant-field';
import { RadioChoice } from './radio-choice';
import { RelationInput } from './relation-field';
import { TagsInput } from './tags-input';
import { ListInput } from './list-field';
import { LocalizedField } from './localized-field';
import type { Content, Item } from './values';
import { ImageInput, MoneyInput, PlainInput } from './scalar-fields';

// The page form, drawn from the page's field descriptions (lib/pages/fields.ts) and nothing else:
// a new field in a description is in the form without code here. Each field is memoized on its
// own value, which a change elsewhere leaves untouched (page-values.ts's `updateAt`).

interface FieldInputProps {
  name: string;
  field: Field;
  path: string;
  value: unknown;
  /** The level of the next heading inside (a list's, its items'). */
  level: number;
  /** A label other than the description's (an item of one field is named by its place). */
  label?: string;
  /** A list whose form section already names it has no heading of its own. */
  bare?: boolean;
  /** A record's values, which a custom field's input may read. */
  record?: Content;
}

export const FieldInput = memo(function FieldInput({ name, field, path, value, level, label: given, bare, record }: FieldInputProps) {
  const { labelOf, helpOf, widgets } = useFieldForm();
  const label = given ?? labelOf(path, name, field);
  switch (field.kind) {
    case 'text':
    case 'rich':
      return <LocalizedField path={path} field={field} label={label} value={value as LocalizedText | null} />;
    case 'plain':
      return <PlainInput path={path} field={field} label={label} value={value as string} />;
    case 'money':
      return <MoneyInput path={path} field={field} label={label} value={value as Money} />;
    case 'image':
      return <ImageInput path={path} label={label} value={value as StoredImage} />;
    case 'number':
      return <NumberInput path={path} field={field} label={label} value={value as number | null} />;
    case 'toggle':
      return <ToggleInput path={path} label={label} help={helpOf(path, field)} value={Boolean(value)} />;
    case 'choice':
      if (field.widget === 'segmented' || field.widget === 'radio')
        return <RadioChoice path={path} field={field} label={label} value={(value as string) ?? ''} />;
      return <ChoiceInput path={path} field={field} label={label} value={(value as string) ?? ''} />;
    case 'tags':
      return <TagsInput path={path} field={field} label={label} value={(value as string[]) ?? []} />;
    case 'gallery':
      return <GalleryInput path={path} field={field} label={label} value={value as GalleryValue} />;
    case 'galleryText':
      // Edited beside its pictures, by the gallery's field.
      return null;
    case 'amounts':
      return <AmountsInput path={path} field={field} label={label} value={value as Record<string, string>} />;
    case 'instant':
      return <InstantInput path={path} field={field} label={label} value={value as string | null} />;
    case 'relation':
      return <RelationInput path={path} field={field} label={label} value={value as string[]} />;
    case 'custom': {
      const Widget = widgets?.[field.widget];
      if (!Widget) throw new Error(`No input for the custom field ${path} (widget ${field.widget})`);
      return <Widget path={path} field={field} label={label} value={value} record={record ?? {}} />;
    }
    case 'group':
      return (
        <fieldset className="space-y-5 rounded-2xl border border-plum/10 p-4">
          <legend className="px-1 text-sm font-semibold text-plum">{label}</legend>
          {helpOf(path, field) && <p className="text-xs text-muted">{helpOf(path, field)}</p>}
          <ShapeFields shape={field.fields} value={value as Record<string, unknown>} path={path} level={level} />
        </fieldset>
      );
    case 'list': {
      const itemLevel = bare ? level : level + 1;
      return (
        <ListInput
          path={path}
          field={field}
          label={label}
          value={value as Item[]}
          headingLevel={bare ? null : level}
          itemLevel={itemLevel}
          renderItem={(item, itemPath, itemName) => {
            const entries = Object.entries(field.item);
            // One field: its label is the item's name ("Feature 3"), its place in the list.
            if (entries.length === 1) {
              const [key, only] = entries[0]!;
              return (
                <FieldInput name={key} field={only} path={`${itemPath}.${key}`} value={item[key]} level={itemLevel + 1} label={itemName} />
              );
            }
            return <ShapeFields shape={field.item} value={item} path={itemPath} level={itemLevel + 1} />;
          }}
        />
      );
    }
  }
});

/** Each field of a shape, in the description's order; one whose `when` does not hold is left out. */
export function ShapeFields({ shape, value, path, level }: { shape: Shape; value: Record<string, unknown>; path: string; level: number }) {
  return Object.entries(shape)
    .filter(([, field]) => isShown(field, value))
    .map(([key, field]) => (
      <FieldInput key={key} name={key} field={field} path={path ? `${path}.${key}` : key} value={value?.[key]} level={level} />
    ));
}
