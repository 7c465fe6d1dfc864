import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { AdminArea } from '@/lib/auth/roles';
import { canOpen } from '@/lib/auth/roles';
import { send } from '../support/api';
import { adminToken, bearer } from '../support/admin';
import { newPerson } from '../support/team';

// Every admin endpoint called with no session, as an editor and as an owner (docs/admin.md#roles).
// The table names each endpoint's area; an endpoint missing from it fails the test, so a new one
// cannot ship without a decision on who may call it.

const AREAS: Record<string, AdminArea | 'anyone'> = {
  'POST /api/admin/login': 'anyone',
  'POST /api/admin/logout': 'anyone',
  'GET /api/admin/invitations/[token]': 'anyone',
  'POST /api/admin/invitations/[token]': 'anyone',
  'POST /api/admin/password-reset': 'anyone',
  'GET /api/admin/password-reset/[token]': 'anyone',
  'POST /api/admin/password-reset/[token]': 'anyone',
  'GET /api/admin/verify': 'account',
  'GET /api/admin/account': 'account',
  'PATCH /api/admin/account': 'account',
  'POST /api/admin/account/password': 'account',
  'POST /api/admin/account/totp': 'account',
  'DELETE /api/admin/account/totp': 'account',
  'POST /api/admin/account/totp/confirm': 'account',
  'POST /api/admin/account/recovery-codes': 'account',
  'POST /api/admin/account/passkeys/options': 'account',
  'POST /api/admin/account/passkeys': 'account',
  'DELETE /api/admin/account/passkeys/[id]': 'account',
  'GET /api/admin/sessions': 'account',
  'DELETE /api/admin/sessions/[id]': 'account',
  'GET /api/admin/users': 'team',
  'POST /api/admin/users': 'team',
  'PATCH /api/admin/users/[id]': 'team',
  'DELETE /api/admin/users/[id]': 'team',
  'DELETE /api/admin/users/invitations/[id]': 'team',
  'GET /api/admin/security-settings': 'team',
  'PUT /api/admin/security-settings': 'team',
  'GET /api/admin/audit': 'audit',
  'GET /api/admin/system': 'system',
  'POST /api/admin/mail/[id]/send': 'system',
  'GET /api/admin/audit/export': 'audit',
  'GET /api/admin/projects': 'content',
  'POST /api/admin/projects/preview': 'content',
  'GET /api/admin/articles': 'content',
  'POST /api/admin/articles': 'content',
  'PUT /api/admin/articles/[id]': 'content',
  'DELETE /api/admin/articles/[id]': 'content',
  'GET /api/admin/preview': 'content',
  'GET /api/admin/translations': 'content',
  'POST /api/admin/translations/checked': 'content',
  'GET /api/admin/testimonials': 'content',
  'POST /api/admin/testimonials': 'content',
  'PUT /api/admin/testimonials/[id]': 'content',
  'DELETE /api/admin/testimonials/[id]': 'content',
  'PUT /api/admin/testimonials/order': 'content',
  'GET /api/admin/products': 'content',
  'POST /api/admin/products': 'content',
  'PUT /api/admin/products/[id]': 'content',
  'DELETE /api/admin/products/[id]': 'content',
  'POST /api/admin/product-files': 'content',
  'GET /api/admin/pages': 'content',
  'GET /api/admin/pages/[key]': 'content',
  'PUT /api/admin/pages/[key]': 'content',
  'POST /api/admin/pages/[key]/publish': 'content',
  'GET /api/admin/pages/[key]/versions': 'content',
  'POST /api/admin/pages/[key]/versions/[id]/restore': 'content',
  'GET /api/admin/messages': 'messages',
  'GET /api/admin/messages/unread': 'messages',
  'GET /api/admin/messages/[id]': 'messages',
  'PATCH /api/admin/messages/[id]': 'messages',
  'DELETE /api/admin/messages/[id]': 'messages',
  'GET /api/admin/messages/export': 'orders',
  'GET /api/admin/bookings': 'bookings',
  'GET /api/admin/bookings/[id]': 'bookings',
  'PATCH /api/admin/bookings/[id]': 'bookings',
  'POST /api/admin/bookings/[id]/cancel': 'bookings',
  'POST /api/admin/bookings/[id]/release': 'bookings',
  'GET /api/admin/booking-settings': 'bookings',
  'PUT /api/admin/booking-settings': 'bookings',
  'GET /api/admin/orders': 'orders',
  'POST /api/admin/orders/[id]/receipt': 'orders',
  'POST /api/admin/orders/[id]/refund': 'orders',
  'GET /api/admin/orders/[id]/receipt.pdf': 'orders',
  'GET /api/admin/orders/[id]/credit-note.pdf': 'orders',
  'GET /api/admin/orders/export': 'orders',
  'GET /api/admin/orders/export/xlsx': 'orders',
  'GET /api/admin/orders/vat-summary': 'orders',
  'GET /api/admin/orders/vat-summary/export': 'orders',
  'GET /api/admin/orders/vat-summary/export/xlsx': 'orders',
  'GET /api/admin/discount-codes': 'discounts',
  'POST /api/admin/discount-codes': 'discounts',
  'PATCH /api/admin/discount-codes/[id]': 'discounts',
  'GET /api/admin/seller-settings': 'settings',
  'PUT /api/admin/seller-settings': 'settings',
  // The project writes and image uploads share their addresses with public reads.
  'POST /api/projects': 'content',
  'PUT /api/projects/[id]': 'content',
  'DELETE /api/projects/[id]': 'content',
  'POST /api/upload/image': 'content',
};

/** Admin route files; outside /api/admin only those whose writes are the admin's. */
const ADMIN_FILES = ['app/api/admin', 'app/api/projects/route.ts', 'app/api/projects/[id]/route.ts', 'app/api/upload/image/route.ts'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const PUBLIC_READS = new Set(['GET /api/projects', 'GET /api/projects/[id]']);

function routeFiles(entry: string): string[] {
  const full = path.join(process.cwd(), entry);
  if (entry.endsWith('.ts')) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? routeFiles(path.join(entry, item.name)) : item.name === 'route.ts' ? [path.join(full, item.name)] : [],
  );
}

/** A value for each dynamic segment: one that matches nothing, so an allowed call answers 4xx at most. */
const SEGMENTS: Record<string, string> = { id: '00000000-0000-4000-8000-000000000000', key: 'home', token: 'x'.repeat(43) };

type Handler = (request: never, context: never) => Promise<Response>;
interface Call {
  label: string;
  area: AdminArea | 'anyone' | undefined;
  handler: Handler;
  path: string;
  params: Record<string, string>;
}

async function endpoints(): Promise<Call[]> {
  const calls: Call[] = [];
  for (const file of ADMIN_FILES.flatMap(routeFiles)) {
    const route = `/${path.relative(path.join(process.cwd(), 'app'), path.dirname(file)).split(path.sep).join('/')}`;
    const exported = (await import(file)) as Record<string, Handler | undefined>;
    for (const method of METHODS) {
      const handler = exported[method];
      const label = `${method} ${route}`;
      if (!handler || PUBLIC_READS.has(label)) continue;
      const params = Object.fromEntries([...route.matchAll(/\[(\w+)\]/g)].map(([, name]) => [name!, SEGMENTS[name!]!]));
      const concrete = route.replace(/\[(\w+)\]/g, (_, name: string) => SEGMENTS[name]!);
      calls.push({ label, area: AREAS[label], handler, path: concrete, params });
    }
  }
  return calls;
}

const callAs = (call: Call, headers: Record<string, string>) =>
  send(call.handler as never, call.path, { method: call.label.split(' ')[0], headers: { ...headers, 'x-forwarded-for': '10.90.0.1' } }, {
    params: Promise.resolve(call.params),
  } as never);

it('answers every admin endpoint as the table says for no session, an editor and an owner', async () => {
  const calls = await endpoints();
  expect(calls.filter((call) => call.area === undefined).map((call) => call.label)).toEqual([]);
  expect(Object.keys(AREAS).filter((label) => !calls.some((call) => call.label === label))).toEqual([]);

  const owner = bearer(await adminToken());
  const editor = (await newPerson('editor')).auth;
  const wrong: string[] = [];
  for (const call of calls) {
    if (call.area === 'anyone') continue;
    const anonymous = await callAs(call, {});
    const asEditor = await callAs(call, editor);
    const asOwner = await callAs(call, owner);
    const editorMay = canOpen('editor', call.area!);
    if (anonymous.status !== 401) wrong.push(`${call.label}: no session answered ${anonymous.status}`);
    if (editorMay ? [401, 403].includes(asEditor.status) : asEditor.status !== 403)
      wrong.push(`${call.label}: an editor got ${asEditor.status}`);
    if ([401, 403].includes(asOwner.status) || asOwner.status >= 500) wrong.push(`${call.label}: an owner got ${asOwner.status}`);
  }
  expect(wrong).toEqual([]);
}, 120_000);
