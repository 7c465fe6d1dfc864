import 'server-only';
import ipaddr from 'ipaddr.js';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/client-address.mjs';

/**
 * The visitor's address, as the production server settled it from the connection and the trusted
 * proxies before the request reached Next (lib/server/client-address.mjs): the header holds one
 * address then. Under `next dev` Next fills it from the connection when the client sent none.
 * IPv6 visitors are counted per /64, the block one household or server is given, so an attacker
 * cannot rotate through the addresses of their own block. 'unknown' only happens outside a server.
 */
export function clientIp(request: Request): string {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER)?.split(',').at(-1)?.trim();
  if (!address) return 'unknown';
  if (!ipaddr.IPv6.isValid(address)) return address;
  return `${ipaddr.IPv6.parse(address)
    .parts.slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}
