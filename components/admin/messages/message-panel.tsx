'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { AdminMessageSummary } from '@/lib/inbox/query';
import { Icon } from '@/components/admin/lists/list-parts';
import { MessageReader, type MessageActionHandlers } from './message-reader';

interface MessagePanelProps extends MessageActionHandlers {
  message: AdminMessageSummary;
  onClose: () => void;
}

const PANEL_CLASS = 'rounded-3xl bg-white shadow-sm ring-1 ring-plum/5 lg:sticky lg:top-6';

/** The open message beside the list on a wide screen. Opening one moves the focus to its heading; Escape closes it. */
export function MessagePanel({ message, onClose, ...actions }: MessagePanelProps) {
  const t = useTranslations('AdminMessages');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [message.id]);
  return (
    <section
      aria-labelledby="message-panel-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className={`${PANEL_CLASS} p-6 xl:p-8`}
    >
      <div className="mb-5 flex items-start justify-between gap-4 border-b border-plum/10 pb-4">
        <h2 id="message-panel-title" ref={heading} tabIndex={-1} className="min-w-0 break-words text-2xl outline-none">
          {message.name}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('back')}
          title={t('back')}
          className="grid size-10 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-blush hover:text-plum"
        >
          <Icon d="M6 6l12 12M18 6L6 18" className="size-5" width={2} />
        </button>
      </div>
      <MessageReader summary={message} {...actions} />
    </section>
  );
}

/** What the panel's place shows while no message is open. */
export function MessagePlaceholder() {
  const t = useTranslations('AdminMessages');
  return (
    <div className={`${PANEL_CLASS} flex flex-col items-center px-8 py-20 text-center`}>
      <span aria-hidden="true" className="mb-5 grid size-14 place-items-center rounded-full bg-blush text-rose-deep">
        <Icon d="M4 6.5h16v11H4zM4.5 7l7.5 6 7.5-6" className="size-7" width={1.7} />
      </span>
      <h2 className="text-2xl">{t('placeholderTitle')}</h2>
      <p className="mt-2 max-w-xs text-sm text-muted">{t('placeholderLead')}</p>
    </div>
  );
}
