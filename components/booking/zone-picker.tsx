'use client';

import { useMemo } from 'react';
import { zoneChoices } from '@/lib/booking/days';
import { fill } from './labels';

interface ZonePickerProps {
  zone: string;
  onChange: (zone: string) => void;
  labels: { zoneLabel: string; zoneShown: string };
}

/** Which zone the times are shown in (the browser's, detected), and a choice of every other. */
export function ZonePicker({ zone, onChange, labels }: ZonePickerProps) {
  const zones = useMemo(() => zoneChoices(zone), [zone]);
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-cream p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-semibold text-plum" data-testid="booking-zone">
        {fill(labels.zoneShown, { zone })}
      </p>
      <label className="flex flex-col gap-1 text-sm text-muted sm:flex-row sm:items-center sm:gap-3">
        {labels.zoneLabel}
        <select
          value={zone}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 max-w-full rounded-xl border border-plum/15 bg-white px-3 text-ink"
        >
          {zones.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
