import { primaryButtonClass } from './field-styles';

/** A section's "+ Add" button; `onPreload` fetches the form's code as the pointer or focus reaches it. */
export function AddButton({ label, onClick, onPreload }: { label: string; onClick: () => void; onPreload?: () => void }) {
  return (
    <button type="button" onClick={onClick} onPointerEnter={onPreload} onFocus={onPreload} className={primaryButtonClass}>
      <span aria-hidden="true" className="text-lg leading-none">
        +
      </span>
      {label}
    </button>
  );
}
