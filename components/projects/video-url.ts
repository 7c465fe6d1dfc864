/**
 * The project's video address when it may be framed, else null. An http address is framed over
 * https: the pages' Content-Security-Policy allows https frames only (and an https page may not
 * frame http), while the players it is meant for (YouTube, Vimeo) serve both.
 */
export function embeddableVideoUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    if (url.protocol === 'http:') url.protocol = 'https:';
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
