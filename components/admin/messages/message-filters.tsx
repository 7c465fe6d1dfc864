'use client';

import { useTranslations } from 'next-intl';
import { INBOX_LIMITS, MESSAGE_BOXES, NO_SERVICE, type MessageBox, type ServiceFilter } from '@/lib/inbox/query';
import { SERVICE_INTERESTS } from '@/lib/contact/fields';
import { inputClass } from '@/components/admin/ui/field-styles';
import { useServiceName } from '@/components/admin/ui/use-service-name';

interface MessageFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  service: ServiceFilter | '';
  onService: (service: ServiceFilter | '') => void;
  box: MessageBox;
  onBox: (box: MessageBox) => void;
}

const isServiceFilter = (value: string): value is ServiceFilter =>
  value === NO_SERVICE || (SERVICE_INTERESTS as readonly string[]).includes(value);

/** The search box, the service interest and the box (inbox or archive) of the list. */
export function MessageFilters({ search, onSearch, service, onService, box, onBox }: MessageFiltersProps) {
  const t = useTranslations('AdminMessages');
  const serviceName = useServiceName();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <div className="relative md:flex-1">
        <label htmlFor="message-search" className="sr-only">
          {t('searchLabel')}
        </label>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 fill-none stroke-muted"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          <circle cx="11" cy="11" r="6.5" />
          <path d="M16 16l4 4" />
        </svg>
        <input
          id="message-search"
          type="search"
          value={search}
          maxLength={INBOX_LIMITS.search}
          onChange={(event) => onSearch(event.target.value)}
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
          value={service}
          onChange={(event) => onService(isServiceFilter(event.target.value) ? event.target.value : '')}
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
        <div role="group" aria-label={t('boxLabel')} className="flex shrink-0 rounded-full bg-white p-1 ring-1 ring-plum/15">
          {MESSAGE_BOXES.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={box === name}
              onClick={() => onBox(name)}
              className="rounded-full px-3.5 py-2 text-sm font-semibold text-muted transition-colors hover:text-plum aria-pressed:bg-plum aria-pressed:text-white sm:px-4"
            >
              {t(`boxes.${name}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
