'use client';

import { Fragment, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { AnyRecordDescription, ListColumns, TagLook } from '@/lib/forms/record';
import { RecordRow, RecordTag } from '@/components/admin/ui/record-list';
import { RowMenu, type RowMenuItem } from '@/components/admin/ui/row-menu';
import type { TranslationStatus } from '@/i18n/localized';
import { useFieldCell } from './field-cell';
import { TranslationTags } from './translation-tags';

/** What a section computes for a row where no field says it (a product's sales), or shows otherwise (its price in every currency). */
export type Cells<Item> = Readonly<Record<string, (record: Item) => ReactNode>>;

/** The states a section computes for a row where no field's value says it, each worded by the section's `tags.<key>`. */
export type StateTags<Item> = (record: Item) => readonly { key: string; look: TagLook }[];

interface DescribedRowProps<Item> {
  record: Item;
  fields: AnyRecordDescription['fields'];
  list: ListColumns;
  /** The section's messages (tags) and the form's (option names). */
  namespace: string;
  formNamespace: string;
  cells?: Cells<Item>;
  stateTags?: StateTags<Item>;
  /** The row's title as its menu names it. */
  title: string;
  menu: RowMenuItem[];
  /** In an ordered list: the row's place and Move up/down, instead of its picture. */
  lead?: ReactNode;
  testId?: string;
}

/** One record of a section's list, drawn from its description's list columns (lib/forms/record.ts). */
export function DescribedRow<Item extends object>({
  record,
  fields,
  list,
  namespace,
  formNamespace,
  cells,
  stateTags,
  title,
  menu,
  lead,
  testId,
}: DescribedRowProps<Item>) {
  const t = useTranslations(namespace);
  const fieldCell = useFieldCell(formNamespace);
  const values = record as Record<string, unknown>;
  const cell = (name: string): ReactNode => (cells?.[name] ? cells[name](record) : fieldCell(name, fields[name], values[name]));
  const tags = [
    ...(list.tags ?? []).filter((tag) => values[tag.field] === tag.is).map((tag) => ({ key: tag.field, look: tag.look })),
    ...(stateTags?.(record) ?? []),
  ];
  const details = (list.details ?? []).map(cell).filter((part) => part !== null && part !== '');
  const extra = cell(list.extra);
  const image = list.image ? cell(list.image) : null;
  return (
    <RecordRow
      testId={testId}
      dimmed={tags.some((tag) => tag.look === 'inactive')}
      image={typeof image === 'string' ? image : null}
      lead={lead}
      title={cell(list.title)}
      tags={
        <>
          {tags.map((tag) => (
            <RecordTag key={tag.key} look={tag.look}>
              {t(`tags.${tag.key}`)}
            </RecordTag>
          ))}
          <TranslationTags status={values.translation_status as TranslationStatus | undefined} />
        </>
      }
      details={
        <>
          {details.map((part, index) => (
            <Fragment key={index}>
              {index > 0 && ' · '}
              {part}
            </Fragment>
          ))}
          {/* The extra column has no room on a phone: it joins the details. */}
          {extra !== null && (
            <span className="md:hidden">
              {details.length > 0 && ' · '}
              {extra}
            </span>
          )}
        </>
      }
      extra={extra ?? '—'}
      figure={cell(list.figure) ?? '—'}
      menu={<RowMenu label={t('actionsLabel', { title })} items={menu} />}
    />
  );
}
