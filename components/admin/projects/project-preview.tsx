'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { fromFlatFields, type Localized } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { previewProject } from '@/lib/api/admin';
import { useAdminAction } from '@/components/admin/ui/use-admin-action';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/components/admin/ui/localized-values';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import type { ProjectInput } from '@/lib/projects/input';

/** The preview's address per language. */
type Links = Localized<string>;

/** The default language's link first, then each translation language's. */
const LOCALES: readonly Locale[] = [DEFAULT_LOCALE, ...TRANSLATION_LOCALES];

/**
 * The form's Preview: sends the unsaved values (checked like a save) to be kept as the admin's
 * preview, then offers the public page in each language, in draft mode, which only they can see.
 */
export function useProjectPreview() {
  const t = useTranslations('ProjectForm');
  const [links, setLinks] = useState<Links | null>(null);
  const { busy, run } = useAdminAction();

  /** `body`: the form's values, checked as a save checks them. */
  async function open(body: ProjectInput) {
    if (busy) return;
    const answer = await run('preview', () => previewProject(body), { failed: t('previewFailed') });
    // The answer names each address like a flat field: `url`, then `url_<locale>` per translation.
    if (answer) setLinks(fromFlatFields<string>(answer, 'url'));
  }

  return { busy: busy !== null, links, open };
}

const linkClass = 'font-semibold text-rose-deep underline-offset-4 hover:text-plum hover:underline';

/** The preview's addresses once prepared, one per language; each opens in a new tab. */
export function ProjectPreviewLinks({ links }: { links: Links | null }) {
  const t = useTranslations('ProjectForm');
  const languageName = useLanguageName();
  if (!links) return null;
  return (
    <p role="status" className="mr-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      <span>{t('previewReady')}</span>
      {LOCALES.map((locale) => {
        const href = links[locale];
        return (
          href && (
            <a key={locale} href={href} target="_blank" rel="noopener" className={linkClass}>
              {t('previewIn', { language: languageName(locale) })}
            </a>
          )
        );
      })}
    </p>
  );
}
