import { TestimonialsSection } from '@/components/admin/testimonials/testimonials-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { ServerRows } from '@/components/admin/shell/server-rows';
import { HOME_TESTIMONIAL_COUNT } from '@/components/home/featured-testimonials';
import { adminPageMetadata } from '@/lib/admin/locale';
import { TESTIMONIALS_NAMESPACES } from '@/lib/admin/namespaces';
import { serverRows } from '@/lib/admin/server-rows';
import { TESTIMONIALS_KEY } from '@/lib/api/admin-keys';
import { listAdminTestimonials } from '@/lib/content/admin-testimonials';

export const generateMetadata = () => adminPageMetadata('testimonialsTitle');

export default async function AdminTestimonialsPage() {
  return (
    <AdminIntlProvider namespaces={TESTIMONIALS_NAMESPACES}>
      <ServerRows rows={await serverRows(TESTIMONIALS_KEY, listAdminTestimonials)}>
        {/* The home page's own count, so the admin's note cannot drift from what the site does. */}
        <TestimonialsSection homeCount={HOME_TESTIMONIAL_COUNT} />
      </ServerRows>
    </AdminIntlProvider>
  );
}
