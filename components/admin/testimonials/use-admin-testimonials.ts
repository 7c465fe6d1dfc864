'use client';

import useSWR from 'swr';
import { fetchAdminTestimonials } from '@/lib/api/admin-testimonials';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';

export const TESTIMONIALS_KEY = '/api/admin/testimonials';

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
