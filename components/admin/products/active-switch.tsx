'use client';

interface ActiveSwitchProps {
  id: string;
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch (a button with role="switch"), its label and what it does. */
export function ActiveSwitch({ id, label, help, checked, onChange }: ActiveSwitchProps) {
  return (
    <div className="flex items-start gap-4 rounded-2xl bg-cream/70 px-4 py-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help`}
        onClick={() => onChange(!checked)}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-plum/25 transition-colors aria-checked:bg-rose-deep"
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5.5' : 'translate-x-0.5'}`}
        />
      </button>
      <div>
        <span id={`${id}-label`} className="text-sm font-semibold text-plum">
          {label}
        </span>
        <p id={`${id}-help`} className="text-xs text-muted">
          {help}
        </p>
      </div>
    </div>
  );
}
