import { getTranslations } from 'next-intl/server';
import { CtaPanel } from '@/components/ui/cta-panel';

export async function ServicesCta() {
  const t = await getTranslations('ServicesPage');
  return (
    <CtaPanel
      title={t('ctaTitle')}
      text={t('ctaText')}
      primary={{ href: '/contact', label: t('ctaContact') }}
      secondary={{ href: '/projects', label: t('ctaProjects') }}
    />
  );
}
