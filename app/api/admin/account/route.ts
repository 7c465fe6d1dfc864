import { readAccount, setAccountLocale } from '@/lib/auth/account';
import { requireAdmin } from '@/lib/auth/require-admin';
import { accountChangeSchema } from '@/lib/auth/team-schemas';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

export const GET = handle(async (request) => jsonNoStore(await readAccount(await requireAdmin(request, 'account'))));

// The person's admin language: their screens, and the e-mails the admin sends them.
export const PATCH = handle(async (request) => {
  const admin = await requireAdmin(request, 'account');
  const { locale } = await parseJson(request, accountChangeSchema);
  return jsonNoStore(await setAccountLocale(admin, locale));
});
