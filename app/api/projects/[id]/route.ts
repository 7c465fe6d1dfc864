import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/require-admin';
import { deleteProject, updateProject } from '@/lib/content/project-writes';
import { getEnv } from '@/lib/env';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonOk } from '@/lib/http/responses';
import { PROJECT_BODY_MAX_BYTES, projectInputSchema } from '@/lib/projects/input';

type Context = RouteContext<'/api/projects/[id]'>;

export const PUT = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'content');
  const input = await parseJson(request, projectInputSchema(getEnv().VIDEO_EMBED_HOSTS), { maxBytes: PROJECT_BODY_MAX_BYTES });
  return jsonOk(await updateProject((await params).id, input));
});

export const DELETE = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'content');
  await deleteProject((await params).id);
  return new NextResponse(null, { status: 204 });
});
