'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import type { SystemStatus } from '@/lib/api/admin-system';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { writtenMoment, writtenSize } from './system-format';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-plum/10 sm:p-6">
      <h2 id={heading} className="text-lg font-semibold text-plum">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figures({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 break-words text-right font-medium tabular-nums text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Warning({ children }: { children: ReactNode }) {
  return <p className="mt-3 rounded-2xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{children}</p>;
}

/** The System panel's four cards: mail of the last day, the newest backup, storage, what runs. */
export function SystemCards({ status }: { status: SystemStatus }) {
  const t = useTranslations('AdminSystem');
  const locale = useAdminLocale();
  const { mail, backup, storage, version } = status;
  const disk =
    storage.disk_free_bytes === null || storage.disk_total_bytes === null
      ? t('diskUnknown')
      : t('diskFreeOf', { free: writtenSize(storage.disk_free_bytes, locale), total: writtenSize(storage.disk_total_bytes, locale) });
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <Card title={t('mailHeading')}>
        <dl className="mt-3 grid grid-cols-2 gap-3">
          {(
            [
              ['sent', mail.sent_last_day, 'text-plum'],
              ['refused', mail.refused_last_day, mail.refused_last_day > 0 ? 'text-rose-deep' : 'text-plum'],
            ] as const
          ).map(([key, count, tone]) => (
            <div key={key} className="rounded-2xl bg-cream/60 px-4 py-3">
              <dt className="text-xs font-medium text-muted">{t(key)}</dt>
              <dd className={`mt-1 text-2xl font-semibold tabular-nums lining-nums ${tone}`}>{count}</dd>
            </div>
          ))}
        </dl>
        {!mail.sending && <Warning>{t('notSending')}</Warning>}
      </Card>
      <Card title={t('backupHeading')}>
        {backup ? (
          <>
            <Figures
              rows={[
                [t('backupLast'), writtenMoment(backup.finished_at, locale)],
                [t('backupSize'), writtenSize(backup.bytes, locale)],
              ]}
            />
            {backup.overdue && <Warning>{t('backupOld')}</Warning>}
          </>
        ) : (
          <Warning>{t('backupNone')}</Warning>
        )}
      </Card>
      <Card title={t('storageHeading')}>
        <Figures
          rows={[
            [t('database'), writtenSize(storage.database_bytes, locale)],
            [t('diskFree'), disk],
          ]}
        />
      </Card>
      <Card title={t('versionHeading')}>
        <Figures
          rows={[
            [t('version'), version.app],
            [t('databaseKind'), t(`databaseKinds.${version.database}`)],
            [t('node'), version.node],
            [t('startedAt'), writtenMoment(version.started_at, locale)],
          ]}
        />
      </Card>
    </div>
  );
}
