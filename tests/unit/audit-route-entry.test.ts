import { entryFromPath } from '@/lib/audit/route-entry';

// What the audit trail records for an admin write, read from its address (lib/audit/route-entry.ts).

it.each([
  ['POST', '/api/projects', { action: 'create', entity: 'project', entityId: null }],
  ['PUT', '/api/projects/p1', { action: 'update', entity: 'project', entityId: 'p1' }],
  ['DELETE', '/api/admin/testimonials/t1', { action: 'delete', entity: 'testimonial', entityId: 't1' }],
  ['PUT', '/api/admin/testimonials/order', { action: 'reorder', entity: 'testimonial', entityId: null }],
  ['POST', '/api/admin/pages/home/publish', { action: 'publish', entity: 'page', entityId: 'home' }],
  ['POST', '/api/admin/pages/home/versions/v1/restore', { action: 'restore', entity: 'page', entityId: 'home' }],
  ['POST', '/api/admin/orders/o1/refund', { action: 'refund', entity: 'order', entityId: 'o1' }],
  ['POST', '/api/admin/orders/o1/receipt', { action: 'resend', entity: 'order', entityId: 'o1' }],
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
