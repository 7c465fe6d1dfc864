'use client';

import { useTranslations } from 'next-intl';
import type { AdminMessageSummary, MessageBox, MessageList as Messages } from '@/lib/inbox/query';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { MessageRow } from './message-row';

interface MessageListProps {
  list: Messages;
  box: MessageBox;
  filtered: boolean;
  openId: string | null;
  onOpen: (message: AdminMessageSummary) => void;
  onClearFilters: () => void;
}

const ENVELOPE = <path d="M4 6.5h16v11H4zM4.5 7l7.5 6 7.5-6" />;
const SEARCH = <path d="M11 4.5a6.5 6.5 0 110 13 6.5 6.5 0 010-13zM16 16l4 4" />;

/** The messages of the view, newest first, or why there are none. */
export function MessageList({ list, box, filtered, openId, onOpen, onClearFilters }: MessageListProps) {
  const t = useTranslations('AdminMessages');
  if (list.messages.length === 0) {
    if (filtered)
      return (
        <EmptyState
          heading="h2"
          title={t('noMatchesTitle')}
          lead={t('noMatchesLead')}
          actionLabel={t('clearFilters')}
          onAction={onClearFilters}
          icon={SEARCH}
        />
      );
    return box === 'archived' ? (
      <EmptyState heading="h2" title={t('emptyArchiveTitle')} lead={t('emptyArchiveLead')} icon={ENVELOPE} />
    ) : (
      <EmptyState heading="h2" title={t('emptyInboxTitle')} lead={t('emptyInboxLead')} icon={ENVELOPE} />
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
