import type { IncomingMessage } from 'node:http';
import { inTrustedNetwork, parseTrustedProxies, settleClientAddress } from '@/lib/server/client-address.mjs';

// The production server's answer to "whose request is this?" (lib/server/client-address.mjs),
// which every rate limit keys on.

const request = (peer: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers: { ...headers } }) as unknown as IncomingMessage;

const settled = (setting: string | undefined, peer: string, headers: Record<string, string> = {}) => {
  const req = request(peer, headers);
  settleClientAddress(req, parseTrustedProxies(setting));
  return req.headers;
};

describe('settleClientAddress', () => {
  it('without a trusted proxy, takes the connection and drops what the client says about itself', () => {
    const headers = settled('', '203.0.113.5', {
      'x-forwarded-for': '198.51.100.1',
      'x-real-ip': '198.51.100.2',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(headers['x-forwarded-for']).toBe('203.0.113.5');
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers['x-forwarded-host']).toBeUndefined();
    expect(headers['x-forwarded-proto']).toBeUndefined();
  });

  it('writes IPv4 peers of a dual-stack socket as plain IPv4', () => {
    expect(settled(undefined, '::ffff:192.0.2.7')['x-forwarded-for']).toBe('192.0.2.7');
  });

  it('behind one trusted hop (nginx), takes the address that proxy appended, not earlier forged ones', () => {
    const headers = settled('1', '127.0.0.1', { 'x-forwarded-for': 'forged, 198.51.100.9', 'x-forwarded-host': 'studio.example' });
    expect(headers['x-forwarded-for']).toBe('198.51.100.9');
    expect(headers['x-forwarded-host']).toBe('studio.example');
  });

  it('with a list of proxies, walks back over trusted addresses only', () => {
    const setting = 'loopback, 10.0.0.0/8';
    expect(settled(setting, '127.0.0.1', { 'x-forwarded-for': '198.51.100.9, 10.1.2.3' })['x-forwarded-for']).toBe('198.51.100.9');
    // A request straight from the internet: its header is the client's own word.
    expect(settled(setting, '203.0.113.5', { 'x-forwarded-for': '198.51.100.9' })['x-forwarded-for']).toBe('203.0.113.5');
  });

  it('refuses a setting that is neither a hop count nor addresses', () => {
    expect(() => parseTrustedProxies('nginx-box')).toThrow(/TRUSTED_PROXIES/);
  });

  // Such a list makes every client a "proxy", free to name its own address to every rate limit.
  it.each([
    ['0.0.0.0/0', 'IPv4'],
    ['0.0.0.0/1, 128.0.0.0/1', 'IPv4'],
    ['128.0.0.0/2,0.0.0.0/1,192.0.0.0/2', 'IPv4'],
    ['0.0.0.0/128.0.0.0, 128.0.0.0/128.0.0.0', 'IPv4'],
    ['::ffff:0:0/96', 'IPv4'],
    ['::/1', 'IPv4'],
    // IPv6's space holds IPv4's, so these trust everyone, and the refusal says so.
    ['::/0', 'IPv6 and IPv4'],
    ['::/1, 8000::/1', 'IPv6 and IPv4'],
  ])('refuses TRUSTED_PROXIES=%s, which covers every %s address', (setting, family) => {
    expect(() => parseTrustedProxies(setting)).toThrow(
      `TRUSTED_PROXIES covers every ${family} address, so any client could name its own address: list only your proxies`,
    );
  });

  // Hops that are not there are trusted too: a client reaching the app directly names its own address.
  it.each(['6', '100'])('refuses a hop count above any real chain of proxies: TRUSTED_PROXIES=%s', (setting) => {
    expect(() => parseTrustedProxies(setting)).toThrow(
      `TRUSTED_PROXIES=${setting} trusts more proxy hops than a real chain has (at most 5)`,
    );
  });

  it.each(['0.0.0.0/1', '128.0.0.0/1,0.0.0.0/2,192.0.0.0/3', '8000::/1', 'loopback,linklocal,uniquelocal', '1', '5', '10.0.0.0/8,::1'])(
    'accepts TRUSTED_PROXIES=%s, which leaves addresses out',
    (setting) => {
      expect(() => parseTrustedProxies(setting)).not.toThrow();
    },
  );
});

describe('inTrustedNetwork', () => {
  it('is true for addresses in the networks TRUSTED_PROXIES names, and never for a hop count', () => {
    const networks = parseTrustedProxies('10.0.0.0/8, fd00::/8');
    expect(inTrustedNetwork(networks, '10.1.2.3')).toBe(true);
    expect(inTrustedNetwork(networks, 'fd00::1')).toBe(true);
    expect(inTrustedNetwork(networks, '192.0.2.1')).toBe(false);
    expect(inTrustedNetwork(networks, 'unknown')).toBe(false);
    expect(inTrustedNetwork(networks, null)).toBe(false);
    // One hop trusts whichever peer connects: it names no network.
    expect(inTrustedNetwork(parseTrustedProxies('1'), '10.1.2.3')).toBe(false);
    expect(inTrustedNetwork(parseTrustedProxies(''), '127.0.0.1')).toBe(false);
  });
});
