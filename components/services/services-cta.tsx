import { CtaPanel } from '@/components/ui/cta-panel';
import { getPageContent } from '@/lib/content/pages';

export async function ServicesCta() {
  const { cta } = await getPageContent('services');
  return (
    <CtaPanel
      title={cta.title}
      text={cta.text}
      primary={{ href: '/book', label: cta.ctaContact }}
      secondary={{ href: '/projects', label: cta.ctaProjects }}
    />
  );
}
