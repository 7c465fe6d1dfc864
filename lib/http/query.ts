import 'server-only';
import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { describeIssues } from './describe-issues';
import { badRequest } from './responses';

const localeQuery = z.object({
  locale: z.enum(routing.locales, { error: `locale must be one of: ${routing.locales.join(', ')}` }).default(routing.defaultLocale),
});

export function parseLocale(request: Request): Locale {
  const url = new URL(request.url);
  const parsed = localeQuery.safeParse({ locale: url.searchParams.get('locale') ?? undefined });
  if (!parsed.success) throw badRequest(describeIssues(parsed.error));
  return parsed.data.locale;
}

/** The first value of each parameter; 400 naming the refused ones; unknown parameters are ignored. */
export function parseQuery<Schema extends z.ZodType>(request: Request, schema: Schema): z.output<Schema> {
  const params = new URL(request.url).searchParams;
  const values = Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.get(key)]));
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw badRequest(describeIssues(parsed.error));
  return parsed.data;
}
