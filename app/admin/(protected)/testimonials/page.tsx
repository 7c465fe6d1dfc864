import { TestimonialsSection } from '@/components/admin/testimonials/testimonials-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { ServerRows } from '@/components/admin/shell/server-rows';
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
        <TestimonialsSection />
      </ServerRows>
    </AdminIntlProvider>
  );
}
