import { getTranslations } from 'next-intl/server';
import { CtaPanel } from '@/components/ui/cta-panel';

export async function TestimonialsCta() {
  const t = await getTranslations('TestimonialsPage');
  return (
    <CtaPanel
      spaced
      title={t('ctaTitle')}
      text={t('ctaText')}
      primary={{ href: '/contact', label: t('ctaContact') }}
      secondary={{ href: '/services', label: t('ctaServices') }}
    />
  );
}
