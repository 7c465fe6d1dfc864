import { AdminField } from './admin-field';

interface MoneyInputProps {
  id: string;
  label: string;
  /** The currency's code, shown beside the number ("USD"). */
  currency: string;
  help?: string;
  error?: string;
  /** The text as typed, so "12." on the way to "12.50" stays; the form reads the amount from it. */
  value: string;
  onChange: (text: string) => void;
  /** `text` where the form checks the amount's writing itself and shows it as stored ("34.50"). */
  type?: 'number' | 'text';
  required?: boolean;
  placeholder?: string;
}

/** An amount of money in a labelled field, its currency beside the number. */
export function MoneyInput({ id, label, currency, help, error, value, onChange, type = 'number', required, placeholder }: MoneyInputProps) {
  const steps = type === 'number' ? { min: 0, step: 0.01 } : {};
  return (
    <AdminField id={id} label={label} help={help} error={error}>
      {(control) => (
        <div className="relative sm:max-w-xs">
          <input
            {...control}
            {...steps}
            type={type}
            inputMode="decimal"
            autoComplete="off"
            aria-required={required || undefined}
            placeholder={placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={`${control.className} pr-16 tabular-nums`}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-sm font-semibold text-muted"
          >
            {currency}
          </span>
        </div>
      )}
    </AdminField>
  );
}
