/**
 * Room kept free for the fixed header by what floats over the page (the toasts). The header is
 * 84 px tall before the page scrolls (20 px padding around the 44 px menu button and call to
 * action) and 60 px once compact; 96 px leaves a small gap under the tall one.
 */
export const HEADER_CLEARANCE_PX = 96;
