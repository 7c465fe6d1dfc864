import { getProject } from '@/lib/content/projects';
import { handle } from '@/lib/http/handle';
import { parseLocale } from '@/lib/http/query';
import { jsonOk, notFound } from '@/lib/http/responses';

type Context = RouteContext<'/api/projects/slug/[slug]'>;

export const GET = handle<Context>(async (request, { params }) => {
  const { slug } = await params;
  const project = await getProject(slug, parseLocale(request));
  if (!project) throw notFound('Project not found');
  return jsonOk(project);
});
