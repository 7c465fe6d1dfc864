// @ts-check

// VIDEO_EMBED_HOSTS: checked on save, on framing and in frame-src (docs/security.md#video-embeds).

/** The players' hosts; the watch pages (youtube.com/watch, vimeo.com/…) refuse to be framed. */
export const DEFAULT_VIDEO_EMBED_HOSTS = Object.freeze(['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com']);

/**
 * @param {string | undefined} setting
 * @returns {string[]}
 */
export function parseVideoEmbedHosts(setting) {
  const hosts = (setting ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return hosts.length > 0 ? [...new Set(hosts)] : [...DEFAULT_VIDEO_EMBED_HOSTS];
}

/**
 * The https address to frame, or null; no port or user name, as the policy's `https://host` sources allow.
 * @param {string | null | undefined} raw
 * @param {readonly string[]} hosts
 * @returns {string | null}
 */
export function embeddableVideoUrl(raw, hosts) {
  if (!raw || !URL.canParse(raw.trim())) return null;
  const url = new URL(raw.trim());
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.port || url.username || url.password || !hosts.includes(url.hostname)) return null;
  url.protocol = 'https:';
  return url.href;
}
