import { getLocale, getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { getPageContent } from '@/lib/content/pages';
import { STUDIO_NAME } from '@/lib/site';
import { HeaderClient } from './header-client';
import type { SwitcherLabels } from './language-switcher';
import { NAV_ITEMS } from './nav-items';

/** A link to each other language, worded in that language (its own messages describe it). */
async function switchersFrom(current: string): Promise<SwitcherLabels[]> {
  const others = routing.locales.filter((locale) => locale !== current);
  return Promise.all(
    others.map(async (locale) => {
      const t = await getTranslations({ locale, namespace: 'LanguageSwitcher' });
      return { locale, label: t('switchTo'), name: t('name') };
    }),
  );
}

export async function SiteHeader() {
  const [t, { details }] = await Promise.all([getTranslations('Header'), getPageContent('contact')]);
  return (
    <HeaderClient
      studioName={STUDIO_NAME}
      links={NAV_ITEMS.map((item) => ({ href: item.href, label: t(item.label) }))}
      labels={{
        mainNav: t('mainNav'),
        openMenu: t('openMenu'),
        closeMenu: t('closeMenu'),
        logo: t('logoLabel'),
        bookCall: t('bookCall'),
        // The contact page's response promise, under the menu's call to action.
        menuNote: details.responseText,
      }}
      switchers={await switchersFrom(await getLocale())}
    />
  );
}
