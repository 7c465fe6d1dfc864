'use client';

import { useTranslations } from 'next-intl';
import type { AdminMessageSummary } from '@/lib/inbox/query';
import { DeleteButton } from '@/components/admin/ui/delete-button';
import { replyHref } from './message-display';

export interface MessageActionHandlers {
  onMarkUnread: () => void;
  onArchive: (archived: boolean) => void;
  onDelete: () => void;
}

const replyClass =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full bg-rose-deep px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-plum';
const actionClass =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full border border-plum/15 bg-white px-4 py-2 text-sm font-semibold text-plum transition-colors hover:border-rose-deep hover:text-rose-deep';

const ICONS = {
  reply: 'M9.5 7L4 12l5.5 5M4.5 12H14a6 6 0 016 6v1',
  unread: 'M4 6.5h16v11H4zM4.5 7l7.5 6 7.5-6',
  archive: 'M3.5 5h17v4h-17zM5 9v9.5A1.5 1.5 0 006.5 20h11a1.5 1.5 0 001.5-1.5V9M10 13h4',
  inbox: 'M4 13.5V18a2 2 0 002 2h12a2 2 0 002-2v-4.5M4 13.5L6.5 5h11l2.5 8.5M4 13.5h4.5l1 2h5l1-2H20',
} as const;

function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 fill-none stroke-current"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

/** Reply by e-mail (subject "Re: <service>"), Mark unread, Archive or Move to inbox, and Delete. */
export function MessageActions({ message, onMarkUnread, onArchive, onDelete }: { message: AdminMessageSummary } & MessageActionHandlers) {
  const t = useTranslations('AdminMessages');
  const archived = message.archived_at !== null;
  const subject = t('replySubject', { topic: message.service_interest ?? t('replyTopicFallback') });
  return (
    <div role="group" aria-label={t('actionsLabel')} className="flex flex-wrap items-center gap-2">
      <a href={replyHref(message.email, subject)} aria-label={t('replyLabel', { name: message.name })} className={replyClass}>
        <Icon path={ICONS.reply} />
        {t('reply')}
      </a>
      <button type="button" onClick={onMarkUnread} className={actionClass}>
        <Icon path={ICONS.unread} />
        {t('markUnread')}
      </button>
      <button type="button" onClick={() => onArchive(!archived)} className={actionClass}>
        <Icon path={archived ? ICONS.inbox : ICONS.archive} />
        {archived ? t('moveToInbox') : t('archive')}
      </button>
      <DeleteButton label={t('delete', { name: message.name })} onClick={onDelete} className="ml-auto" />
    </div>
  );
}
