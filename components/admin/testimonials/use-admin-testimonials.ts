'use client';

import useSWR from 'swr';
import { fetchAdminTestimonials } from '@/lib/api/admin-testimonials';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { TESTIMONIALS_KEY } from '@/lib/api/admin-keys';

export { TESTIMONIALS_KEY };

/** Every testimonial with both languages, in display order. A failure is logged and shown by the section. */
export function useAdminTestimonials() {
  const recheckSession = useSessionRecheck();
  return useSWR(TESTIMONIALS_KEY, fetchAdminTestimonials, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error) => {
      console.error('Failed to fetch testimonials', error);
      recheckSession(error);
    },
  });
}
