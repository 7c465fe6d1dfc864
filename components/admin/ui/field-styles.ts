// Shared looks of the admin's form controls, in the public contact form's style.

export const inputClass =
  'w-full rounded-2xl border border-plum/15 bg-white px-4 py-3 text-ink transition-colors placeholder:text-muted/70 hover:border-plum/30 focus:border-rose-deep aria-[invalid=true]:border-rose-deep aria-[invalid=true]:bg-blush/30';

export const labelTextClass = 'text-sm font-semibold text-plum';
export const labelClass = `mb-2 block ${labelTextClass}`;
/** A label with a tag beside it (a translation's status): the row takes the label's place. */
export const labelRowClass = 'mb-2 flex flex-wrap items-center gap-x-2 gap-y-1';

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-rose-deep px-6 py-3 text-sm font-semibold text-white transition-colors hover:bg-plum disabled:cursor-not-allowed disabled:bg-plum/45';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-plum/20 bg-white px-5 py-2.5 text-sm font-semibold text-plum transition-colors hover:border-rose-deep hover:text-rose-deep disabled:cursor-not-allowed disabled:opacity-50';
