import 'server-only';
import ipaddr from 'ipaddr.js';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/client-address.mjs';

/** As the server settled it (lib/server/client-address.mjs); IPv6 per /64, so nobody rotates through a block. */
export function clientIp(request: Request): string {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER)?.split(',').at(-1)?.trim();
  if (!address) return 'unknown';
  if (!ipaddr.IPv6.isValid(address)) return address;
  return `${ipaddr.IPv6.parse(address)
    .parts.slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}
