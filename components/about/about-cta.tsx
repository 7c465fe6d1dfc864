import { CtaPanel } from '@/components/ui/cta-panel';
import { getPageContent } from '@/lib/content/pages';

export async function AboutCta() {
  const { cta } = await getPageContent('about');
  return (
    <CtaPanel
      title={cta.title}
      text={cta.text}
      primary={{ href: '/contact', label: cta.ctaContact }}
      secondary={{ href: '/services', label: cta.ctaServices }}
    />
  );
}
