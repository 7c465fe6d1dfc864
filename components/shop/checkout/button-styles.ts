// The checkout's two kinds of button, shared by its server and client parts.

const BASE =
  'inline-flex w-full items-center justify-center whitespace-nowrap rounded-full px-7 py-3 text-sm font-semibold transition-colors';

/** Pay: the one filled button. */
export const PAY_BUTTON = `${BASE} bg-rose-deep text-white hover:bg-plum`;
/** Cancel, and the way back beside a filled button: outlined. */
export const CANCEL_BUTTON = `${BASE} border border-plum/25 bg-white text-plum hover:border-rose-deep hover:text-rose-deep`;
