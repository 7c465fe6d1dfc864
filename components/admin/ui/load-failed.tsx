import { secondaryButtonClass } from './field-styles';

/** Where a section's records would be when they could not be loaded: what happened, and Try again. */
export function LoadFailed({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-plum/5">
      <p className="text-ink">{message}</p>
      <button type="button" onClick={onRetry} className={secondaryButtonClass}>
        {retry}
      </button>
    </div>
  );
}
