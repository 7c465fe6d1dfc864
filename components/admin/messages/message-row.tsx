'use client';

import { useTranslations } from 'next-intl';
import type { AdminMessageSummary } from '@/lib/inbox/query';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { useHydrated } from '@/components/ui/use-hydrated';
import { BookedCallTag } from './booked-call';
import { firstLine, isUnread, listDate } from './message-display';
import { useServiceName } from '@/components/admin/ui/use-service-name';

/** The id of a message's row, where the focus goes back to after it was read. */
export const messageRowId = (id: string) => `message-row-${id}`;

interface MessageRowProps {
  message: AdminMessageSummary;
  selected: boolean;
  onOpen: (message: AdminMessageSummary) => void;
}

/** One message in the list: unread ones marked (dot, bold, and "Unread" for a screen reader), sender, service, first line, date. */
export function MessageRow({ message, selected, onOpen }: MessageRowProps) {
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
          {message.booking_id && <BookedCallTag />}
        </span>
        <span className={`mt-1 block truncate text-sm ${unread ? 'font-medium text-ink' : 'text-muted'}`}>
          {firstLine(message.preview) || t('noText')}
        </span>
      </span>
    </button>
  );
}
