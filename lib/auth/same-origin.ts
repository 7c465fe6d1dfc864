import 'server-only';
import { HttpError } from '@/lib/http/responses';

// The second lock after SameSite=Strict (OWASP); requests without Origin (curl) are no browser forgeries.
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (!origin) return;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new HttpError(403, 'Cross-site request refused');
  }
  if (originHost !== host) throw new HttpError(403, 'Cross-site request refused');
}
