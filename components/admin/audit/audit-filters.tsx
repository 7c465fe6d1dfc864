'use client';

import { useTranslations } from 'next-intl';
import { DayField } from '@/components/admin/lists/day-field';
import { inputClass, labelClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import type { AuditFilters as Filters } from '@/lib/api/admin-audit';
import { useEntityName } from './audit-names';

const fieldClass = `${inputClass} h-12 py-2.5`;

export const NO_FILTERS: Filters = { user: '', entity: '', from: '', to: '' };

/** Person, kind of record and a range of days (YYYY-MM-DD), as the trail's answer names its people and kinds. */
export function AuditFilters({
  values,
  onChange,
  users,
  entities,
  rangeError,
}: {
  values: Filters;
  onChange: (values: Filters) => void;
  users: { id: string; username: string }[];
  entities: string[];
  rangeError: string | null;
}) {
  const t = useTranslations('AdminAudit');
  const entityName = useEntityName();
  const set = (name: keyof Filters) => (value: string) => onChange({ ...values, [name]: value });
  const errorId = rangeError ? 'audit-range-error' : undefined;
  const filtered = Object.values(values).some(Boolean);
  return (
    <div role="search" aria-label={t('filtersLabel')} className="rounded-3xl bg-white/70 p-4 ring-1 ring-plum/10 sm:p-5">
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,0.8fr)_auto] lg:items-start">
        <div className="min-w-0">
          <label htmlFor="audit-user" className={labelClass}>
            {t('person')}
          </label>
          <select id="audit-user" value={values.user} onChange={(event) => set('user')(event.target.value)} className={fieldClass}>
            <option value="">{t('anyone')}</option>
            {users.map((user) => (
              <option key={user.id} value={user.id}>
                {user.username}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor="audit-entity" className={labelClass}>
            {t('entity')}
          </label>
          <select id="audit-entity" value={values.entity} onChange={(event) => set('entity')(event.target.value)} className={fieldClass}>
            <option value="">{t('anything')}</option>
            {entities.map((entity) => (
              <option key={entity} value={entity}>
                {entityName(entity)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:col-span-2 sm:gap-4 lg:contents">
          {(['from', 'to'] as const).map((end) => (
            <DayField
              key={end}
              id={`audit-${end}`}
              label={t(end)}
              pattern={t('dayPattern')}
              value={values[end]}
              onChange={set(end)}
              errorId={errorId}
            />
          ))}
        </div>
        <button
          type="button"
          onClick={() => onChange(NO_FILTERS)}
          disabled={!filtered}
          className={`${secondaryButtonClass} min-h-11 py-3 sm:col-span-2 sm:justify-self-start lg:col-span-1 lg:mt-7`}
        >
          {t('clear')}
        </button>
      </div>
      {rangeError && (
        <p id="audit-range-error" role="alert" className="mt-2 text-sm font-semibold text-rose-deep">
          {rangeError}
        </p>
      )}
    </div>
  );
}
