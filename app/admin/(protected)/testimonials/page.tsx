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
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <ServerRows rows={await serverRows(TESTIMONIALS_KEY, listAdminTestimonials)}>
          <TestimonialsSection />
        </ServerRows>
      </main>
    </AdminIntlProvider>
  );
}
