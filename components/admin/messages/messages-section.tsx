'use client';

import { ExportLink } from '@/components/admin/ui/export-link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { messageExportPath, messageListPath } from '@/lib/api/admin-messages';
import type { AdminMessageSummary, MessageBox, ServiceFilter } from '@/lib/inbox/query';
import { useLoadingNewRows } from '@/components/admin/shell/server-rows';
import { useConfirm } from '@/components/admin/ui/confirm-dialog';
import { useEditFromAddress } from '@/components/admin/ui/use-edit-from-address';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { ModalDialog } from '@/components/admin/ui/modal-dialog';
import { Spinner } from '@/components/admin/ui/spinner';
import { MessageFilters } from './message-filters';
import { MessageList } from './message-list';
import { MessagePanel, MessagePlaceholder } from './message-panel';
import { MessageReader } from './message-reader';
import { messageRowId } from './message-row';
import { useMessageList } from './use-admin-messages';
import { useDebounced } from './use-debounced';
import { useMessageActions } from './use-message-actions';
import { useWideScreen } from './use-wide-screen';

/** A search is sent once the typing pauses this long. */
const SEARCH_DELAY_MS = 300;
const HEADING_ID = 'messages-heading';

/** /admin/messages: the inbox and the archive, searched and filtered; a message opens beside the list (full screen on a phone). */
export function MessagesSection() {
  const t = useTranslations('AdminMessages');
  const [search, setSearch] = useState('');
  const q = useDebounced(search, SEARCH_DELAY_MS).trim();
  const [service, setService] = useState<ServiceFilter | ''>('');
  const [box, setBox] = useState<MessageBox>('inbox');
  const query = { q, service: service || undefined, box };
  const listing = useMessageList(query);
  const { data: list, error, mutate } = listing;
  const loading = useLoadingNewRows(messageListPath(query), listing);
  const actions = useMessageActions(mutate);
  const wide = useWideScreen();
  const [opened, setOpened] = useState<AdminMessageSummary | null>(null);
  const confirm = useConfirm();
  const messages = list?.messages ?? [];
  // The list's copy is the newest (it changes at once on screen); a message filtered out keeps the one it was opened with.
  const open = opened && (messages.find((message) => message.id === opened.id) ?? opened);

  function openMessage(message: AdminMessageSummary) {
    setOpened(message);
    void actions.markRead(message);
  }
  // The dashboard's unread messages open here: /admin/messages?edit=<id>.
  useEditFromAddress(list?.messages, openMessage);

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
    onDelete: () => void askDelete(message),
  });

  async function askDelete(message: AdminMessageSummary) {
    if (!(await confirm({ title: t('confirmDelete', { name: message.name }) }))) return;
    await actions.remove(message);
    close(neighbourOf(message.id));
  }

  function chooseBox(next: MessageBox) {
    setBox(next);
    setOpened(null);
  }

  const filtered = Boolean(q || service);
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
      <MessageFilters search={search} onSearch={setSearch} service={service} onService={setService} box={box} onBox={chooseBox} />
      {!list && loading ? (
        <Spinner label={t('loading')} />
      ) : !list ? (
        <div role="alert" className="mt-6 flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-plum/5">
          <p className="text-ink">{t('loadFailed')}</p>
          <button type="button" onClick={() => void mutate()} className={secondaryButtonClass}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <div
          className={`mt-6 grid items-start gap-6 ${twoColumns ? 'grid-cols-[minmax(0,5fr)_minmax(0,7fr)]' : 'grid-cols-[minmax(0,1fr)]'}`}
        >
          <div aria-busy={loading} className="transition-opacity aria-busy:opacity-60">
            <p role="status" className={`mb-3 px-1 text-sm text-muted ${messages.length === 0 ? 'sr-only' : ''}`}>
              {t('count', { count: list.total })}
              {list.total > messages.length && <span className="block">{t('capped', { shown: messages.length, total: list.total })}</span>}
            </p>
            <MessageList
              list={list}
              box={box}
              filtered={filtered}
              openId={open?.id ?? null}
              onOpen={openMessage}
              onClearFilters={() => (setSearch(''), setService(''))}
            />
          </div>
          {twoColumns &&
            (open ? <MessagePanel message={open} onClose={() => close(open.id)} {...handlers(open)} /> : <MessagePlaceholder />)}
        </div>
      )}
      {error && list && (
        <p role="alert" className="mt-4 rounded-2xl bg-blush/60 px-5 py-3 text-sm text-plum">
          {t('loadFailed')}
        </p>
      )}
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
