'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { ApiError } from '@/lib/api/admin';
import { BOOKING_SETTINGS_PATH, saveBookingSettings } from '@/lib/api/admin-bookings';
import type { BookingSettings } from '@/lib/booking/types';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { AdminField } from '@/components/admin/ui/admin-field';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';
import { errorsOfDetail, type FieldErrors } from '@/components/admin/ui/detail-errors';
import { FormSection } from '@/components/admin/ui/form-section';
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
  const { mutate } = useSWRConfig();
  const recheckSession = useSessionRecheck();
  const [values, setValues] = useState<SettingsValues>(() => toValues(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const change = (next: Partial<SettingsValues>) => setValues((was) => ({ ...was, ...next }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = checkValues(values);
    if (Object.keys(problems).length > 0)
      return setErrors(Object.fromEntries(Object.entries(problems).map(([key, kind]) => [key, t(`errors.${kind}`)])));
    setErrors({});
    setSaving(true);
    try {
      const saved = await saveBookingSettings(toSettings(values));
      await mutate(BOOKING_SETTINGS_PATH, saved, { revalidate: false });
      setValues(toValues(saved));
      toast.success(t('saved'));
    } catch (failure) {
      console.error('Saving the booking settings failed', failure);
      if (failure instanceof ApiError && failure.status === 400 && failure.detail) setErrors(errorsOfDetail(failure.detail));
      toast.error(failure instanceof ApiError && failure.detail ? failure.detail : t('saveFailed'), { duration: 10_000 });
      recheckSession(failure);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="availability-heading" className="space-y-6">
      <div>
        <h2 id="availability-heading" className="text-2xl">
          {t('heading')}
        </h2>
        <p className="mt-1 text-muted">{t('lead', { zone: values.time_zone })}</p>
      </div>
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
