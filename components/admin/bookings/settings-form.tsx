'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { BOOKING_SETTINGS_PATH, saveBookingSettings } from '@/lib/api/admin-bookings';
import type { BookingSettings } from '@/lib/booking/types';
import { AdminField } from '@/components/admin/ui/admin-field';
import { DraftOffer } from '@/components/admin/ui/draft-offer';
import { draftKey } from '@/components/admin/ui/draft-store';
import { useFormComfort } from '@/components/admin/ui/use-form-comfort';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormSection } from '@/components/admin/ui/form-section';
import { useWholeSave } from '@/components/admin/ui/use-whole-save';
import { BlockedDates } from './blocked-dates';
import { SettingsProblems } from './settings-problems';
import { checkValues, FIELD_LABELS, NUMBER_FIELDS, toSettings, toValues, type SettingsValues } from './settings-values';
import { WeeklyHours } from './weekly-hours';

/**
 * The studio's availability, saved whole (PUT). Times and numbers are checked here first; what the
 * server refuses comes back as "path: message" and is shown at its field and in a list on top.
 */
export function SettingsForm({ settings }: { settings: BookingSettings }) {
  const t = useTranslations('AdminBookings.settings');
  const [values, setValues] = useState<SettingsValues>(() => toValues(settings));
  const change = (next: Partial<SettingsValues>) => setValues((was) => ({ ...was, ...next }));
  const { errors, saving, submit } = useWholeSave({
    path: BOOKING_SETTINGS_PATH,
    check: () => Object.fromEntries(Object.entries(checkValues(values)).map(([key, kind]) => [key, t(`errors.${kind}`)])),
    save: () => saveBookingSettings(toSettings(values)),
    onSaved: (saved) => setValues(toValues(saved)),
    texts: { saved: t('saved'), saveFailed: t('saveFailed'), what: 'the booking settings' },
  });
  const saved = useMemo(() => toValues(settings), [settings]);
  const { bindForm, ...comfort } = useFormComfort({
    draftKey: draftKey('booking-settings'),
    values,
    saved,
    restore: setValues,
    busy: saving,
  });

  return (
    <form ref={bindForm} onSubmit={submit} noValidate aria-labelledby="availability-heading" className="space-y-6">
      <div>
        <h2 id="availability-heading" className="text-2xl">
          {t('heading')}
        </h2>
        <p className="mt-1 text-muted">{t('lead', { zone: values.time_zone })}</p>
      </div>
      <DraftOffer offer={comfort.offer} />
      <SettingsProblems errors={errors} />
      <FormSection id="hours-heading" heading="h3" title={t('hoursHeading')} lead={t('hoursLead')}>
        <WeeklyHours
          values={values}
          errors={errors}
          onChange={(day, spans) => change({ weekly_hours: { ...values.weekly_hours, [`${day}`]: spans } })}
        />
      </FormSection>
      <FormSection id="rules-heading" heading="h3" title={t('rulesHeading')}>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {NUMBER_FIELDS.map((name) => (
            <AdminField key={name} id={`booking-${name}`} label={t(FIELD_LABELS[name])} error={errors[name]}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="numeric"
                  value={values[name]}
                  onChange={(event) => change({ [name]: event.target.value })}
                />
              )}
            </AdminField>
          ))}
        </div>
        <AdminField
          id="booking-meeting_location"
          label={t('meetingLocation')}
          help={t('meetingLocationHelp')}
          error={errors.meeting_location}
        >
          {(control) => (
            <input
              {...control}
              value={values.meeting_location}
              maxLength={500}
              onChange={(event) => change({ meeting_location: event.target.value })}
            />
          )}
        </AdminField>
      </FormSection>
      <FormSection id="blocked-heading" heading="h3" title={t('blockedHeading')} lead={t('blockedLead')}>
        <BlockedDates dates={values.blocked_dates} errors={errors} onChange={(blocked_dates) => change({ blocked_dates })} />
      </FormSection>
      <div className="flex justify-end">
        <button type="submit" disabled={saving} className={primaryButtonClass}>
          {saving ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
