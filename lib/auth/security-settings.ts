import 'server-only';
import { getDb, type Transaction } from '@/lib/db/client';
import { adminSecuritySettings } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';

export interface SecuritySettings {
  requireTwoFactor: boolean;
  sessionHours: number;
}

const DEFAULTS: SecuritySettings = { requireTwoFactor: false, sessionHours: 8 };

export async function readSecuritySettings(): Promise<SecuritySettings> {
  const db = await getDb();
  const [row] = await db.select().from(adminSecuritySettings).limit(1);
  return row ? { requireTwoFactor: row.requireTwoFactor, sessionHours: row.sessionHours } : DEFAULTS;
}

export async function writeSecuritySettings(tx: Transaction, settings: SecuritySettings): Promise<void> {
  await tx
    .insert(adminSecuritySettings)
    .values({ id: true, ...settings })
    .onConflictDoUpdate({ target: adminSecuritySettings.id, set: { ...settings, updatedAt: new Date() } });
}

/** The settings as the API answers them, with the owners' rule of the environment beside them. */
export const securitySettingsView = (settings: SecuritySettings) => ({
  require_two_factor: settings.requireTwoFactor,
  owners_need_two_factor: getEnv().ownersNeedTwoFactor,
  session_hours: settings.sessionHours,
});

/** Whether a person with `role` must have a second factor before the admin opens, given the owners' setting. */
export const needsTwoFactor = (role: string, requiredOfEveryone: boolean) =>
  requiredOfEveryone || (role === 'owner' && getEnv().ownersNeedTwoFactor);
