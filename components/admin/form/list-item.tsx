'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from '@/i18n/localized';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import type { ListField } from '@/lib/forms/fields';
import { ItemButtons } from './item-buttons';
import { flagUnder, hasErrorUnder, useFieldForm } from './form-context';
import { titleKey, type Item } from './values';

interface ListItemProps {
  path: string;
  field: ListField;
  item: Item;
  /** "Service 2". */
  name: string;
  single: boolean;
  headingLevel: number;
  initiallyOpen: boolean;
  first: boolean;
  last: boolean;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
  children: ReactNode;
}

const FLAG_LOOKS = { missing: 'bg-blush text-rose-deep', outdated: 'bg-amber-50 text-amber-800' } as const;

/**
 * One item of a list. An item of one field is edited in its row; a larger one shows its title,
 * its id (the anchor the site gives it) and whether a translation inside is missing or outdated,
 * and opens to its fields: a new item, or one holding a refused field, opens by itself.
 */
export function ListItem({
  path,
  field,
  item,
  name,
  single,
  headingLevel,
  initiallyOpen,
  first,
  last,
  onMove,
  onRemove,
  children,
}: ListItemProps) {
  const t = useTranslations('AdminForm');
  const languageName = useLanguageName();
  const { errors, status, controlId } = useFieldForm();
  const [open, setOpen] = useState(initiallyOpen);
  const errorInside = hasErrorUnder(errors, path);
  const [errorSeen, setErrorSeen] = useState(errorInside);
  if (errorInside !== errorSeen) {
    setErrorSeen(errorInside);
    if (errorInside) setOpen(true);
  }
  const id = controlId(path);
  const buttons = <ItemButtons id={id} name={name} first={first} last={last} onMove={onMove} onRemove={onRemove} />;

  if (single)
    return (
      <li className="flex flex-col gap-2 rounded-2xl bg-cream/50 p-3 ring-1 ring-plum/10 sm:flex-row sm:items-end sm:gap-4 sm:p-4">
        <div id={`${id}-body`} className="min-w-0 flex-1">
          {children}
        </div>
        <div className="flex justify-end sm:pb-1">{buttons}</div>
      </li>
    );

  const key = titleKey(field.item);
  const written = key ? (item[key] as Record<string, string> | null)?.[DEFAULT_LOCALE]?.trim() : undefined;
  const title = written || t('untitled');
  const flagged = flagUnder(status, path);
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <li className="rounded-2xl bg-white ring-1 ring-plum/10">
      <div className="flex flex-wrap items-center gap-2 p-2 sm:flex-nowrap sm:gap-3">
        <Heading className="min-w-0 flex-1 basis-48 font-sans text-base">
          <button
            id={`${id}-toggle`}
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={() => setOpen((current) => !current)}
            className="flex w-full min-w-0 items-center gap-3 rounded-xl px-2 py-1.5 text-left transition-colors hover:bg-blush/40"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={`size-4 shrink-0 fill-none stroke-current text-muted transition-transform ${open ? 'rotate-90' : ''}`}
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M7.5 4.5L13 10l-5.5 5.5" />
            </svg>
            <span className="min-w-0 flex-1">
              <span className="block text-xs font-semibold uppercase tracking-wider text-muted">{name}</span>
              {/* The item's own text is in the default language, whatever the admin's is. */}
              <span lang={written ? DEFAULT_LOCALE : undefined} className="block truncate font-semibold text-plum">
                {title}
              </span>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
                {/* One text: the id is a name in the page's address, not a word of either language. */}
                <span className="truncate font-mono">{`#${item.id}`}</span>
                {flagged && (
                  <span className={`rounded-full px-2 py-0.5 font-semibold ${FLAG_LOOKS[flagged.flag]}`}>
                    {t('itemFlag', { language: languageName(flagged.locale), flag: flagged.flag })}
                  </span>
                )}
              </span>
            </span>
          </button>
        </Heading>
        <div className="ml-auto">{buttons}</div>
      </div>
      {open && (
        <div id={`${id}-body`} className="space-y-5 border-t border-plum/10 px-4 pb-5 pt-4 sm:px-5">
          {children}
        </div>
      )}
    </li>
  );
}
