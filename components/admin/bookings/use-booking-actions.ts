'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { ApiError } from '@/lib/api/admin';
import { BOOKINGS_PATH, cancelBooking, markBooking, releaseBooking, type BookingMark } from '@/lib/api/admin-bookings';
import type { AdminBooking } from '@/lib/booking/types';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';

const isBookingList = (key: unknown) => typeof key === 'string' && key.startsWith(`${BOOKINGS_PATH}?`);

/**
 * Marking and cancelling calls, and releasing holds: a toast says how it went (with the server's reason when it gives
 * one), and both lists are reloaded after, since a change can move a call between them.
 */
export function useBookingActions() {
  const t = useTranslations('AdminBookings');
  const { mutate } = useSWRConfig();
  const recheckSession = useSessionRecheck();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function act(booking: AdminBooking, action: () => Promise<unknown>, success: string, fallback: string): Promise<boolean> {
    setBusyId(booking.id);
    try {
      await action();
      toast.success(success);
      return true;
    } catch (failure) {
      console.error(fallback, failure);
      toast.error(failure instanceof ApiError && failure.detail ? failure.detail : fallback, { duration: 10_000 });
      recheckSession(failure);
      return false;
    } finally {
      setBusyId(null);
      void mutate(isBookingList);
    }
  }

  return {
    busyId,
    mark: (booking: AdminBooking, status: BookingMark) =>
      act(
        booking,
        () => markBooking(booking.id, status),
        t('marked', { name: booking.name, status: t(`status.${status}`) }),
        t('markFailed'),
      ),
    cancel: (booking: AdminBooking, message: string) =>
      act(
        booking,
        () => cancelBooking(booking.id, message),
        t('cancelled', { name: booking.name, email: booking.email }),
        t('cancelFailed'),
      ),
    release: (booking: AdminBooking) =>
      act(booking, () => releaseBooking(booking.id), t('released', { name: booking.name }), t('releaseFailed')),
  };
}
