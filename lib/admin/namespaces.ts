import type { AdminNamespace } from './messages';

// A form's translation tabs and their status (components/admin/form/record-form.tsx) read
// AdminTranslations: each page with a form names it, since a page's texts replace the layout's. So
// does AdminEditing, the editing comfort's texts (components/admin/ui/use-form-comfort.ts): the
// leave question and the offer of a kept draft.

// A refused action's words (AdminRefusals, components/admin/ui/use-failure-text.ts) are every section's.

/** The layout's, for the guard and the shell (its dialogs included); each page's replace them below it. */
export const LAYOUT_NAMESPACES = ['AdminShell', 'AdminGuard'] as const satisfies readonly AdminNamespace[];

export const DASHBOARD_NAMESPACES = ['AdminDashboard', 'AdminRefusals'] as const satisfies readonly AdminNamespace[];

export const PROJECTS_NAMESPACES = [
  'AdminProjects',
  'ProjectForm',
  'AdminForm',
  'AdminEditing',
  'AdminTranslations',
  'ImageUpload',
  'RichTextEditor',
  'AdminRefusals',
] as const satisfies readonly AdminNamespace[];

/** The Journal: the articles' form draws rich text and a cover picture, as a project's does. */
export const JOURNAL_NAMESPACES = [
  'AdminJournal',
  'ArticleForm',
  'AdminForm',
  'AdminEditing',
  'AdminTranslations',
  'ImageUpload',
  'RichTextEditor',
  'AdminRefusals',
] as const satisfies readonly AdminNamespace[];

export const TESTIMONIALS_NAMESPACES = [
  'AdminTestimonials',
  'TestimonialForm',
  'AdminForm',
  'AdminEditing',
  'AdminTranslations',
  'AdminRefusals',
] as const satisfies readonly AdminNamespace[];

export const PRODUCTS_NAMESPACES = [
  'AdminProducts',
  'ProductForm',
  'AdminForm',
  'AdminEditing',
  'AdminTranslations',
  'ImageUpload',
  'AdminRefusals',
] as const satisfies readonly AdminNamespace[];

export const MESSAGES_NAMESPACES = ['AdminMessages', 'AdminServices', 'AdminRefusals'] as const satisfies readonly AdminNamespace[];

export const ORDERS_NAMESPACES = ['AdminOrders', 'AdminRefusals'] as const satisfies readonly AdminNamespace[];

export const BOOKINGS_NAMESPACES = [
  'AdminBookings',
  'AdminServices',
  'AdminForm',
  'AdminEditing',
  'AdminRefusals',
] as const satisfies readonly AdminNamespace[];

export const DISCOUNTS_NAMESPACES = [
  'AdminDiscounts',
  'AdminForm',
  'AdminEditing',
  'AdminRefusals',
] as const satisfies readonly AdminNamespace[];

export const SETTINGS_NAMESPACES = [
  'AdminSettings',
  'AdminForm',
  'AdminEditing',
  'AdminRefusals',
] as const satisfies readonly AdminNamespace[];

/** The list of pages: each card says how far its Norwegian texts are; PageFields names the pages. */
export const PAGES_NAMESPACES = [
  'AdminPages',
  'PageFields',
  'AdminTranslations',
  'AdminRefusals',
] as const satisfies readonly AdminNamespace[];

/** The page editor: its fields' names (PageFields), its translation status, the pictures' uploads and the legal texts' editor. */
export const PAGE_EDITOR_NAMESPACES = [
  'AdminPages',
  'PageFields',
  'AdminForm',
  'AdminEditing',
  'AdminTranslations',
  'ImageUpload',
  'RichTextEditor',
  'AdminRefusals',
] as const satisfies readonly AdminNamespace[];

/** Team (owners): the people, their invitations, and the security settings' card. */
export const TEAM_NAMESPACES = ['AdminTeam', 'AdminSecurity', 'AdminRefusals'] as const satisfies readonly AdminNamespace[];

/** The signed-in person's own account: language, password, two-factor sign-in and sessions. */
export const ACCOUNT_NAMESPACES = ['AdminAccount', 'AdminRefusals'] as const satisfies readonly AdminNamespace[];

export const AUDIT_NAMESPACES = ['AdminAudit', 'AdminRefusals'] as const satisfies readonly AdminNamespace[];

/** The pages a person reaches without a session: a new password by a link, an invitation's account. */
export const PASSWORD_RESET_NAMESPACES = ['AdminPasswordReset', 'AdminRefusals'] as const satisfies readonly AdminNamespace[];
export const INVITATION_NAMESPACES = ['AdminInvitation', 'AdminRefusals'] as const satisfies readonly AdminNamespace[];

export const SYSTEM_NAMESPACES = ['AdminSystem', 'AdminRefusals'] as const satisfies readonly AdminNamespace[];
