import { isUuid } from '@/lib/db/uuid';
import type { AuditEntry } from './record';
import type { AuditAction, AuditEntity } from './vocabulary';

// An admin write's entry, read from its address: /api/admin/<things>/<id>/<action>. The project
// writes and image uploads live outside /api/admin (their public reads share the address).

const ENTITIES: Record<string, AuditEntity> = {
  projects: 'project',
  articles: 'article',
  products: 'product',
  testimonials: 'testimonial',
  pages: 'page',
  bookings: 'booking',
  'booking-settings': 'booking-settings',
  messages: 'message',
  orders: 'order',
  'discount-codes': 'discount-code',
  'seller-settings': 'seller-settings',
  'product-files': 'product-file',
  translations: 'translation',
  upload: 'image',
  users: 'user',
  sessions: 'session',
  account: 'account',
  'security-settings': 'security-settings',
  mail: 'mail',
};

/** A last segment that names what was done, and the word the trail uses for it. */
const ACTIONS: Record<string, AuditAction> = {
  publish: 'publish',
  restore: 'restore',
  refund: 'refund',
  receipt: 'resend',
  send: 'resend',
  cancel: 'cancel',
  release: 'release',
  order: 'reorder',
  checked: 'checked',
  image: 'upload',
};

const BY_METHOD: Record<string, AuditAction> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** Writes that change nothing anyone else sees: signing in and out, previews of unsaved edits. */
const NOT_RECORDED = new Set(['login', 'logout', 'verify', 'preview']);

/** A segment as Next hands it to the handler; a broken %-escape stays as it came. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function entryFromPath(method: string, pathname: string): AuditEntry | null {
  const segments = pathname
    .replace(/^\/api\/(admin\/)?/, '')
    .split('/')
    .filter(Boolean)
    .map(decoded);
  const [head, ...rest] = segments;
  if (!head || NOT_RECORDED.has(head) || rest.includes('preview')) return null;
  // /users/invitations/<id>: an invitation, not a person.
  const [entity, tail] = head === 'users' && rest[0] === 'invitations' ? (['invitation', rest.slice(1)] as const) : [ENTITIES[head], rest];
  const last = tail.at(-1);
  const named =
    last !== undefined && ACTIONS[last] !== undefined && (tail.length > 1 || !BY_METHOD[method] || method === 'POST' || method === 'PUT');
  const action = named ? ACTIONS[last] : BY_METHOD[method];
  // An address this table does not know is no admin write (tests/unit/audit-route-entry.test.ts holds every route to it).
  if (!entity || !action) return null;
  const given = tail.length > 0 && !(tail.length === 1 && named) ? tail[0]! : null;
  // An id in capitals is the same record (the handlers compare without case): noted as stored.
  const entityId = given !== null && isUuid(given) ? given.toLowerCase() : given;
  return { action, entity, entityId };
}
