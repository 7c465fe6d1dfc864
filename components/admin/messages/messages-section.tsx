'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { fetchMessageList, messageExportPath, messageListPath } from '@/lib/api/admin-messages';
import type { AdminMessageSummary } from '@/lib/inbox/query';
import { StaleAlert } from '@/components/admin/lists/list-parts';
import { useLoadingNewRows } from '@/components/admin/shell/server-rows';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { useConfirm } from '@/components/admin/ui/confirm-dialog';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ExportLink } from '@/components/admin/ui/export-link';
import { Loaded } from '@/components/admin/ui/loaded';
import { ModalDialog } from '@/components/admin/ui/modal-dialog';
import { useEditFromAddress } from '@/components/admin/ui/use-edit-from-address';
import { MessageFilters, type MessageFilterValues } from './message-filters';
import { ENVELOPE, MessageList, messageRowId } from './message-list';
import { MessagePanel, MessageReader } from './message-reader';
import { useDebounced, useMessageActions, useWideScreen } from './messages-hooks';

/** A search is sent once the typing pauses this long. */
const SEARCH_DELAY_MS = 300;
const HEADING_ID = 'messages-heading';
const NO_FILTERS: MessageFilterValues = { search: '', service: '', box: 'inbox' };

/** /admin/messages: the inbox and the archive, searched and filtered; a message opens beside the list (full screen on a phone). */
export function MessagesSection() {
  const t = useTranslations('AdminMessages');
  const [filters, setFilters] = useState(NO_FILTERS);
  const q = useDebounced(filters.search, SEARCH_DELAY_MS).trim();
  const query = { q, service: filters.service || undefined, box: filters.box };
  // One view of the inbox; the previous view stays on screen (dimmed) while the next loads.
  const listing = useAdminData(messageListPath(query), fetchMessageList, 'messages', { keepPreviousData: true });
  const loading = useLoadingNewRows(messageListPath(query), listing);
  const actions = useMessageActions(listing.mutate);
  const wide = useWideScreen();
  const [opened, setOpened] = useState<AdminMessageSummary | null>(null);
  const confirm = useConfirm();
  const messages = listing.data?.messages ?? [];
  // The list's copy is the newest (it changes at once on screen); a message filtered out keeps the one it was opened with.
  const open = opened && (messages.find((message) => message.id === opened.id) ?? opened);

  function openMessage(message: AdminMessageSummary) {
    setOpened(message);
    void actions.markRead(message);
  }
  // The dashboard's unread messages open here: /admin/messages?edit=<id>.
  useEditFromAddress(listing.data?.messages, openMessage);

  /** Closes the open message and puts the focus on the row of `focusId` (or the heading when it is gone). */
  function close(focusId: string | null) {
    setOpened(null);
    requestAnimationFrame(() =>
      ((focusId && document.getElementById(messageRowId(focusId))) || document.getElementById(HEADING_ID))?.focus(),
    );
  }

  /** The row the focus moves to when `id` leaves the list: the next one, else the one before. */
  function neighbourOf(id: string): string | null {
    const index = messages.findIndex((message) => message.id === id);
    return (messages[index + 1] ?? messages[index - 1])?.id ?? null;
  }

  const handlers = (message: AdminMessageSummary) => ({
    onMarkUnread: () => {
      close(message.id);
      void actions.markUnread(message);
    },
    onArchive: (archived: boolean) => {
      close(neighbourOf(message.id));
      void actions.setArchived(message, archived);
    },
    onDelete: async () => {
      if (!(await confirm({ title: t('confirmDelete', { name: message.name }) }))) return;
      await actions.remove(message);
      close(neighbourOf(message.id));
    },
  });

  function changeFilters(next: MessageFilterValues) {
    // Another box shows other messages: the open one closes.
    if (next.box !== filters.box) setOpened(null);
    setFilters(next);
  }

  const twoColumns = wide && messages.length > 0;

  return (
    <section aria-labelledby={HEADING_ID}>
      <AdminPageHeader
        headingId={HEADING_ID}
        focusable
        title={t('title')}
        lead={t('lead')}
        actions={<ExportLink href={messageExportPath(query)} label={t('export')} accessibleName={t('exportLabel')} />}
      />
      <MessageFilters values={filters} onChange={changeFilters} />
      <div className="mt-6">
        <Loaded state={listing} namespace="AdminMessages">
          {(list) => (
            <div
              className={`grid items-start gap-6 ${twoColumns ? 'grid-cols-[minmax(0,5fr)_minmax(0,7fr)]' : 'grid-cols-[minmax(0,1fr)]'}`}
            >
              <div aria-busy={loading} className="transition-opacity aria-busy:opacity-60">
                <p role="status" className={`mb-3 px-1 text-sm text-muted ${messages.length === 0 ? 'sr-only' : ''}`}>
                  {t('count', { count: list.total })}
                  {list.total > messages.length && (
                    <span className="block">{t('capped', { shown: messages.length, total: list.total })}</span>
                  )}
                </p>
                <MessageList
                  list={list}
                  box={filters.box}
                  filtered={Boolean(q || filters.service)}
                  openId={open?.id ?? null}
                  onOpen={openMessage}
                  onClearFilters={() => setFilters({ ...filters, search: '', service: '' })}
                />
              </div>
              {twoColumns &&
                (open ? (
                  <MessagePanel message={open} onClose={() => close(open.id)} {...handlers(open)} />
                ) : (
                  <EmptyState heading="h2" title={t('placeholderTitle')} lead={t('placeholderLead')} icon={ENVELOPE} />
                ))}
            </div>
          )}
        </Loaded>
      </div>
      {listing.error && listing.data && <StaleAlert text={t('loadFailed')} />}
      {open && !wide && (
        <ModalDialog size="page" titleId="message-page-title" title={open.name} closeLabel={t('back')} onClose={() => close(open.id)}>
          <div className="overflow-y-auto px-5 py-6 sm:px-8">
            <MessageReader summary={open} {...handlers(open)} />
          </div>
        </ModalDialog>
      )}
    </section>
  );
}
