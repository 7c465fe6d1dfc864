'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from '@/i18n/localized';
import type { ListField } from '@/lib/forms/fields';
import { FieldError } from '@/components/admin/ui/admin-field';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { ListItem } from './list-item';
import { useFieldForm } from './form-context';
import { newItem, titleKey, type Item } from './values';

/** An item's label inside a sentence ("Add service"), in sentence case; an acronym ("FAQ") stays. */
const midSentence = (label: string) => label.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase());

interface ListInputProps {
  path: string;
  field: ListField;
  label: string;
  value: Item[];
  /** The level of the list's own heading: none when a form section already names it. */
  headingLevel: number | null;
  /** The level of its items' headings. */
  itemLevel: number;
  /** An item's fields; `name` ("Feature 3") labels an item of one field. */
  renderItem: (item: Item, path: string, name: string) => ReactNode;
}

/** An item of one field (a feature's line) is edited in its row; others open and close, so a long list stays readable. */
export const isSingle = (field: ListField) => {
  const fields = Object.values(field.item);
  return fields.length === 1 && fields[0]!.kind !== 'list' && fields[0]!.kind !== 'group';
};

/**
 * A list the studio orders: its items with Move up, Move down and Remove, and "Add <item>" up to
 * the list's maximum. Focus follows the action (the new item's first input, the moved item's
 * button, Add after a removal) and a screen reader hears what happened.
 */
export function ListInput({ path, field, label, value, headingLevel, itemLevel, renderItem }: ListInputProps) {
  const t = useTranslations('AdminForm');
  const { dispatch, errors, renames, announce, controlId, helpOf, itemOf } = useFieldForm();
  const items = value ?? [];
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());
  const focusAfterRender = useRef<string | null>(null);
  const id = controlId(path);
  const single = isSingle(field);
  const title = titleKey(field.item);
  const itemName = itemOf(path, field);
  const nameAt = (position: number) => t('itemName', { item: itemName, position });
  // What an announcement calls an item: its text, else its place.
  const spoken = (item: Item, position: number) =>
    (title && (item[title] as Record<string, string> | null)?.[DEFAULT_LOCALE]) || nameAt(position);

  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = null;
    const element = document.getElementById(target);
    (element?.matches('input, textarea, button') ? element : element?.querySelector<HTMLElement>('input, textarea, button'))?.focus();
  });

  function add() {
    const item = newItem(field, items);
    dispatch({ type: 'add', path, item });
    setAdded((current) => new Set(current).add(item.id));
    focusAfterRender.current = `${controlId(`${path}.${item.id}`)}-body`;
    announce(t('added', { name: nameAt(items.length + 1) }));
  }

  function move(item: Item, index: number, offset: -1 | 1) {
    dispatch({ type: 'move', path, id: item.id, offset });
    focusAfterRender.current = `${controlId(`${path}.${item.id}`)}-${offset < 0 ? 'up' : 'down'}`;
    announce(t('moved', { name: spoken(item, index + 1), position: index + 1 + offset, total: items.length }));
  }

  function remove(item: Item, index: number) {
    dispatch({ type: 'remove', path, id: item.id });
    focusAfterRender.current = `${id}-add`;
    announce(t('removed', { name: spoken(item, index + 1) }));
  }

  const Heading = `h${Math.min(headingLevel ?? 6, 6)}` as 'h3';
  return (
    <div id={id} role="group" aria-labelledby={headingLevel ? `${id}-heading` : undefined} className="space-y-3">
      {headingLevel && (
        <div>
          <Heading id={`${id}-heading`} className="font-sans text-sm font-semibold text-plum">
            {label}
          </Heading>
          {helpOf(path, field) && <p className="mt-1 text-xs text-muted">{helpOf(path, field)}</p>}
        </div>
      )}
      {items.length > 0 ? (
        <ol className="space-y-3">
          {items.map((item, index) => {
            const itemPath = `${path}.${item.id}`;
            return (
              <ListItem
                // A renamed item keeps its key (its placeholder id): its inputs keep focus and it stays open.
                key={renames.get(itemPath) ?? item.id}
                path={itemPath}
                field={field}
                item={item}
                name={nameAt(index + 1)}
                single={single}
                headingLevel={Math.min(itemLevel, 6)}
                initiallyOpen={added.has(renames.get(itemPath) ?? item.id)}
                first={index === 0}
                last={index === items.length - 1}
                onMove={(offset) => move(item, index, offset)}
                onRemove={() => remove(item, index)}
              >
                {renderItem(item, itemPath, nameAt(index + 1))}
              </ListItem>
            );
          })}
        </ol>
      ) : (
        <p className="rounded-2xl border border-dashed border-plum/15 px-4 py-3 text-sm text-muted">{t('noItems')}</p>
      )}
      {errors[path] && <FieldError id={`${id}-error`} message={errors[path]} />}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <button
          id={`${id}-add`}
          type="button"
          onClick={add}
          disabled={items.length >= field.max}
          aria-describedby={`${id}-count`}
          className={`${secondaryButtonClass} px-4 py-2`}
        >
          <span aria-hidden="true" className="text-base leading-none">
            +
          </span>
          {t('addItem', { item: midSentence(itemName) })}
        </button>
        <span id={`${id}-count`} className="text-xs text-muted">
          {t('itemCount', { count: items.length, max: field.max })}
        </span>
      </div>
    </div>
  );
}
