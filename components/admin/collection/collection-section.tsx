'use client';

import { useTranslations } from 'next-intl';
import type { ComponentType, ReactNode } from 'react';
import type { KeyedMutator } from 'swr';
import type { AnyRecordDescription } from '@/lib/forms/record';
import { AddButton } from '@/components/admin/ui/add-button';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { Loaded } from '@/components/admin/ui/loaded';
import { RecordList } from '@/components/admin/ui/record-list';
import type { RowMenuItem } from '@/components/admin/ui/row-menu';
import { useConfirm } from '@/components/admin/ui/confirm-dialog';
import { useAdminAction } from '@/components/admin/ui/use-admin-action';
import { useSectionEditing } from '@/components/admin/ui/use-section-editing';
import { DescribedRow, type Cells, type StateTags } from './described-row';
import { OrderLead, OrderNote, useRecordOrder } from './record-order';

/** What a section's form dialog takes (components/admin/collection/record-form-modal.tsx). */
export interface FormModalProps<Item> {
  record: Item | null;
  /** All the section's records, for a form that suggests what others use (a product's subcategories). */
  records: readonly Item[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}

export interface Collection<Item extends { id: string }> {
  /** Names the section's heading and form ids (`projects-heading`). */
  kind: string;
  /** The section's messages: title, lead, add, loading, loadFailed, retry, empty…, columns, tags, the menu's and delete's words. */
  namespace: string;
  /** The form's messages, whose option names the list shows. */
  formNamespace: string;
  /** Its `list` draws the rows. */
  description: AnyRecordDescription;
  /** The record's name in the menu and the delete question. */
  titleOf: (record: Item) => string;
  /** The menu's link to the record on the website, if it has one there now. */
  viewOf?: (record: Item) => (Pick<RowMenuItem, 'text' | 'label'> & { href: string; rel?: string }) | undefined;
  cells?: Cells<Item>;
  /** States no field holds, as `cells` are values no field holds (an article published for a time ahead: Scheduled). */
  stateTags?: StateTags<Item>;
  remove: (record: Item) => Promise<unknown>;
  /** The form dialog, loaded when first wanted (lazyFormModal), and its loader for preloading. */
  Form: ComponentType<FormModalProps<Item>>;
  loadForm: () => Promise<unknown>;
  /** Records in the studio's own order (testimonials): each row leads with its place and Move up/down; failures are `orderFailed`. */
  order?: Order<Item>;
  /** The empty state's picture: an SVG path. */
  icon?: ReactNode;
  testId?: string;
}

export interface Order<Item> {
  /** Saves the whole order (every id), answering the records in it. */
  save: (ids: string[]) => Promise<Item[]>;
  /** Above the list: what the order decides (the list is described by it). */
  note: string;
}

interface Records<Item> {
  data: Item[] | undefined;
  isLoading: boolean;
  mutate: KeyedMutator<Item[]>;
}

/**
 * A described kind's section (projects, products): its header with New, its records as rows drawn
 * from the description's list columns, each with Edit, View and Delete in its menu, and the form
 * dialog; the first rows come with the page (server-first), changes revalidate in place.
 */
export function CollectionSection<Item extends { id: string }>({
  collection,
  records,
}: {
  collection: Collection<Item>;
  records: Records<Item>;
}) {
  const { namespace, description, Form, order } = collection;
  const t = useTranslations(namespace);
  const { data, mutate } = records;
  const ordering = useRecordOrder({
    records: data ?? [],
    mutate,
    save: order?.save ?? (() => Promise.reject(new Error(`${collection.kind} have no order`))),
    nameOf: collection.titleOf,
    namespace,
  });
  const { editing, record, openNew, edit, close, saved, preload } = useSectionEditing(data, collection.loadForm, mutate);
  const confirm = useConfirm();
  const { run } = useAdminAction();
  // Asked first; a refusal with a reason (a bought product: deactivate it instead) is shown as the server gives it.
  const remove = async (item: Item) => {
    if (!(await confirm({ title: t('confirmDelete', { title: collection.titleOf(item) }) }))) return;
    await run(item.id, () => collection.remove(item), { done: () => t('deleted'), failed: t('deleteFailed') });
    // Deleted, or refused: someone else may have changed the list meanwhile.
    await mutate();
  };
  const list = description.list;
  if (!list) throw new Error(`the ${collection.kind} description has no list columns`);
  const menuOf = (item: Item): RowMenuItem[] => {
    const title = collection.titleOf(item);
    const view = collection.viewOf?.(item);
    return [
      { text: t('edit'), label: t('editLabel', { title }), onSelect: () => edit(item) },
      ...(view ? [view] : []),
      { text: t('deleteText'), label: t('delete', { title }), danger: true, onSelect: () => void remove(item) },
    ];
  };

  return (
    <section aria-labelledby={`${collection.kind}-heading`}>
      <AdminPageHeader
        headingId={`${collection.kind}-heading`}
        title={t('title')}
        lead={t('lead')}
        actions={<AddButton label={t('add')} onClick={openNew} onPreload={preload} />}
      />
      {order && <OrderNote id={`${collection.kind}-order-note`} text={order.note} />}
      <Loaded state={records} namespace={namespace}>
        {(rows) =>
          rows.length === 0 ? (
            // The header's button again, so the section names its one action one way (docs/admin.md#vocabulary).
            <EmptyState
              heading="h2"
              title={t('emptyTitle')}
              lead={t('emptyLead')}
              actionLabel={t('add')}
              onAction={openNew}
              icon={collection.icon}
            />
          ) : (
            <RecordList
              columns={{ title: t('columns.title'), extra: t(`columns.${list.extra}`), figure: t(`columns.${list.figure}`) }}
              ordered={order && { label: t('listLabel'), describedBy: `${collection.kind}-order-note` }}
            >
              {rows.map((item, index) => (
                <DescribedRow
                  key={item.id}
                  record={item}
                  fields={description.fields}
                  list={list}
                  namespace={namespace}
                  formNamespace={collection.formNamespace}
                  cells={collection.cells}
                  stateTags={collection.stateTags}
                  title={collection.titleOf(item)}
                  menu={menuOf(item)}
                  lead={
                    order && (
                      <OrderLead
                        id={`${collection.kind}-${item.id}`}
                        name={collection.titleOf(item)}
                        position={index + 1}
                        total={rows.length}
                        onMove={(offset) => void ordering.move(item, offset)}
                      />
                    )
                  }
                  testId={collection.testId}
                />
              ))}
            </RecordList>
          )
        }
      </Loaded>
      {order && (
        <p role="status" className="sr-only">
          {ordering.announcement}
        </p>
      )}
      {editing && <Form record={record} records={data ?? []} onClose={close} onSaved={saved} />}
    </section>
  );
}
