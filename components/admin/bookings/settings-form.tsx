'use client';

import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { BOOKING_SETTINGS_PATH, saveBookingSettings } from '@/lib/api/admin-bookings';
import { availabilityDescription } from '@/lib/booking/availability-fields';
import type { BookingSettings } from '@/lib/booking/types';
import { DescribedForm } from '@/components/admin/form/described-form';
import { useDescribedForm } from '@/components/admin/form/use-described-form';
import { draftKey } from '@/components/admin/ui/draft-store';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';
import { BlockedDates } from './blocked-dates';
import { useSpanName, WeeklyHours } from './weekly-hours';

const ID = 'availability';
const NAMESPACE = 'AdminBookings.settings';
const WIDGETS = { weeklyHours: WeeklyHours, blockedDates: BlockedDates };

/**
 * The studio's availability, drawn from its description (lib/booking/availability-fields.ts) and
 * saved whole (PUT); what is wrong shows at its field (a span's end, a blocked day) and in a list on top.
 */
export function SettingsForm({ settings }: { settings: BookingSettings }) {
  const t = useTranslations(NAMESPACE);
  const spanName = useSpanName();
  const { mutate } = useSWRConfig();
  const state = useDescribedForm({
    description: availabilityDescription,
    namespace: NAMESPACE,
    idPrefix: ID,
    record: { ...settings },
    draftKey: draftKey('booking-settings'),
    widgets: WIDGETS,
    // The zone is no field of the form: it goes back as it came.
    save: (body) => saveBookingSettings({ ...body, time_zone: settings.time_zone } as unknown as BookingSettings),
    onSaved: async (saved) => {
      await mutate(BOOKING_SETTINGS_PATH, saved, { revalidate: false });
      state.editor.dispatch({ type: 'restored', content: { ...saved } });
    },
    texts: { created: t('saved'), updated: t('saved') },
  });

  return (
    <DescribedForm
      state={state}
      description={availabilityDescription}
      idPrefix={ID}
      heading="h3"
      labelledBy={`${ID}-heading`}
      labelOf={(name, key) => spanName(key) ?? state.text(`fields.${name}`)}
      intro={
        <div>
          <h2 id={`${ID}-heading`} className="text-2xl">
            {t('heading')}
          </h2>
          <p className="mt-1 text-muted">{t('lead', { zone: settings.time_zone })}</p>
        </div>
      }
      actions={
        <button type="submit" disabled={state.saving} className={primaryButtonClass}>
          {state.saving ? t('saving') : t('save')}
        </button>
      }
    />
  );
}
