// The trail's words for what was done to which kind of record: the server writes only these, and
// the admin words each (messages/admin/<language>/team.json, held by tests/unit/audit-route-entry.test.ts).

/** Every action the trail records; each has its words in messages/admin/<language>/team.json. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'restore',
  'refund',
  'resend',
  'cancel',
  'release',
  'reorder',
  'checked',
  'upload',
  'test-payment',
  'invite',
  'accept',
  'role',
  'remove',
  'password',
  'password-reset',
  'two-factor-on',
  'two-factor-off',
  'recovery-codes',
  'passkey-add',
  'passkey-remove',
  'session-end',
  'sign-in',
] as const;

/** Every kind of record the trail names. */
export const AUDIT_ENTITIES = [
  'project',
  'article',
  'product',
  'product-file',
  'image',
  'testimonial',
  'page',
  'translation',
  'booking',
  'booking-settings',
  'message',
  'order',
  'discount-code',
  'seller-settings',
  'user',
  'invitation',
  'session',
  'account',
  'security-settings',
  'mail',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
