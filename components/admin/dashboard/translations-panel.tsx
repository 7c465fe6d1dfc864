'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { languageName } from '@/i18n/language-names';
import type { TranslationWork } from '@/lib/admin/translation-work';
import { editAddress } from '@/components/admin/ui/use-edit-from-address';

/**
 * Where a row leads: a page's editor (`/admin/pages/services`), or a record's form opened in its
 * section, which is named as the kind (`/admin/projects?edit=<id>`).
 */
const translationAddress = ({ kind, id }: TranslationWork) =>
  kind === 'pages' ? `/admin/pages/${encodeURIComponent(id)}` : editAddress(kind, id);

/** Rows shown; the rest are counted ("and 3 more"), the dashboard stays short. */
export const TRANSLATION_ROWS = 8;

/**
 * The dashboard's "Translations" (docs/admin.md#translations): each record with a missing or
 * outdated translation, per language, leading to its form; or that every text is done.
 */
export function TranslationsPanel({ items }: { items: readonly TranslationWork[] }) {
  const t = useTranslations('AdminDashboard');
  const format = useFormatter();
  const fields = (names: string[]) => format.list(names, { type: 'unit', style: 'short' });
  const shown = items.slice(0, TRANSLATION_ROWS);
  const more = items.length - shown.length;

  return (
    <section aria-labelledby="translations-heading" className="mt-8 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-plum/5 sm:p-6">
      <h2 id="translations-heading" className="text-xl sm:text-2xl">
        {t('translations')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-emerald-800">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-4 shrink-0 fill-none stroke-current"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M4.5 10.5l3.5 3.5 7.5-8" />
          </svg>
          {t('translationsDone')}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{t('translationsLead')}</p>
          <ul aria-label={t('translationsListLabel')} className="mt-4 divide-y divide-plum/10">
            {shown.map((item) => (
              <li
                key={`${item.kind}-${item.id}-${item.locale}`}
                className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2.5 text-sm first:pt-0 last:pb-0"
              >
                <span className="rounded-full bg-blush px-2 py-0.5 text-xs font-semibold text-rose-deep">{languageName(item.locale)}</span>
                <span className="text-xs font-semibold uppercase tracking-wide text-muted">{t(`translationKinds.${item.kind}`)}</span>
                <Link
                  href={translationAddress(item)}
                  className="font-semibold text-plum underline-offset-2 hover:text-rose-deep hover:underline"
                >
                  {item.name}
                </Link>
                {item.missing.length > 0 && (
                  <span className="text-muted">
                    {t('translationMissing', { count: item.missing.length, fields: fields(item.missing) })}
                  </span>
                )}
                {item.outdated.length > 0 && (
                  <span className="text-amber-800">
                    {t('translationOutdated', { count: item.outdated.length, fields: fields(item.outdated) })}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {more > 0 && <p className="mt-3 text-sm text-muted">{t('translationsMore', { count: more })}</p>}
        </>
      )}
    </section>
  );
}
