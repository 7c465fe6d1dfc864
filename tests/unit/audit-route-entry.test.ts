import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routing } from '@/i18n/routing';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@/lib/audit/vocabulary';
import { entryFromPath } from '@/lib/audit/route-entry';
import { adminSectionNow } from '../support/admin-catalogue';

// What the audit trail records for an admin write, read from its address (lib/audit/route-entry.ts).

it.each([
  ['POST', '/api/projects', { action: 'create', entity: 'project', entityId: null }],
  ['PUT', '/api/projects/p1', { action: 'update', entity: 'project', entityId: 'p1' }],
  ['POST', '/api/admin/articles', { action: 'create', entity: 'article', entityId: null }],
  ['PUT', '/api/admin/articles/a1', { action: 'update', entity: 'article', entityId: 'a1' }],
  ['DELETE', '/api/admin/testimonials/t1', { action: 'delete', entity: 'testimonial', entityId: 't1' }],
  ['PUT', '/api/admin/testimonials/order', { action: 'reorder', entity: 'testimonial', entityId: null }],
  ['POST', '/api/admin/pages/home/publish', { action: 'publish', entity: 'page', entityId: 'home' }],
  ['POST', '/api/admin/pages/home/versions/v1/restore', { action: 'restore', entity: 'page', entityId: 'home' }],
  ['POST', '/api/admin/orders/o1/refund', { action: 'refund', entity: 'order', entityId: 'o1' }],
  ['POST', '/api/admin/orders/o1/receipt', { action: 'resend', entity: 'order', entityId: 'o1' }],
  // A record's id as stored, whatever its case in the address.
  [
    'POST',
    '/api/admin/mail/7931CBF8-D1EA-457F-A284-D6476482A32F/send',
    { action: 'resend', entity: 'mail', entityId: '7931cbf8-d1ea-457f-a284-d6476482a32f' },
  ],
  ['PUT', '/api/admin/booking-settings', { action: 'update', entity: 'booking-settings', entityId: null }],
  ['DELETE', '/api/admin/users/invitations/i1', { action: 'delete', entity: 'invitation', entityId: 'i1' }],
  ['POST', '/api/upload/image', { action: 'upload', entity: 'image', entityId: null }],
  ['PATCH', '/api/admin/messages/%E0%A4%A', { action: 'update', entity: 'message', entityId: '%E0%A4%A' }],
])('%s %s', (method, path, entry) => {
  expect(entryFromPath(method, path)).toEqual(entry);
});

it('records no sign-in, sign-out or preview of unsaved edits', () => {
  for (const path of ['/api/admin/login', '/api/admin/logout', '/api/admin/preview', '/api/admin/projects/preview'])
    expect(entryFromPath('POST', path)).toBeNull();
});

/** Write routes that are no admin write of the trail: signing in and out, and the links' own pages. */
const NOT_AUDITED = /^\/api\/admin\/(login|logout|preview|projects\/preview|invitations\/\[token\]|password-reset(\/\[token\])?)$/;

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? routeFiles(full) : entry.name === 'route.ts' ? [full] : [];
  });
}

it('names the record and action of every admin write route, in words of every admin language', () => {
  const app = path.join(process.cwd(), 'app');
  const files = [
    ...routeFiles(path.join(app, 'api/admin')),
    ...['projects', 'projects/[id]', 'upload/image'].map((route) => path.join(app, 'api', route, 'route.ts')),
  ];
  const unnamed: string[] = [];
  for (const file of files) {
    const route = `/${path.relative(app, path.dirname(file)).split(path.sep).join('/')}`;
    for (const [, method] of readFileSync(file, 'utf8').matchAll(/export const (POST|PUT|PATCH|DELETE)\b/g)) {
      if (!NOT_AUDITED.test(route) && !entryFromPath(method!, route.replace(/\[(\w+)\]/g, 'x'))) unnamed.push(`${method} ${route}`);
    }
  }
  expect(unnamed).toEqual([]);
  for (const locale of routing.locales) {
    const { AdminAudit } = adminSectionNow(locale, 'team.json') as { AdminAudit: { actions: object; entities: object } };
    expect(AUDIT_ACTIONS.filter((action) => !(action in AdminAudit.actions))).toEqual([]);
    expect(AUDIT_ENTITIES.filter((entity) => !(entity in AdminAudit.entities))).toEqual([]);
  }
});
