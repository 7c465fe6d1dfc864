import { getTranslations } from 'next-intl/server';
import { STUDIO_NAME } from '@/lib/site';
import { HeaderClient } from './header-client';
import { NAV_ITEMS } from './nav-items';

export async function SiteHeader() {
  const t = await getTranslations('Header');
  const tSwitch = await getTranslations('LanguageSwitcher');
  const tContact = await getTranslations('ContactPage');
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
        menuNote: tContact('responseText'),
      }}
      switcher={{ label: tSwitch('switchTo'), name: tSwitch('name') }}
    />
  );
}
