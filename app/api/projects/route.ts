import { getProjects } from '@/lib/content/projects';
import { handle, jsonOk, parseLocale } from '@/lib/http';

export const GET = handle(async (request) => jsonOk(await getProjects(parseLocale(request))));
