import { DELETE as deleteMessage, GET as readMessage, PATCH as updateMessage } from '@/app/api/admin/messages/[id]/route';
import { GET as exportMessages } from '@/app/api/admin/messages/export/route';
import { GET as listMessages } from '@/app/api/admin/messages/route';
import { GET as unreadMessages } from '@/app/api/admin/messages/unread/route';
import { INBOX_LIMITS } from '@/lib/inbox/query';
import { messagePatchSchema } from '@/lib/inbox/schemas';
import { asRouteHandler, withHeaders, type BadCase, type Endpoint, type Fixtures } from '../cases';
import { credentialCases, oddIdCases, otherMethodCases } from '../common';
import { jsonBodyCases } from '../json-body';
import { UNICODE } from '../values';
import { adminReadCases } from './admin';

// The admin's inbox: the list and its CSV export (search, service and box in the query), one
// message, marking it read or archived, deleting it, and the unread count.

/** A well-formed id that names no message. */
const MISSING_ID = '00000000-0000-4000-8000-00000000beef';

const auth = (fixtures: Fixtures) => ({ authorization: `Bearer ${fixtures.token}` });
const jsonHeaders = (fixtures: Fixtures) => ({ 'content-type': 'application/json', ...auth(fixtures) });

/** Query strings of the list and the export: refused values (400) and what is only an odd search (200). */
function messageQueryCases(path: string): BadCase[] {
  const refused: Record<string, string> = {
    'an unknown box': 'box=trash',
    'the box in capitals': 'box=ARCHIVED',
    'an unknown service': 'service=Painting',
    'a service in lower case': 'service=branding',
    'a service padded with spaces': `service=${encodeURIComponent(' Branding ')}`,
    'the service "None"': 'service=None',
    'an encoded NUL in the search': 'q=a%00b',
    'a NUL as the whole search': 'q=%00',
    [`a search of ${INBOX_LIMITS.search + 1} characters`]: `q=${'x'.repeat(INBOX_LIMITS.search + 1)}`,
    'a 10 kB search': `q=${'x'.repeat(10 * 1024)}`,
    'an unknown box first of two': 'box=all&box=inbox',
    'malformed percent encoding in the box': 'box=%E0%A4%A',
  };
  // Searches are free text: whatever well-formed text is typed is searched for, and finds nothing.
  const searched: Record<string, string> = {
    'SQL injection': `q=${encodeURIComponent("' OR '1'='1'; drop table contact_messages; --")}`,
    'LIKE wildcards only': `q=${encodeURIComponent('%_%')}`,
    'a backslash at the end': `q=${encodeURIComponent('abc\\')}`,
    HTML: `q=${encodeURIComponent('<script>alert(1)</script>')}`,
    'malformed percent encoding': 'q=%E0%A4%A',
    'an encoded lone surrogate': 'q=%ED%A0%80',
    'only spaces': 'q=%20%20%20',
    'a known box first of two': 'box=archived&box=trash',
    'empty service and box': 'service=&box=',
    'bracketed names': 'q[]=x&box[]=trash',
    'prototype keys': '__proto__=x&constructor=y',
    'unknown parameters': 'page=-1&limit=1e9&sort=%27',
    ...Object.fromEntries(
      Object.entries(UNICODE)
        .filter(([label]) => !/NUL/.test(label))
        .map(([label, value]) => [`unicode ${label}`, `q=${encodeURIComponent(value.toWellFormed())}`]),
    ),
  };
  const build = (query: string) => (fixtures: Fixtures) => ({ method: 'GET', path: `${path}?${query}`, headers: auth(fixtures) });
  return [
    ...Object.entries(refused).map(([label, query]) => ({ name: `query: ${label}`, status: 400, request: build(query) })),
    ...Object.entries(searched).map(([label, query]) => ({ name: `query: ${label}`, status: 200, accepted: true, request: build(query) })),
    // Another method reaching the handler reads the same query: still refused.
    ...otherMethodCases('GET', (fixtures) => build('box=trash')(fixtures), { status: 400 }),
  ];
}

// Broken bodies go to a message that exists (unread, in the inbox), so one let through would show
// as a change. Both fields are optional, but the schema is strict and wants at least one.
const patchCases = jsonBodyCases({
  method: 'PATCH',
  path: '/api/admin/messages/[id]',
  params: (fixtures) => ({ id: fixtures.messageId }),
  schema: messagePatchSchema,
  valid: () => ({ read: true, archived: true }),
  refused: { body: () => ({ read: true, archived: true }), status: 404, params: () => ({ id: MISSING_ID }) },
  maxBytes: 32 * 1024,
  randomCases: 20,
});

const onMessage = (method: string, id: (fixtures: Fixtures) => string) => (fixtures: Fixtures) => ({
  method,
  path: `/api/admin/messages/${id(fixtures)}`,
  params: { id: id(fixtures) },
  headers: method === 'PATCH' ? { 'content-type': 'application/json' } : undefined,
  body: method === 'PATCH' ? JSON.stringify({ read: true, archived: true }) : undefined,
});
const ownMessage = (fixtures: Fixtures) => fixtures.messageId;

export const messageEndpoints: Endpoint[] = [
  {
    label: 'GET /api/admin/messages',
    handler: asRouteHandler(listMessages),
    cases: [...adminReadCases('/api/admin/messages'), ...messageQueryCases('/api/admin/messages')],
  },
  {
    label: 'GET /api/admin/messages/export',
    handler: asRouteHandler(exportMessages),
    cases: [...adminReadCases('/api/admin/messages/export'), ...messageQueryCases('/api/admin/messages/export')],
  },
  { label: 'GET /api/admin/messages/unread', handler: asRouteHandler(unreadMessages), cases: adminReadCases('/api/admin/messages/unread') },
  {
    label: 'GET /api/admin/messages/[id]',
    handler: asRouteHandler(readMessage),
    cases: [
      ...oddIdCases('GET', '/api/admin/messages/[id]', 'id', { headers: auth }),
      ...credentialCases(onMessage('GET', ownMessage), { write: false }),
      ...otherMethodCases('GET', (fixtures) => ({ ...onMessage('GET', () => MISSING_ID)(fixtures), headers: auth(fixtures) }), {
        status: 404,
      }),
    ],
  },
  {
    label: 'PATCH /api/admin/messages/[id]',
    handler: asRouteHandler(updateMessage),
    cases: [
      ...withHeaders(patchCases, auth),
      ...oddIdCases('PATCH', '/api/admin/messages/[id]', 'id', { headers: jsonHeaders, body: () => JSON.stringify({ read: true }) }),
      // A valid change of the message from someone who may not make it.
      ...credentialCases(onMessage('PATCH', ownMessage), { write: true }),
      // GET and HEAD drop the body (400 for the missing JSON); with one, the missing message is a 404.
      ...otherMethodCases(
        'PATCH',
        (fixtures) => ({ ...onMessage('PATCH', () => MISSING_ID)(fixtures), headers: jsonHeaders(fixtures) }),
        {},
      ),
    ],
  },
  {
    label: 'DELETE /api/admin/messages/[id]',
    handler: asRouteHandler(deleteMessage),
    cases: [
      ...oddIdCases('DELETE', '/api/admin/messages/[id]', 'id', { headers: auth }),
      // The message exists: none of these may delete it.
      ...credentialCases(onMessage('DELETE', ownMessage), { write: true }),
      ...otherMethodCases('DELETE', (fixtures) => ({ ...onMessage('DELETE', () => 'not-a-uuid')(fixtures), headers: auth(fixtures) }), {
        status: 404,
      }),
    ],
  },
];
