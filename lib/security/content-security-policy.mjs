// @ts-check
import { DEFAULT_VIDEO_EMBED_HOSTS } from './video-embeds.mjs';

/**
 * @typedef {object} PolicyOptions
 * @property {boolean} https The site is served over https: browsers are told to stay on it.
 * @property {boolean} analytics Google Analytics is configured (its hosts are allowed).
 * @property {readonly string[]} [videoHosts] The hosts project videos are framed from
 */

// Google Analytics 4 (gtag.js) per Google's CSP guide for GA4 without Google Signals.
const ANALYTICS_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/**
 * docs/security.md#headers; styles keep 'unsafe-inline' (React style attributes), images any https host (rich text).
 * @param {readonly string[]} scriptHashes
 * @param {PolicyOptions} options
 */
export function pagePolicy(scriptHashes, { https, analytics, videoHosts = DEFAULT_VIDEO_EMBED_HOSTS }) {
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes, ...(analytics ? ANALYTICS_SCRIPT_HOSTS : [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', 'https:'].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...(analytics ? ANALYTICS_CONNECT_HOSTS : [])].join(' '),
    ['frame-src', ...videoHosts.map((host) => `https://${host}`)].join(' '),
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** For everything that is not a page (JSON, images, files): nothing in it may load or run. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';
