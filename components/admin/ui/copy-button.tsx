'use client';

import { toast } from 'sonner';
import { secondaryButtonClass } from './field-styles';
import { LineIcon } from './line-icon';

/**
 * Copies `text` to the clipboard (an invitation link, recovery codes) and says so in a toast; where
 * the browser refuses (no permission, an http address), the toast asks to copy by hand, as the
 * text stands beside the button.
 */
export function CopyButton({ text, label, done, failed }: { text: string; label: string; done: string; failed: string }) {
  return (
    <button
      type="button"
      onClick={() =>
        // Inside the promise: on an http address `navigator.clipboard` is missing altogether.
        void Promise.resolve()
          .then(() => navigator.clipboard.writeText(text))
          .then(
            () => toast.success(done),
            () => toast.error(failed),
          )
      }
      className={`${secondaryButtonClass} min-h-11`}
    >
      <LineIcon d="M9 9h10v12H9zM5 15V3h10" className="size-4" />
      {label}
    </button>
  );
}
