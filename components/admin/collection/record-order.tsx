'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import type { KeyedMutator } from 'swr';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { ItemButtons } from '@/components/admin/form/item-buttons';
import { LineIcon } from '@/components/admin/ui/line-icon';

/** `list` with the item at `from` moved to `to`; null when either is outside the list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] | null {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return null;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * Moving a record of an ordered section one place up or down. The list shows the new order at
 * once and the whole order is sent (the API wants every id); if the server refuses, SWR puts the
 * previous order back and the section's `orderFailed` says so. `announcement` tells a screen
 * reader where the record went.
 */
export function useRecordOrder<Item extends { id: string }>({
  records,
  mutate,
  save,
  nameOf,
  namespace,
}: {
  records: readonly Item[];
  mutate: KeyedMutator<Item[]>;
  save: (ids: string[]) => Promise<Item[]>;
  nameOf: (record: Item) => string;
  namespace: string;
}) {
  const t = useTranslations();
  const recheckSession = useSessionRecheck();
  const [announcement, setAnnouncement] = useState('');

  async function move(record: Item, offset: -1 | 1) {
    const from = records.findIndex((item) => item.id === record.id);
    const next = moveItem(records, from, from + offset);
    if (!next) return;
    setAnnouncement(t('AdminForm.moved', { name: nameOf(record), position: from + offset + 1, total: next.length }));
    try {
      await mutate(() => save(next.map((item) => item.id)), {
        optimisticData: next,
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
    } catch (error) {
      console.error('Failed to save the new order', error);
      setAnnouncement('');
      toast.error(t(`${namespace}.orderFailed` as never));
      recheckSession(error);
    }
  }

  return { move, announcement };
}

/** What leads a row of an ordered list: its place above its Move up and Move down (the list item buttons). */
export function OrderLead({
  id,
  name,
  position,
  total,
  onMove,
}: {
  id: string;
  name: string;
  position: number;
  total: number;
  onMove: (offset: -1 | 1) => void;
}) {
  const t = useTranslations('AdminForm');
  return (
    <div className="flex flex-col items-center gap-1">
      <span className="text-sm font-semibold tabular-nums lining-nums text-muted">{t('position', { position })}</span>
      <ItemButtons id={id} name={name} first={position === 1} last={position === total} onMove={onMove} />
    </div>
  );
}

/** Above an ordered list: what its order decides on the website. */
export function OrderNote({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="mb-6 flex items-start gap-3 rounded-2xl bg-white/70 px-4 py-3 text-sm text-ink ring-1 ring-plum/10">
      <LineIcon d="M12 11v6M12 7.5h.01" className="mt-0.5 size-5 shrink-0 text-rose-deep">
        <circle cx="12" cy="12" r="9" />
      </LineIcon>
      {text}
    </p>
  );
}
