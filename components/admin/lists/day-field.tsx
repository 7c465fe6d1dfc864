'use client';

import { useFormatter } from 'next-intl';
import { inputClass, labelClass } from '@/components/admin/ui/field-styles';
import { isDay } from '@/components/admin/orders/order-display';

interface DayFieldProps {
  id: string;
  label: string;
  /** How a day is written, in the admin's language ("YYYY-MM-DD"): the placeholder and the hint. */
  pattern: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of the message that says what is wrong with the range, when something is. */
  errorId?: string;
}

/**
 * A day written YYYY-MM-DD, the one form no reader takes for another (a browser's date input
 * follows the browser's locale, 03/04/2025 in the US); under it, the day as the admin writes
 * dates ("Mar 4, 2025"), so a slip shows at once.
 */
export function DayField({ id, label, pattern, value, onChange, errorId }: DayFieldProps) {
  const format = useFormatter();
  const hintId = `${id}-hint`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={pattern}
        maxLength={10}
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        className={`${inputClass} h-12 py-2.5 tabular-nums lining-nums`}
      />
      <p id={hintId} className="mt-1 min-h-4 px-1 text-xs text-muted">
        {isDay(value) ? format.dateTime(new Date(`${value}T00:00:00Z`), { dateStyle: 'medium' }) : value && pattern}
      </p>
    </div>
  );
}
