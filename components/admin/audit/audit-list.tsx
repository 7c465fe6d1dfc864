'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Pill } from '@/components/admin/lists/list-parts';
import type { AuditEntry } from '@/lib/api/admin-audit';
import { useActionName, useEntityName } from './audit-names';

/**
 * The entries, newest first: when (with the time to the minute, UTC as the provider's zone), who,
 * what they did, to which record (kind and id), and the fields it changed. A list, not a table:
 * on a phone each entry is a short card, on a wide screen a row of columns.
 */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const t = useTranslations('AdminAudit');
  const format = useFormatter();
  const actionName = useActionName();
  const entityName = useEntityName();
  return (
    <ol
      aria-label={t('tableCaption')}
      className="divide-y divide-plum/10 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-plum/5"
    >
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="grid grid-cols-1 gap-1 px-4 py-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1.4fr)] sm:gap-4 sm:px-6"
        >
          <time dateTime={entry.at} className="text-xs tabular-nums text-muted sm:text-sm">
            {format.dateTime(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
          <p className="min-w-0">
            <span className="sr-only">{t('columns.who')}: </span>
            <span className="break-all font-semibold text-plum">{entry.username}</span>{' '}
            <span className="text-ink">{actionName(entry.action)}</span>
          </p>
          <div className="min-w-0">
            <p className="break-all text-ink">
              <span className="sr-only">{t('columns.entity')}: </span>
              {entityName(entry.entity)}
              {entry.entity_id && <span className="ml-1 font-mono text-xs text-muted">{entry.entity_id}</span>}
            </p>
            {entry.fields.length > 0 && (
              <ul aria-label={t('columns.fields')} className="mt-1 flex flex-wrap gap-1">
                {entry.fields.map((field) => (
                  <li key={field}>
                    <Pill look="bg-cream text-plum ring-plum/10">{field}</Pill>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
