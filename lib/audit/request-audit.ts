import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { recordAudit, type AuditActor, type AuditEntry } from './record';
import { readBefore, readsBefore } from './before';
import { entryFromPath } from './route-entry';

// Every admin write is recorded without each handler saying so: requireAdmin notes who writes,
// parseJson notes what was sent, and handle() records the entry once the answer is a success.
// A handler whose path does not say enough (an invitation, a password) describes its own entry.

interface AuditContext {
  actor: AuditActor;
  /** What the address says was done, read once when the writer is noted. */
  fromPath: AuditEntry | null;
  body?: unknown;
  before?: Record<string, unknown> | null;
  described?: AuditEntry | false;
}

const contexts = new WeakMap<Request, AuditContext>();

export async function noteAuditActor(request: Request, actor: AuditActor): Promise<void> {
  const entry = entryFromPath(request.method, new URL(request.url).pathname);
  // The record as it was, read to the end before the handler writes (requireAdmin awaits this), so
  // the entry names what really changed: a read still in flight could see the save itself, on
  // another of Postgres's pooled connections.
  const before =
    entry?.action === 'update' && readsBefore(entry.entity)
      ? await readBefore(entry.entity, entry.entityId ?? null).catch(() => null)
      : undefined;
  contexts.set(request, { actor: { id: actor.id, username: actor.username }, fromPath: entry, before });
}

export function noteAuditBody(request: Request, body: unknown): void {
  const context = contexts.get(request);
  if (context) context.body = body;
}

/** Replaces the entry the path would give; `false`: this write is not one to record. */
export function describeAudit(request: Request, entry: AuditEntry | false): void {
  const context = contexts.get(request);
  if (context) context.described = entry;
}

function sentFields(body: unknown): string[] {
  return body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
}

async function changedFields(context: AuditContext): Promise<string[]> {
  const sent = sentFields(context.body);
  const before = context.before;
  if (!before) return sent;
  const body = context.body as Record<string, unknown>;
  return sent.filter((key) => !(key in before) || !isDeepStrictEqual(asJson(before[key]), asJson(body[key])));
}

/** Dates and the like as JSON carries them, so a stored and a sent value compare alike. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

/** The API's names for fields (client_name), whichever way the handler's parsed body keys them. */
const apiName = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

async function createdId(response: Response): Promise<string | null> {
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { id?: unknown } | null;
  return typeof body?.id === 'string' || typeof body?.id === 'number' ? String(body.id) : null;
}

/** Called by handle() with a handler's answer; records the write if it succeeded. */
export async function recordRequestAudit(request: Request, response: Response): Promise<void> {
  const context = contexts.get(request);
  if (!context || response.status >= 400 || context.described === false) return;
  contexts.delete(request);
  const entry = context.described ?? context.fromPath;
  if (!entry) return;
  const fields =
    entry.fields ?? (entry.action === 'update' || entry.action === 'create' ? (await changedFields(context)).map(apiName) : []);
  const entityId = entry.entityId ?? (entry.action === 'create' ? await createdId(response) : null);
  await recordAudit(context.actor, { ...entry, entityId, fields });
}
