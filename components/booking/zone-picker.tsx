'use client';

import { useMemo } from 'react';
import { zoneChoices } from '@/lib/booking/days';
import { fill } from './labels';

interface ZonePickerProps {
  zone: string;
  /** The studio's zone, named beside the visitor's when they differ. */
  studioZone: string;
  onChange: (zone: string) => void;
  labels: { zoneLabel: string; zoneShown: string; studioZoneNote: string };
}

/** Which zone the times are shown in (the browser's, detected), a choice of every other, and the studio's. */
export function ZonePicker({ zone, studioZone, onChange, labels }: ZonePickerProps) {
  const zones = useMemo(() => zoneChoices(zone), [zone]);
  return (
    <div className="space-y-3 border-t border-plum/10 pt-5">
      <p className="font-semibold text-plum" data-testid="booking-zone">
        {fill(labels.zoneShown, { zone })}
      </p>
      <label className="flex flex-col gap-1 text-sm text-muted">
        {labels.zoneLabel}
        <select
          value={zone}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 w-full rounded-xl border border-plum/15 bg-white px-3 text-ink"
        >
          {zones.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {zone !== studioZone && (
        <p className="text-sm text-muted" data-testid="booking-studio-zone">
          {fill(labels.studioZoneNote, { zone: studioZone })}
        </p>
      )}
    </div>
  );
}
