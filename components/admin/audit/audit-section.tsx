'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { StaleAlert } from '@/components/admin/lists/list-parts';
import { isDay } from '@/components/admin/orders/order-display';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ExportLink } from '@/components/admin/ui/export-link';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { Loaded } from '@/components/admin/ui/loaded';
import { auditExportAddress, type AuditFilters as Filters } from '@/lib/api/admin-audit';
import { AuditFilters, NO_FILTERS } from './audit-filters';
import { AuditList } from './audit-list';
import { useAuditTrail } from './use-audit-trail';

/** The filters as asked for: a day only once it is whole; null when the range ends before it starts. */
function applied(values: Filters): Filters | null {
  const day = (value: string) => (isDay(value) ? value : '');
  const filters = { ...values, from: day(values.from), to: day(values.to) };
  return filters.from && filters.to && filters.from > filters.to ? null : filters;
}

/**
 * /admin/audit (owners): who changed what, newest first, filtered by person, kind of record and
 * days, with Load more and the CSV of the same filters (docs/admin.md#audit-trail).
 */
export function AuditSection() {
  const t = useTranslations('AdminAudit');
  const [values, setValues] = useState<Filters>(NO_FILTERS);
  const filters = applied(values);
  const trail = useAuditTrail(filters);
  const filtered = Object.values(values).some(Boolean);
  return (
    <section aria-labelledby="audit-heading">
      <AdminPageHeader
        headingId="audit-heading"
        title={t('title')}
        lead={t('lead')}
        actions={
          <ExportLink href={filters ? auditExportAddress(filters) : undefined} label={t('export')} accessibleName={t('exportLabel')} />
        }
      />
      <AuditFilters
        values={values}
        onChange={setValues}
        users={trail.users}
        entities={trail.entities}
        rangeError={filters ? null : t('rangeInvalid')}
      />
      <div className="mt-6">
        <Loaded state={trail} namespace="AdminAudit">
          {(entries) =>
            entries.length === 0 ? (
              filtered ? (
                <EmptyState
                  heading="h2"
                  title={t('noMatches')}
                  lead={t('noMatchesLead')}
                  actionLabel={t('clear')}
                  onAction={() => setValues(NO_FILTERS)}
                />
              ) : (
                <EmptyState heading="h2" title={t('empty')} lead={t('emptyLead')} />
              )
            ) : (
              <>
                <AuditList entries={entries} />
                {trail.moreFailed && <StaleAlert text={t('moreFailed')} />}
                {trail.hasMore && (
                  <div className="mt-6 flex justify-center">
                    <button type="button" onClick={trail.more} disabled={trail.loadingMore} className={`${secondaryButtonClass} min-h-11`}>
                      {trail.loadingMore ? t('loadingMore') : t('loadMore')}
                    </button>
                  </div>
                )}
              </>
            )
          }
        </Loaded>
      </div>
    </section>
  );
}
