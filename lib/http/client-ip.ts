import 'server-only';
import { CLIENT_ADDRESS_HEADER, clientAddressKey } from '@/lib/server/client-address.mjs';

/** As the server settled it (lib/server/client-address.mjs); IPv6 per /48 (clientAddressKey). */
export function clientIp(request: Request): string {
  return clientAddressKey(request.headers.get(CLIENT_ADDRESS_HEADER));
}
