// What the admin reads through SWR, by its API address, which is also its key in SWR's cache: the
// browser fetches it there, and the server renders the first answer with the page under the same
// key (lib/admin/server-rows.ts).

/** The session check (GET /api/admin/verify, docs/behaviour.md#admin-guard); login and logout update it. */
export const SESSION_KEY = '/api/admin/verify';

export const PROJECTS_KEY = '/api/admin/projects';
export const PRODUCTS_KEY = '/api/admin/products';
export const TESTIMONIALS_KEY = '/api/admin/testimonials';
export const DISCOUNT_CODES_KEY = '/api/admin/discount-codes';
export const PAGES_KEY = '/api/admin/pages';
export const SELLER_SETTINGS_KEY = '/api/admin/seller-settings';
