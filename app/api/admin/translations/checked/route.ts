import { requireAdmin } from '@/lib/auth/require-admin';
import { markTranslationChecked, translationCheckSchema } from '@/lib/content/translations';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonOk } from '@/lib/http/responses';

/** `{kind, id, locale}`: that record's translations in that language are checked; answers its status. */
export const POST = handle(async (request) => {
  await requireAdmin(request, 'content');
  return jsonOk({ translation_status: await markTranslationChecked(await parseJson(request, translationCheckSchema)) });
});
