// @ts-check
import proxyaddr from 'proxy-addr';

// Whose request is this? The production server decides once, from the connection, before Next
// sees the request; rate limits key on the answer. A client can write any X-Forwarded-For it
// likes, so the header counts only as far as it was written by proxies this site trusts
// (TRUSTED_PROXIES, none by default), the rule of Express's "trust proxy" (proxy-addr is its
// implementation).

/** The header that carries the resolved address to the app (lib/rate-limit/client-address.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-forwarded-for';
// Written by proxies about the original request; from anyone else they are forgeries.
const FORWARDED_DETAILS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/** @typedef {(address: string, hop: number) => boolean} TrustProxy */

/**
 * TRUSTED_PROXIES: empty (trust no proxy: the address is the connection's), a number of proxy
 * hops in front of the server (1 for one nginx), or a comma-separated list of proxy addresses and
 * subnets, also proxy-addr's names `loopback`, `linklocal` and `uniquelocal`.
 * @param {string | undefined} setting
 * @returns {TrustProxy}
 */
export function parseTrustedProxies(setting) {
  const value = setting?.trim() ?? '';
  if (value === '') return () => false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  try {
    return proxyaddr.compile(
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    );
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES must be a number of hops or proxy addresses/subnets: ${/** @type {Error} */ (error).message}`);
  }
}

/** `::ffff:192.0.2.1`, as Node reports IPv4 peers on a dual-stack socket, is 192.0.2.1. */
const plainAddress = (/** @type {string} */ address) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/**
 * Replaces whatever the client said about itself with what the connection and the trusted
 * proxies say: X-Forwarded-For becomes the one client address, and the other forwarding headers
 * are kept only when a trusted proxy sent the request.
 * @param {import('node:http').IncomingMessage} req
 * @param {TrustProxy} trust
 */
export function settleClientAddress(req, trust) {
  const peer = req.socket.remoteAddress ?? '';
  const viaTrustedProxy = peer !== '' && trust(peer, 0);
  const address = peer === '' ? 'unknown' : plainAddress(proxyaddr(/** @type {never} */ (req), trust));
  if (!viaTrustedProxy) for (const name of FORWARDED_DETAILS) delete req.headers[name];
  else delete req.headers['x-real-ip'];
  req.headers[CLIENT_ADDRESS_HEADER] = address;
}

// The app checks for this mark so a production site is never served without the layer above
// (`next start` would pass a forged X-Forwarded-For straight through).
const LAYER_MARK = Symbol.for('studio.clientAddressLayer');

export function markClientAddressLayer() {
  /** @type {Record<symbol, boolean>} */ (/** @type {unknown} */ (globalThis))[LAYER_MARK] = true;
}

export function hasClientAddressLayer() {
  return /** @type {Record<symbol, boolean>} */ (/** @type {unknown} */ (globalThis))[LAYER_MARK] === true;
}
