import { detailOf } from '@/lib/api/detail';
import { fieldsInDetail, type ContactField } from './fields';
import type { ContactMessage } from './schema';

export type SendResult = { ok: true } | { ok: false; rateLimited: boolean; fields: ContactField[] };

/** Never throws; a 400 names the refused fields, a 429 means this address has sent its share. */
export async function sendContactMessage(message: ContactMessage): Promise<SendResult> {
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(message),
    });
    if (response.ok) return { ok: true };
    const fields = response.status === 400 ? fieldsInDetail(detailOf(await response.json().catch(() => null)) ?? '') : [];
    return { ok: false, rateLimited: response.status === 429, fields };
  } catch (error) {
    console.error('[contact] the message could not be sent', error);
    return { ok: false, rateLimited: false, fields: [] };
  }
}
