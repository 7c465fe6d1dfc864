import { TestimonialsSection } from '@/components/admin/testimonials/testimonials-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { HOME_TESTIMONIAL_COUNT } from '@/components/home/featured-testimonials';
import { adminPageMetadata } from '@/lib/admin/locale';
import { TESTIMONIALS_NAMESPACES } from '@/lib/admin/namespaces';

export const generateMetadata = () => adminPageMetadata('testimonialsTitle');

export default function AdminTestimonialsPage() {
  return (
    <AdminIntlProvider namespaces={TESTIMONIALS_NAMESPACES}>
      {/* The home page's own count, so the admin's note cannot drift from what the site does. */}
      <TestimonialsSection homeCount={HOME_TESTIMONIAL_COUNT} />
    </AdminIntlProvider>
  );
}
