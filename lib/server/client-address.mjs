// @ts-check
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';

// X-Forwarded-For counts only as written by TRUSTED_PROXIES (docs/security.md#client-addresses).

export const CLIENT_ADDRESS_HEADER = 'x-forwarded-for';
// Written by proxies about the original request; from anyone else they are forgeries. A proxy's
// request id leads to its log lines (lib/server/request-log.mjs); a client's would let it name them.
const FORWARDED_DETAILS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded', 'x-request-id'];

/** @typedef {(address: string, hop: number) => boolean} TrustProxy */

// A CDN, a load balancer and nginx are three; a larger count trusts hops that are not there, so a
// client reaching the app directly (or through fewer proxies) names its own address.
export const MAX_PROXY_HOPS = 5;

/**
 * TRUSTED_PROXIES: empty (no proxy), a hop count, or addresses/subnets and proxy-addr's range names.
 * @param {string | undefined} setting
 * @returns {TrustProxy}
 */
export function parseTrustedProxies(setting) {
  const value = setting?.trim() ?? '';
  if (value === '') return () => false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_PROXY_HOPS) {
      throw new Error(
        `TRUSTED_PROXIES=${value} trusts more proxy hops than a real chain has (at most ${MAX_PROXY_HOPS}), so a client with fewer proxies in its path could name its own address: give the number of proxies in front of the app (1 for one nginx)`,
      );
    }
    return (_address, hop) => hop < hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Before proxy-addr, which refuses a /0 only as an "invalid range".
  const everyone = coveredFamily(entries);
  if (everyone) {
    throw new Error(
      `TRUSTED_PROXIES covers every ${everyone} address, so any client could name its own address: list only your proxies' addresses or subnets, or give the number of proxy hops (1 for one nginx)`,
    );
  }
  try {
    const trust = proxyaddr.compile(entries);
    PROXY_NETWORKS.add(trust);
    return trust;
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES must be a number of hops or proxy addresses/subnets: ${/** @type {Error} */ (error).message}`);
  }
}

// The checks that name the proxies' addresses (not a hop count, which trusts any one peer).
const PROXY_NETWORKS = new WeakSet();

/**
 * Whether `address` is in the networks TRUSTED_PROXIES names: an operator's own machines, such as
 * a Prometheus server scraping /api/metrics. A hop count names no network, so no address is.
 * @param {TrustProxy} trust the parsed setting
 * @param {string | null | undefined} address the settled client address
 */
export function inTrustedNetwork(trust, address) {
  return PROXY_NETWORKS.has(trust) && !!address && ipaddr.isValid(address) && trust(address, 0);
}

/** @type {Record<string, string[]>} */
const NAMED_RANGES = {
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  loopback: ['127.0.0.1/8', '::1/128'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** @typedef {{ start: bigint, end: bigint }} Range */

// Compared in IPv6's space, IPv4 as ::ffff:a.b.c.d, as proxy-addr does: ::/1 trusts IPv4 clients too.
const IPV4_SPACE = { start: 0xffffn << 32n, end: (0xffffn << 32n) | 0xffffffffn };
const IPV6_SPACE = { start: 0n, end: (1n << 128n) - 1n };

/**
 * @param {string} entry
 * @returns {Range}
 */
function rangeOf(entry) {
  const slash = entry.lastIndexOf('/');
  const address = ipaddr.parse(slash === -1 ? entry : entry.slice(0, slash));
  const mask = slash === -1 ? undefined : entry.slice(slash + 1);
  const ipv4 = address.kind() === 'ipv4';
  const width = ipv4 ? 32 : 128;
  const prefix = mask === undefined ? width : /^\d+$/.test(mask) ? Number(mask) : ipaddr.parse(mask).prefixLengthFromSubnetMask();
  if (prefix === null || prefix > width) throw new Error(`invalid range: ${entry}`);
  const bytes = ipv4 ? /** @type {ipaddr.IPv4} */ (address).toIPv4MappedAddress().toByteArray() : address.toByteArray();
  const hostBits = BigInt(width - prefix);
  const start = (bytes.reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0n) >> hostBits) << hostBits;
  return { start, end: start + (1n << hostBits) - 1n };
}

/**
 * @param {Range[]} ranges
 * @param {Range} space
 */
function covers(ranges, space) {
  let next = space.start;
  for (const range of [...ranges].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))) {
    if (range.start > next) return false;
    if (range.end >= next) next = range.end + 1n;
    if (next > space.end) return true;
  }
  return false;
}

/**
 * 'IPv6 and IPv4' or 'IPv4' when the entries trust that whole space; undefined also when one does not parse.
 * @param {string[]} entries
 */
function coveredFamily(entries) {
  /** @type {Range[]} */
  let ranges;
  try {
    ranges = entries.flatMap((entry) => NAMED_RANGES[entry] ?? [entry]).map(rangeOf);
  } catch {
    return undefined;
  }
  // IPv6's space holds IPv4's (as ::ffff:a.b.c.d), so the wider one is named first.
  if (covers(ranges, IPV6_SPACE)) return 'IPv6 and IPv4';
  if (covers(ranges, IPV4_SPACE)) return 'IPv4';
  return undefined;
}

/** `::ffff:192.0.2.1`, as Node reports IPv4 peers on a dual-stack socket, is 192.0.2.1. */
const plainAddress = (/** @type {string} */ address) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/**
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

/**
 * The key limits count a client by (lib/http/client-ip.ts): the settled address, IPv6 per /48, the
 * block one site is given, so nobody rotates through their own addresses.
 * @param {string | undefined | null} header the settled CLIENT_ADDRESS_HEADER
 */
export function clientAddressKey(header) {
  const address = header?.split(',').at(-1)?.trim();
  if (!address) return 'unknown';
  if (!ipaddr.IPv6.isValid(address)) return address;
  return `${ipaddr.IPv6.parse(address)
    .parts.slice(0, 3)
    .map((part) => part.toString(16))
    .join(':')}::/48`;
}

// The app refuses production without this layer (`next start` would pass a forged X-Forwarded-For).
const LAYER_MARK = Symbol.for('studio.clientAddressLayer');

export function markClientAddressLayer() {
  /** @type {Record<symbol, boolean>} */ (/** @type {unknown} */ (globalThis))[LAYER_MARK] = true;
}

export function hasClientAddressLayer() {
  return /** @type {Record<symbol, boolean>} */ (/** @type {unknown} */ (globalThis))[LAYER_MARK] === true;
}
