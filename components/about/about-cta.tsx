import { getTranslations } from 'next-intl/server';
import { CtaPanel } from '@/components/ui/cta-panel';

export async function AboutCta() {
  const t = await getTranslations('AboutPage');
  return (
    <CtaPanel
      title={t('ctaTitle')}
      text={t('ctaText')}
      primary={{ href: '/contact', label: t('ctaContact') }}
      secondary={{ href: '/services', label: t('ctaServices') }}
    />
  );
}
