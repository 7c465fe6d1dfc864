import { getTranslations } from 'next-intl/server';
import { STUDIO_NAME } from '@/lib/site';
import { HeaderClient } from './header-client';
import { NAV_ITEMS } from './nav-items';

export async function SiteHeader() {
  const t = await getTranslations('Header');
  const tSwitch = await getTranslations('LanguageSwitcher');
  return (
    <HeaderClient
      studioName={STUDIO_NAME}
      links={NAV_ITEMS.map((item) => ({ href: item.href, label: t(item.label) }))}
      labels={{ mainNav: t('mainNav'), openMenu: t('openMenu'), closeMenu: t('closeMenu'), logo: t('logoLabel') }}
      switcher={{ label: tSwitch('switchTo'), short: tSwitch('short') }}
    />
  );
}
