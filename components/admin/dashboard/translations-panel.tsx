'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import type { TranslationWork } from '@/lib/admin/translation-work';
import { editAddress } from '@/components/admin/ui/use-edit-from-address';
import { DashboardPanel, DetailParts, PanelRow, panelListClass } from './dashboard-panel';

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
  const languageName = useLanguageName();
  const fields = (names: string[]) => format.list(names, { type: 'unit', style: 'short' });
  const shown = items.slice(0, TRANSLATION_ROWS);
  const more = items.length - shown.length;

  return (
    <DashboardPanel id="translations-heading" title={t('translations')} count={items.length} empty={t('translationsDone')}>
      {items.length > 0 && (
        <>
          <ul aria-label={t('translationsListLabel')} className={panelListClass}>
            {shown.map((item) => (
              <PanelRow
                key={`${item.kind}-${item.id}-${item.locale}`}
                href={translationAddress(item)}
                title={item.name}
                detail={
                  <DetailParts
                    parts={[
                      t(`translationKinds.${item.kind}`),
                      item.missing.length > 0 && t('translationMissing', { count: item.missing.length, fields: fields(item.missing) }),
                      item.outdated.length > 0 && t('translationOutdated', { count: item.outdated.length, fields: fields(item.outdated) }),
                    ]}
                  />
                }
                aside={<span className="rounded-full bg-blush px-2 py-0.5 font-semibold text-rose-deep">{languageName(item.locale)}</span>}
              />
            ))}
          </ul>
          {more > 0 && (
            <p className="border-t border-plum/5 px-4 py-2.5 text-xs text-muted sm:px-5">{t('translationsMore', { count: more })}</p>
          )}
        </>
      )}
    </DashboardPanel>
  );
}
