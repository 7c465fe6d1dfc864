import { createHash } from 'node:crypto';
import { CONSENT_DEFAULTS_SCRIPT } from '@/lib/analytics/consent-defaults-script.mjs';
import { executableInlineScripts, frameworkScriptHashes, hashSource, isFrameworkScript } from '@/lib/security/inline-scripts.mjs';
import { knownInlineScripts } from '@/lib/security/known-scripts.mjs';
import { pageScriptHashes } from '@/lib/security/page-script-hashes.mjs';

// Shapes as Next 16 writes them into a page (copied from a built page of this site).
const FLIGHT_INIT = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_CHUNK =
  'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[5500,[\\"$2\\"],\\"Link\\"]\\n3:\\"\\u003cp\\u003eHi\\u003c/p\\u003e\\"\\n"])';
const BOOTSTRAP =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/1zgmbervt4bfj.js","static/chunks/33sv2kyjb3til.js"],"runtimeModuleIds":[94553]});';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('executableInlineScripts', () => {
  it('finds the inline scripts a browser runs, not external files or data blocks', () => {
    const html =
      '<head><script src="/_next/static/chunks/a.js" async></script><script>one()</script></head>' +
      '<body><script type="application/ld+json">{"@type":"Organization"}</script><script id="_R_" type="module">two()</script>' +
      '<script type="text/JavaScript">three()</script><SCRIPT>four()</SCRIPT ></body>';
    expect(executableInlineScripts(html)).toEqual(['one()', 'two()', 'three()', 'four()']);
  });
});

describe('isFrameworkScript', () => {
  it.each([
    ['the flight buffer set-up', FLIGHT_INIT],
    ['a flight data chunk', FLIGHT_CHUNK],
    ['a form-state chunk', 'self.__next_f.push([2,"x"])'],
    ['the Turbopack bootstrap', BOOTSTRAP],
  ])('trusts %s', (_name, script) => {
    expect(isFrameworkScript(script)).toBe(true);
  });

  it.each([
    ['plain code', 'alert(1)'],
    ['code after a flight chunk', `${FLIGHT_CHUNK};alert(1)`],
    ['a flight "string" that breaks out of its quotes', 'self.__next_f.push([1,"x"+alert(1)+"y"])'],
    ['a flight chunk of code instead of a string', 'self.__next_f.push([1,alert(1)])'],
    ['a flight chunk carrying markup', 'self.__next_f.push([1,"<img src=x onerror=alert(1)>"])'],
    [
      'a bootstrap loading a foreign script',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["https://evil.example/x.js"],"runtimeModuleIds":[1]});',
    ],
    [
      'a bootstrap with a path outside the chunks',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/../../uploads/x.js"],"runtimeModuleIds":[1]});',
    ],
    [
      'a bootstrap with extra fields',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[],"x":1});',
    ],
    ['a bootstrap followed by code', `${BOOTSTRAP}alert(1)`],
  ])('does not trust %s', (_name, script) => {
    expect(isFrameworkScript(script)).toBe(false);
  });
});

describe('frameworkScriptHashes', () => {
  it('hashes the scripts Next wrote, and nothing an attacker added', () => {
    const html = `<script>${FLIGHT_INIT}</script><p>Hi</p><script>alert(document.cookie)</script><script>${FLIGHT_CHUNK}</script>`;
    expect(frameworkScriptHashes(html)).toEqual([sha256(FLIGHT_INIT), sha256(FLIGHT_CHUNK)]);
  });

  it('lists a script that occurs twice once', () => {
    expect(frameworkScriptHashes(`<script>${FLIGHT_INIT}</script><script>${FLIGHT_INIT}</script>`)).toEqual([sha256(FLIGHT_INIT)]);
  });

  it('gives the hash of the exact text, as the browser computes it (UTF-8)', () => {
    expect(hashSource('self.__next_f.push([1,"Bokmål – «hei»"])')).toBe(sha256('self.__next_f.push([1,"Bokmål – «hei»"])'));
  });
});

describe('pageScriptHashes', () => {
  it('answers each body with its own scripts’ hashes, also when it has seen the body before', () => {
    const page = (script: string) => Buffer.from(`<body><script>${FLIGHT_INIT}</script><script>${script}</script></body>`);
    const first = page(FLIGHT_CHUNK);
    const second = page('self.__next_f.push([1,"another page"])');
    for (let visit = 0; visit < 2; visit++) {
      expect(pageScriptHashes(first)).toEqual(frameworkScriptHashes(first.toString()));
      expect(pageScriptHashes(second)).toEqual([sha256(FLIGHT_INIT), sha256('self.__next_f.push([1,"another page"])')]);
    }
    // One byte more (an injected script) is another page, with no hash for what was injected.
    const injected = Buffer.concat([first, Buffer.from('<script>alert(1)</script>')]);
    expect(pageScriptHashes(injected)).toEqual(frameworkScriptHashes(first.toString()));
  });
});

describe('knownInlineScripts', () => {
  it('is the consent defaults alone without analytics', async () => {
    expect([...(await knownInlineScripts({}))]).toEqual([CONSENT_DEFAULTS_SCRIPT]);
  });

  it('adds gtag’s set-up for the configured measurement id, as @next/third-parties writes it', async () => {
    const scripts = [...(await knownInlineScripts({ gaMeasurementId: 'G-TEST123' }))];
    expect(scripts).toHaveLength(2);
    expect(scripts[1]).toContain("gtag('config', 'G-TEST123'");
    expect(scripts[1]).toContain("gtag('js', new Date());");
  });
});
