import 'server-only';
import type { z } from 'zod';

/** A zod refusal as one `{detail}` line naming each refused field: `price: Too small; title: Required`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}
