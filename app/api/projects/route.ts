import { requireAdmin } from '@/lib/auth/require-admin';
import { getProjects } from '@/lib/content/projects';
import { createProject } from '@/lib/content/project-writes';
import { getEnv } from '@/lib/env';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { parseLocale } from '@/lib/http/query';
import { jsonOk } from '@/lib/http/responses';
import { PROJECT_BODY_MAX_BYTES, projectInputSchema } from '@/lib/projects/input';

export const GET = handle(async (request) => jsonOk(await getProjects(parseLocale(request))));

export const POST = handle(async (request) => {
  await requireAdmin(request, 'content');
  const input = await parseJson(request, projectInputSchema(getEnv().VIDEO_EMBED_HOSTS), { maxBytes: PROJECT_BODY_MAX_BYTES });
  return jsonOk(await createProject(input), 201);
});
