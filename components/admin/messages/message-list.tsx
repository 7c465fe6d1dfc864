'use client';

import { useTranslations } from 'next-intl';
import type { AdminMessageSummary, MessageBox, MessageList as Messages } from '@/lib/inbox/query';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { useServiceName } from '@/components/admin/ui/use-service-name';
import { useHydrated } from '@/components/ui/use-hydrated';
import { firstLine, isUnread, listDate } from './message-display';

interface MessageListProps {
  list: Messages;
  box: MessageBox;
  filtered: boolean;
  openId: string | null;
  onOpen: (message: AdminMessageSummary) => void;
  onClearFilters: () => void;
}

/** The id of a message's row, where the focus goes back to after it was read. */
export const messageRowId = (id: string) => `message-row-${id}`;

export const ENVELOPE = <path d="M4 6.5h16v11H4zM4.5 7l7.5 6 7.5-6" />;
const SEARCH = <path d="M11 4.5a6.5 6.5 0 110 13 6.5 6.5 0 010-13zM16 16l4 4" />;

/** The messages of the view, newest first, or why there are none. */
export function MessageList({ list, box, filtered, openId, onOpen, onClearFilters }: MessageListProps) {
  const t = useTranslations('AdminMessages');
  if (list.messages.length === 0) {
    // A search or filter that finds nothing offers to clear it; an empty box says what it is for.
    const empty = filtered ? 'noMatches' : box === 'archived' ? 'emptyArchive' : 'emptyInbox';
    return (
      <EmptyState
        heading="h2"
        title={t(`${empty}Title`)}
        lead={t(`${empty}Lead`)}
        actionLabel={filtered ? t('clearFilters') : undefined}
        onAction={onClearFilters}
        icon={filtered ? SEARCH : ENVELOPE}
      />
    );
  }
  return (
    <ul aria-label={t('listLabel')} className="divide-y divide-plum/5 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-plum/5">
      {list.messages.map((message) => (
        <li key={message.id}>
          <MessageRow message={message} selected={message.id === openId} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One message in the list: unread ones marked (dot, bold, and "Unread" for a screen reader), sender,
 * service (and "Booked call" for one a booking made, docs/booking.md#mail), first line, date.
 */
function MessageRow({
  message,
  selected,
  onOpen,
}: {
  message: AdminMessageSummary;
  selected: boolean;
  onOpen: MessageListProps['onOpen'];
}) {
  const t = useTranslations('AdminMessages');
  const locale = useAdminLocale();
  const serviceName = useServiceName();
  const unread = isUnread(message);
  // The list arrives with the page, written on the server: in UTC until the browser's zone is known.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      id={messageRowId(message.id)}
      onClick={() => onOpen(message)}
      aria-current={selected ? 'true' : undefined}
      data-unread={unread}
      className="relative flex w-full gap-3 px-4 py-4 text-left transition-colors hover:bg-blush/40 focus-visible:z-10 aria-[current=true]:bg-blush/70 sm:px-5 before:absolute before:inset-y-0 before:left-0 before:w-1 before:bg-transparent aria-[current=true]:before:bg-rose-deep"
    >
      <span aria-hidden="true" className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? 'bg-rose-deep' : 'bg-transparent'}`} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-3">
          <span className={`truncate ${unread ? 'font-bold text-plum' : 'font-medium text-ink'}`}>
            {unread && <span className="sr-only">{t('unread')}: </span>}
            {message.name}
          </span>
          <time
            dateTime={message.created_at}
            className={`shrink-0 text-xs tabular-nums ${unread ? 'font-semibold text-plum' : 'text-muted'}`}
          >
            {listDate(message.created_at, locale, new Date(), hydrated ? undefined : 'UTC')}
          </time>
        </span>
        <span
          className={`mt-0.5 flex items-center gap-2 text-xs font-semibold uppercase tracking-wider ${message.service_interest ? 'text-rose-deep' : 'text-muted'}`}
        >
          <span className="truncate">{message.service_interest ? serviceName(message.service_interest) : t('generalInquiry')}</span>
          {message.booking_id && (
            <span className="shrink-0 rounded-full bg-blush px-2 py-0.5 text-[0.65rem] font-semibold normal-case tracking-normal text-plum">
              {t('bookedCall')}
            </span>
          )}
        </span>
        <span className={`mt-1 block truncate text-sm ${unread ? 'font-medium text-ink' : 'text-muted'}`}>
          {firstLine(message.preview) || t('noText')}
        </span>
      </span>
    </button>
  );
}
