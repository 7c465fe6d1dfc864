// @ts-check

// Which sites a project's video may be framed from (VIDEO_EMBED_HOSTS): checked when the admin
// saves a video address, again when a project page frames it (the setting may have changed
// since), and named in the pages' Content-Security-Policy (frame-src), so the browser refuses any
// other frame even if one got into a page.

/**
 * The hosts of the embeddable players of YouTube (also its privacy-enhanced mode) and Vimeo. Their
 * watch pages (youtube.com/watch, youtu.be, vimeo.com/…) refuse to be framed, so they are not
 * listed: the admin pastes the player's address, such as https://www.youtube.com/embed/ID or
 * https://player.vimeo.com/video/ID.
 */
export const DEFAULT_VIDEO_EMBED_HOSTS = Object.freeze(['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com']);

/**
 * The host names of a VIDEO_EMBED_HOSTS setting (comma-separated), in lower case; the default
 * list when it is absent or blank.
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
 * The https address to frame for a video address on one of `hosts`, else null. An http address is
 * framed over https: an https page may not frame http, and the players serve both. Only the
 * default port and no user name, as the policy's `https://host` sources allow.
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
