import { requireAdmin } from '@/lib/auth/require-admin';
import { readSecuritySettings, securitySettingsView, writeSecuritySettings } from '@/lib/auth/security-settings';
import { securitySettingsSchema } from '@/lib/auth/team-schemas';
import { getDb } from '@/lib/db/client';
import { parseJson } from '@/lib/http/body';
import { adminRefusal } from '@/lib/http/refusal';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

export const GET = handle(async (request) => {
  await requireAdmin(request, 'team');
  return jsonNoStore(securitySettingsView(await readSecuritySettings()));
});

// Each change is in the audit trail (the fields that changed, from the path's entry).
export const PUT = handle(async (request) => {
  const admin = await requireAdmin(request, 'team');
  const body = await parseJson(request, securitySettingsSchema);
  if (body.require_two_factor && !admin.twoFactor)
    throw adminRefusal(409, 'twoFactorFirst', 'Set up two-factor sign-in for yourself before requiring it of everyone.');
  const settings = { requireTwoFactor: body.require_two_factor, sessionHours: body.session_hours };
  const db = await getDb();
  await db.transaction((tx) => writeSecuritySettings(tx, settings));
  return jsonNoStore(securitySettingsView(settings));
});
