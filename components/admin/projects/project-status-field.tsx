'use client';

import { useTranslations } from 'next-intl';
import { PROJECT_STATUSES, type ProjectStatus } from '@/lib/projects/input';

/** Draft or Published, as two radio buttons: a draft is seen by the admin only (preview). */
export function ProjectStatusField({ value, onChange }: { value: ProjectStatus; onChange: (status: ProjectStatus) => void }) {
  const t = useTranslations('ProjectForm');
  return (
    <fieldset aria-describedby="project-status-help">
      <legend className="mb-2 block text-sm font-semibold text-plum">{t('status')}</legend>
      <div className="inline-flex rounded-full bg-cream p-1 ring-1 ring-plum/10">
        {PROJECT_STATUSES.map((status) => (
          <label
            key={status}
            className="cursor-pointer rounded-full px-5 py-2 text-sm font-semibold text-plum transition-colors has-[:checked]:bg-plum has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-deep"
          >
            <input
              type="radio"
              name="project-status"
              value={status}
              checked={value === status}
              onChange={() => onChange(status)}
              className="sr-only"
            />
            {t(`statuses.${status}`)}
          </label>
        ))}
      </div>
      <p id="project-status-help" className="mt-1.5 text-xs text-muted">
        {t(`statusHelp.${value}`)}
      </p>
    </fieldset>
  );
}
