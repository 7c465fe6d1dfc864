'use client';

import { hasLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { switchLanguage } from '@/components/admin/shell/admin-language-menu';
import { AdminField } from '@/components/admin/ui/admin-field';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormSection } from '@/components/admin/ui/form-section';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { useLanguageLabel } from '@/components/admin/ui/use-language-name';
import { routing, type Locale } from '@/i18n/routing';

/** The person's language (`saved`), for the admin and the e-mails it sends them: saved, then the page loads again in it. */
export function LanguageForm({ saved }: { saved: string | null }) {
  const t = useTranslations('AdminAccount');
  const languageLabel = useLanguageLabel();
  // None chosen yet (or one no longer offered): the language the admin speaks now.
  const adminLocale = useAdminLocale();
  const locale = hasLocale(routing.locales, saved) ? saved : adminLocale;
  const [chosen, setChosen] = useState(locale);
  const [saving, setSaving] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    void switchLanguage(chosen, true);
  }

  return (
    <FormSection id="account-language" heading="h2" title={t('languageTitle')} lead={t('languageLead')}>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-48">
          <AdminField id="account-language-select" label={t('languageLabel')}>
            {(control) => (
              <select {...control} value={chosen} onChange={(event) => setChosen(event.target.value as Locale)}>
                {routing.locales.map((code) => (
                  <option key={code} value={code}>
                    {languageLabel(code)}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
        </div>
        <button type="submit" disabled={saving || chosen === locale} className={`${secondaryButtonClass} min-h-12`}>
          {t('languageSave')}
        </button>
      </form>
    </FormSection>
  );
}
