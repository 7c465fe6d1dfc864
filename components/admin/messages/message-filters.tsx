'use client';

import { useTranslations } from 'next-intl';
import { INBOX_LIMITS, MESSAGE_BOXES, NO_SERVICE, type MessageBox, type ServiceFilter } from '@/lib/inbox/query';
import { SERVICE_INTERESTS } from '@/lib/contact/fields';
import { Choice, Icon } from '@/components/admin/lists/list-parts';
import { inputClass } from '@/components/admin/ui/field-styles';
import { useServiceName } from '@/components/admin/ui/use-service-name';

export interface MessageFilterValues {
  search: string;
  service: ServiceFilter | '';
  box: MessageBox;
}

const isServiceFilter = (value: string): value is ServiceFilter =>
  value === NO_SERVICE || (SERVICE_INTERESTS as readonly string[]).includes(value);

/** The search box, the service interest and the box (inbox or archive) of the list; each change is applied at once. */
export function MessageFilters({ values, onChange }: { values: MessageFilterValues; onChange: (values: MessageFilterValues) => void }) {
  const t = useTranslations('AdminMessages');
  const serviceName = useServiceName();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <div className="relative md:flex-1">
        <label htmlFor="message-search" className="sr-only">
          {t('searchLabel')}
        </label>
        <Icon
          d="M11 4.5a6.5 6.5 0 110 13 6.5 6.5 0 010-13zM16 16l4 4"
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted"
        />
        <input
          id="message-search"
          type="search"
          value={values.search}
          maxLength={INBOX_LIMITS.search}
          onChange={(event) => onChange({ ...values, search: event.target.value })}
          placeholder={t('searchPlaceholder')}
          className={`${inputClass} pl-12`}
        />
      </div>
      <div className="flex items-center gap-3">
        <label htmlFor="message-service" className="sr-only">
          {t('serviceLabel')}
        </label>
        <select
          id="message-service"
          value={values.service}
          onChange={(event) => onChange({ ...values, service: isServiceFilter(event.target.value) ? event.target.value : '' })}
          className={`${inputClass} min-w-0 flex-1 py-2.5 md:w-52 md:flex-none`}
        >
          <option value="">{t('allServices')}</option>
          {SERVICE_INTERESTS.map((name) => (
            <option key={name} value={name}>
              {serviceName(name)}
            </option>
          ))}
          <option value={NO_SERVICE}>{t('noService')}</option>
        </select>
        <Choice
          label={t('boxLabel')}
          names={MESSAGE_BOXES}
          value={values.box}
          onChange={(box) => onChange({ ...values, box })}
          text={(box) => t(`boxes.${box}`)}
          className="flex shrink-0"
        />
      </div>
    </div>
  );
}
