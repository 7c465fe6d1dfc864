'use client';

import { useFormatter, useTranslations } from 'next-intl';

/**
 * "Draft saved 14:05 UTC": when this editor last saved the draft, by hand or after a pause in the
 * edits. A polite status, so an autosave is heard without a toast each time; the time is written
 * as the editor's other times are (24-hour, with the zone).
 */
export function DraftSavedStatus({ savedAt }: { savedAt: Date | null }) {
  const t = useTranslations('AdminPages');
  const format = useFormatter();
  const time = savedAt && format.dateTime(savedAt, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' });
  return (
    <p role="status" className="text-sm text-muted">
      {time && t('draftSavedAt', { time })}
    </p>
  );
}
