import type { AdminRole } from '@/lib/db/schema/admin';

// Who may open what (docs/admin.md#roles). Every admin handler names its area (requireAdmin), and
// the shell hides the sections of the areas a role lacks; this file is read by both.

export type { AdminRole };
export const ADMIN_ROLES = ['owner', 'editor'] as const satisfies readonly AdminRole[];

export type AdminArea =
  /** Pages, projects, products, testimonials, translations, uploads and previews. */
  | 'content'
  | 'bookings'
  | 'messages'
  /** Orders, revenue, receipts, refunds and every export. */
  | 'orders'
  | 'discounts'
  /** The seller's legal details. */
  | 'settings'
  /** People, invitations, everyone's sessions and the security settings. */
  | 'team'
  | 'audit'
  /** The System panel: mail, backups, disk and version, and sending a waiting mail now. */
  | 'system'
  /** One's own password, language, two-factor and sessions. */
  | 'account';

export const EDITOR_AREAS: readonly AdminArea[] = ['content', 'bookings', 'messages', 'account'];

export const canOpen = (role: AdminRole, area: AdminArea): boolean => role === 'owner' || EDITOR_AREAS.includes(area);
