import { requireAdmin } from '@/lib/auth/require-admin';
import { savePreview } from '@/lib/content/project-previews';
import { getEnv } from '@/lib/env';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { previewAddresses } from '@/lib/projects/preview-urls';
import { PROJECT_BODY_MAX_BYTES, projectInputSchema } from '@/lib/projects/input';

/**
 * Keeps the project form's body (validated like a save, stored nowhere public) as the admin's one
 * preview, and answers where to see it in each language. Nothing is saved to the project.
 */
export const POST = handle(async (request) => {
  const admin = await requireAdmin(request, 'content');
  const input = await parseJson(request, projectInputSchema(getEnv().VIDEO_EMBED_HOSTS), { maxBytes: PROJECT_BODY_MAX_BYTES });
  await savePreview(admin.id, input);
  return jsonNoStore(previewAddresses(input.slug, { edits: true }));
});
