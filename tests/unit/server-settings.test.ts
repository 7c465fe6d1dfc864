import { ConfigError as EnvConfigError, parseEnv } from '@/lib/env';
import { ConfigError, parseServerSettings, serverSetting } from '@/lib/server/settings.mjs';

// The production server's own settings (scripts/start.mjs), parsed by the same parsers lib/env.ts
// validates the whole configuration with.

describe('parseServerSettings', () => {
  it('needs no configuration for a local run', () => {
    const settings = parseServerSettings({});
    expect(settings).toMatchObject({ SITE_URL: 'http://localhost:3000', PORT: 3000, PAGE_CACHE_SECONDS: 1, DATA_DIR: './.data' });
    expect(settings.VIDEO_EMBED_HOSTS).toEqual(['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com']);
    expect([settings.GA_MEASUREMENT_ID, settings.REDIS_URL]).toEqual([undefined, undefined]);
    expect(settings.TRUSTED_PROXIES('127.0.0.1', 0)).toBe(false);
  });

  it('treats blank values as unset, as .env.example writes them', () => {
    const blank = { PORT: '', GA_MEASUREMENT_ID: ' ', REDIS_URL: '', TRUSTED_PROXIES: '', PAGE_CACHE_SECONDS: '', VIDEO_EMBED_HOSTS: '' };
    const settings = parseServerSettings(blank);
    expect(settings).toMatchObject({ PORT: 3000, PAGE_CACHE_SECONDS: 1 });
    expect([settings.GA_MEASUREMENT_ID, settings.REDIS_URL]).toEqual([undefined, undefined]);
  });

  it('reads each setting as the app does', () => {
    const source = {
      SITE_URL: 'https://studio.example/',
      PORT: '3555',
      GA_MEASUREMENT_ID: 'G-ABC123',
      VIDEO_EMBED_HOSTS: ' player.vimeo.com,,Video.Example.org ',
      REDIS_URL: ' redis://127.0.0.1:6379 ',
      PAGE_CACHE_SECONDS: '0',
      TRUSTED_PROXIES: '1',
    };
    const settings = parseServerSettings(source);
    const { TRUSTED_PROXIES: _app, ...app } = parseEnv(source, { building: true });
    const { TRUSTED_PROXIES: trust, ...server } = settings;
    expect(server).toEqual(Object.fromEntries(Object.keys(server).map((name) => [name, app[name as keyof typeof app]])));
    expect(server).toMatchObject({
      SITE_URL: 'https://studio.example',
      PORT: 3555,
      PAGE_CACHE_SECONDS: 0,
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect([trust('127.0.0.1', 0), trust('127.0.0.1', 1)]).toEqual([true, false]);
  });

  it.each([
    ['PAGE_CACHE_SECONDS', '-1', /PAGE_CACHE_SECONDS: PAGE_CACHE_SECONDS must be a number of seconds, 0 or more/],
    ['PAGE_CACHE_SECONDS', 'soon', /PAGE_CACHE_SECONDS must be a number of seconds, 0 or more/],
    ['TRUSTED_PROXIES', 'nginx-box', /TRUSTED_PROXIES: TRUSTED_PROXIES must be a number of hops or proxy addresses\/subnets/],
    ['TRUSTED_PROXIES', '0.0.0.0/1,128.0.0.0/1', /TRUSTED_PROXIES: TRUSTED_PROXIES covers every IPv4 address/],
    ['TRUSTED_PROXIES', '100', /TRUSTED_PROXIES: TRUSTED_PROXIES=100 trusts more proxy hops than a real chain has/],
    ['PORT', 'http', /PORT: PORT must be a port number/],
    ['PORT', '70000', /PORT must be a port number/],
    ['SITE_URL', 'not a url', /SITE_URL: SITE_URL must be an http\(s\) URL/],
    ['SITE_URL', 'http:studio.example', /SITE_URL: SITE_URL must be an http\(s\) URL/],
    ['SITE_URL', 'ftp://studio.example', /SITE_URL: SITE_URL must be an http\(s\) URL/],
    ['GA_MEASUREMENT_ID', 'UA-1', /GA_MEASUREMENT_ID looks like G-XXXXXXX/],
    ['VIDEO_EMBED_HOSTS', 'https://www.youtube.com/embed', /VIDEO_EMBED_HOSTS lists host names/],
    ['VIDEO_EMBED_HOSTS', 'www.youtube.com,bad_host', /VIDEO_EMBED_HOSTS: VIDEO_EMBED_HOSTS lists host names/],
    ['DATABASE_URL', 'mysql://studio@db/studio', /DATABASE_URL: DATABASE_URL must start with postgres:\/\//],
  ])('refuses %s=%s naming the setting, as the app does', (name, value, message) => {
    expect(() => parseServerSettings({ [name]: value })).toThrow(ConfigError);
    expect(() => parseServerSettings({ [name]: value })).toThrow(message);
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });

  it('is the ConfigError lib/env.ts refuses with', () => {
    expect(EnvConfigError).toBe(ConfigError);
  });
});

describe('serverSetting', () => {
  it('reports every refused setting at once', () => {
    expect(() => parseServerSettings({ PORT: 'x', PAGE_CACHE_SECONDS: '-1' })).toThrow(
      /^Invalid configuration:\n {2}PORT: PORT must be a port number \(0-65535\)\n {2}PAGE_CACHE_SECONDS: PAGE_CACHE_SECONDS must be/,
    );
  });

  it('reads one setting alone, blank as unset', () => {
    expect(serverSetting('REDIS_URL', { REDIS_URL: ' redis://cache:6379 ' })).toBe('redis://cache:6379');
    expect(serverSetting('REDIS_URL', { REDIS_URL: ' ' })).toBeUndefined();
    expect(serverSetting('PAGE_CACHE_SECONDS', { PORT: 'not read' })).toBe(1);
  });
});
