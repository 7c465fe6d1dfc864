import { CtaPanel } from '@/components/ui/cta-panel';
import { getPageContent } from '@/lib/content/pages';

export async function ClosingCta() {
  const { closing } = await getPageContent('home');
  return (
    <CtaPanel
      title={closing.title}
      text={closing.text}
      primary={{ href: '/contact', label: closing.ctaContact }}
      secondary={{ href: '/digital-products', label: closing.ctaTemplates }}
    />
  );
}
