'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors } from './errors';

/**
 * Above a long form on a page of its own: what keeps it from saving, each field by its label
 * ("Organisation number: …") and the server's words about no one field, while the messages also
 * stand at their fields further down.
 */
export function ProblemList({
  errors,
  failure,
  labelOf,
}: {
  errors: FieldErrors;
  failure: string | null;
  /** A field's label by its name; `key` is the whole path, for a custom field that names what is inside it ("Monday, span 1: to"). */
  labelOf: (name: string, key: string) => string;
}) {
  const t = useTranslations('AdminForm');
  const problems = Object.entries(errors);
  if (problems.length === 0 && !failure) return null;
  return (
    <div role="alert" className="rounded-2xl bg-blush/60 px-5 py-4 text-sm text-plum">
      <p className="font-semibold">{problems.length > 0 ? t('problems', { count: problems.length }) : t('saveRefused')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {/* A key is a field's path ('amounts_off.usd'): the field's label names it. */}
        {problems.map(([key, message]) => (
          <li key={key}>{`${labelOf(key.split('.')[0]!, key)}: ${message}`}</li>
        ))}
        {failure && <li className="break-words">{failure}</li>}
      </ul>
    </div>
  );
}
