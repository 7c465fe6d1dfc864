// What the admin reads through SWR, by its API address, which is also its key in SWR's cache: the
// browser fetches it there, and the server renders the first answer with the page under the same
// key (lib/admin/server-rows.ts).

/** The session check (GET /api/admin/verify, docs/behaviour.md#admin-guard); login and logout update it. */
export const SESSION_KEY = '/api/admin/verify';

export const PROJECTS_KEY = '/api/admin/projects';
export const ARTICLES_KEY = '/api/admin/articles';
export const PRODUCTS_KEY = '/api/admin/products';
export const TESTIMONIALS_KEY = '/api/admin/testimonials';
export const DISCOUNT_CODES_KEY = '/api/admin/discount-codes';
export const PAGES_KEY = '/api/admin/pages';
export const SELLER_SETTINGS_KEY = '/api/admin/seller-settings';

// Team accounts and the signed-in person's own (issue 50, lib/api/admin-team.ts).
export const TEAM_KEY = '/api/admin/users';
export const ACCOUNT_KEY = '/api/admin/account';
/** The signed-in person's sessions; ALL_SESSIONS_KEY everyone's (owners). */
export const SESSIONS_KEY = '/api/admin/sessions';
export const ALL_SESSIONS_KEY = '/api/admin/sessions?all=1';
export const SECURITY_SETTINGS_KEY = '/api/admin/security-settings';
