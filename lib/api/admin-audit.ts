import { JSON_HEADERS, request } from './admin';

// The audit trail (owners): pages of entries by their filters, and its CSV export.

export interface AuditEntry {
  id: string | number;
  at: string;
  user_id: string | null;
  username: string;
  action: string;
  entity: string;
  entity_id: string | null;
  fields: string[];
}

export interface AuditPage {
  entries: AuditEntry[];
  next: string | null;
  entities: string[];
  users: { id: string; username: string }[];
}

export const AUDIT_PATH = '/api/admin/audit';

/** The audit trail's filters, as its address carries them (dates YYYY-MM-DD; empty for any). */
export interface AuditFilters {
  user: string;
  entity: string;
  from: string;
  to: string;
}

function auditQuery(filters: AuditFilters, before: string | null = null): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (before) query.set('before', before);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A page of the trail in SWR, by its address: the filters and the cursor it starts before (null for the newest). */
export const auditPageKey = (filters: AuditFilters, before: string | null) => `${AUDIT_PATH}${auditQuery(filters, before)}`;

/** The CSV of every entry the filters find. */
export const auditExportAddress = (filters: AuditFilters) => `${AUDIT_PATH}/export${auditQuery(filters)}`;

export const fetchAuditPage = (key: string): Promise<AuditPage> => request(key, { headers: JSON_HEADERS });
