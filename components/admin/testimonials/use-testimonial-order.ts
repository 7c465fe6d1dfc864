'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import type { KeyedMutator } from 'swr';
import { saveTestimonialOrder } from '@/lib/api/admin-testimonials';
import type { AdminTestimonial } from '@/lib/testimonials/input';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';

/** `list` with the item at `from` moved to `to`; null when either is outside the list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] | null {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return null;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * Moving a testimonial one place up or down. The list shows the new order at once and the whole
 * order is sent (the API wants every id); if the server refuses, SWR puts the previous order
 * back. `announcement` tells a screen reader where the testimonial went.
 */
export function useTestimonialOrder(testimonials: readonly AdminTestimonial[], mutate: KeyedMutator<AdminTestimonial[]>) {
  const t = useTranslations('AdminTestimonials');
  const recheckSession = useSessionRecheck();
  const [announcement, setAnnouncement] = useState('');

  async function move(testimonial: AdminTestimonial, offset: -1 | 1) {
    const from = testimonials.findIndex((item) => item.id === testimonial.id);
    const next = moveItem(testimonials, from, from + offset);
    if (!next) return;
    setAnnouncement(t('moved', { name: testimonial.client_name, position: from + offset + 1, total: next.length }));
    try {
      await mutate(() => saveTestimonialOrder(next.map((item) => item.id)), {
        optimisticData: next,
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
    } catch (error) {
      console.error('Failed to reorder testimonials', error);
      setAnnouncement('');
      toast.error(t('orderFailed'));
      recheckSession(error);
    }
  }

  return { move, announcement };
}
