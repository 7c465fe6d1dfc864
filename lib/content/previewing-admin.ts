import 'server-only';
import { draftMode } from 'next/headers';
import type { AdminIdentity } from '@/lib/auth/sessions';

/**
 * The admin previewing in draft mode, else null. The session's code (with WebAuthn and QR codes,
 * about 330 kB) is loaded in draft mode only: a visitor's page never needs it, and a restart's
 * first page loads that much less.
 */
export async function previewingAdmin(): Promise<AdminIdentity | null> {
  if (!(await draftMode()).isEnabled) return null;
  const { getSignedInAdmin } = await import('@/lib/auth/current-admin');
  return getSignedInAdmin();
}
