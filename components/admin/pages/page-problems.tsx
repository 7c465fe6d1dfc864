'use client';

import { useTranslations } from 'next-intl';
import { problemLabel } from '@/lib/pages/labels';
import type { PageKey } from '@/lib/pages/registry';
import { controlId } from '@/components/admin/form/form-context';
import type { Problem } from '@/components/admin/form/errors';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import { usePageTexts } from './use-page-texts';

/** Why the draft was not saved: each problem named by its field and linked to it (the field says it too). */
export function PageProblems({ pageKey, problems }: { pageKey: PageKey; problems: readonly Problem[] }) {
  const t = useTranslations('AdminPages');
  const texts = usePageTexts();
  const languageName = useLanguageName();
  return (
    <div role="alert" className="rounded-2xl bg-blush/60 px-4 py-3 text-sm text-plum ring-1 ring-rose-deep/30">
      <p className="font-semibold text-rose-deep">{t('notSaved')}</p>
      <ul className="mt-1 space-y-0.5">
        {problems.map(({ key, message }, index) => (
          <li key={index} className="break-words">
            {key ? (
              <a href={`#${controlId('page', key)}`} className="underline underline-offset-2 hover:text-rose-deep">
                {problemLabel(texts, pageKey, key, { altText: t('altTextShort'), languageName })}: {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
