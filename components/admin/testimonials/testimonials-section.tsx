'use client';

import { useTranslations } from 'next-intl';
import { deleteTestimonial, fetchAdminTestimonials, saveTestimonialOrder } from '@/lib/api/admin-testimonials';
import { TESTIMONIALS_KEY } from '@/lib/api/admin-keys';
import { testimonialDescription } from '@/lib/testimonials/fields';
import { HOME_TESTIMONIAL_COUNT } from '@/lib/testimonials/home';
import type { AdminTestimonial } from '@/lib/testimonials/input';
import { CollectionSection, type Collection } from '@/components/admin/collection/collection-section';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { lazyFormModal } from '@/components/admin/ui/lazy-form-modal';

const loadForm = () => import('./testimonial-form').then((module) => module.TestimonialFormModal);
const Form = lazyFormModal(loadForm, 'AdminTestimonials');

/** /admin/testimonials: the testimonials in display order, with New, Move up/down, and Edit and Delete in each row's menu. */
export function TestimonialsSection() {
  const t = useTranslations('AdminTestimonials');
  const records = useAdminData(TESTIMONIALS_KEY, fetchAdminTestimonials, 'testimonials');
  const collection: Collection<AdminTestimonial> = {
    kind: 'testimonials',
    namespace: 'AdminTestimonials',
    formNamespace: 'TestimonialForm',
    description: testimonialDescription,
    titleOf: (testimonial) => testimonial.client_name,
    remove: (testimonial) => deleteTestimonial(testimonial.id),
    Form,
    loadForm,
    order: { save: saveTestimonialOrder, note: t('orderNote', { count: HOME_TESTIMONIAL_COUNT }) },
    icon: (
      <path d="M4.5 6.5A2.5 2.5 0 017 4h10a2.5 2.5 0 012.5 2.5v7A2.5 2.5 0 0117 16h-6l-4.5 4v-4H7a2.5 2.5 0 01-2.5-2.5zM9 9h6M9 12h4" />
    ),
  };
  return <CollectionSection collection={collection} records={records} />;
}
