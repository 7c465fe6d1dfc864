import { getProject } from '@/lib/content/projects';
import { handle, jsonOk, notFound, parseLocale } from '@/lib/http';

type Context = { params: Promise<{ slug: string }> };

export const GET = handle<Context>(async (request, { params }) => {
  const { slug } = await params;
  const project = await getProject(slug, parseLocale(request));
  if (!project) throw notFound('Project not found');
  return jsonOk(project);
});
