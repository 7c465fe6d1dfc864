'use client';

import { useLocale } from 'next-intl';
import { useState } from 'react';
import { adminLocaleCookie, ownLanguageName } from '@/i18n/admin-locale';
import { LOCALE_TAGS } from '@/i18n/locales';
import { routing, type Locale } from '@/i18n/routing';
import { changeAccountLocale } from '@/lib/api/admin-account';

// Its own file: the sign-in page shows it too, without the signed-in shell's code.

/**
 * The admin's language, in a cookie the server reads (lib/admin/locale.ts). The page loads again, so every text, date and amount
 * on it (the lists' rows included, fetched in the browser) comes in the new language at once. `signedIn`: the choice is also the
 * person's (PATCH /api/admin/account), which their e-mails and their other browsers follow; on the sign-in page only the cookie.
 */
export function AdminLanguageMenu({ label, signedIn = false }: { label: string; signedIn?: boolean }) {
  const locale = useLocale();
  const [changing, setChanging] = useState(false);
  return (
    <label className="inline-flex items-center">
      <span className="sr-only">{label}</span>
      <select
        value={locale}
        disabled={changing}
        onChange={(event) => {
          const chosen = event.target.value as Locale;
          setChanging(true);
          void switchLanguage(chosen, signedIn);
        }}
        className="min-h-11 rounded-full border border-plum/20 bg-white px-3 text-sm font-semibold text-plum focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-deep disabled:opacity-60"
      >
        {routing.locales.map((code) => (
          <option key={code} value={code} lang={LOCALE_TAGS[code].html}>
            {ownLanguageName(code)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Keeps the choice (the person's too when signed in), then loads the page again in it. */
export async function switchLanguage(locale: Locale, signedIn: boolean) {
  if (signedIn) {
    // A failed save still switches this browser: the cookie alone is what the page needs.
    await changeAccountLocale(locale).catch((failure: unknown) => console.error('Saving the language failed', failure));
  }
  document.cookie = adminLocaleCookie(locale, window.location.protocol === 'https:');
  window.location.reload();
}
