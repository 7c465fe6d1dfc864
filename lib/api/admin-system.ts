import type { SystemStatus } from '@/lib/health/system-status';
import { JSON_HEADERS, request } from './admin';

// The System panel (owners): its figures, and sending a waiting receipt now.

export type { SystemStatus, UnsentReceipt } from '@/lib/health/system-status';

export const SYSTEM_PATH = '/api/admin/system';

export const fetchSystemStatus = (path: string): Promise<SystemStatus> => request(path);

export async function sendMailNow(id: string): Promise<void> {
  await request(`/api/admin/mail/${encodeURIComponent(id)}/send`, { method: 'POST', headers: JSON_HEADERS });
}
