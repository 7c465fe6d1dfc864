import { getTranslations } from 'next-intl/server';
import { CtaPanel } from '@/components/ui/cta-panel';

export async function ClosingCta() {
  const t = await getTranslations('HomePage');
  return (
    <CtaPanel
      title={t('ctaTitle')}
      text={t('ctaText')}
      primary={{ href: '/contact', label: t('ctaContact') }}
      secondary={{ href: '/digital-products', label: t('ctaTemplates') }}
    />
  );
}
