import { routing } from '@/i18n/routing';
import { emailAddressSchema } from '@/lib/mail/address-schema';
import { z } from '@/lib/zod';
import { passkeyAttestationSchema } from './passkey-schemas';
import { ADMIN_ROLES } from './roles';

// The bodies of the team's, the account's and the links' calls (app/api/admin/{users,account,…}).

/** A new password, at every door that sets one (an invitation, a reset, a change); its strength is checked after. */
export const newPasswordField = z.string({ error: 'password is required' }).min(1, 'password is required').max(1024);
export const SESSION_HOURS = { min: 1, max: 720 } as const;

const role = z.enum(ADMIN_ROLES, { error: `role must be one of: ${ADMIN_ROLES.join(', ')}` });
const locale = z.enum(routing.locales, { error: `locale must be one of: ${routing.locales.join(', ')}` });
const currentPassword = z.string({ error: 'password is required' }).min(1, 'password is required').max(1024);

export const inviteSchema = z.object({ email: emailAddressSchema, role, locale: locale.optional() });
export const roleChangeSchema = z.object({ role });
export const setPasswordSchema = z.object({ password: newPasswordField });
export const resetRequestSchema = z.object({ email: emailAddressSchema });
export const accountChangeSchema = z.object({ locale });
export const passwordChangeSchema = z.object({ current_password: currentPassword, new_password: newPasswordField });
export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code is the 6-digit code from the authenticator app'),
});
export const passwordProofSchema = z.object({ password: currentPassword });
export const newPasskeySchema = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(60, 'name is at most 60 characters'),
  passkey: passkeyAttestationSchema,
});
export const securitySettingsSchema = z.object({
  require_two_factor: z.boolean(),
  session_hours: z.number().int().min(SESSION_HOURS.min).max(SESSION_HOURS.max),
});
export const sessionsQuerySchema = z.object({ all: z.enum(['0', '1']).optional() });
