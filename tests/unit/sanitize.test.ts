import { indentLevel } from '@/lib/rich-text/indent';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import { looksLikeEmail, safeImageSrc, safeLinkHref } from '@/lib/rich-text/urls';

const ALLOWED: Record<string, string[]> = {
  ...Object.fromEntries(['p', 'h1', 'h2', 'h3', 'li', 'blockquote', 'pre'].map((tag) => [tag, ['data-indent']])),
  ...Object.fromEntries(
    ['br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'code', 'sub', 'sup', 'ol', 'ul', 'span'].map((tag) => [tag, []]),
  ),
  a: ['href', 'rel', 'target'],
  img: ['src', 'alt'],
};

/** Every tag and attribute of sanitized output, as written by the sanitizer. */
function tagsOf(html: string): { tag: string; attributes: Record<string, string> }[] {
  return [...html.matchAll(/<([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/gi)].map(([, tag, attributes]) => ({
    tag: tag!.toLowerCase(),
    attributes: Object.fromEntries(
      [...attributes!.matchAll(/([a-z-]+)="([^"]*)"/gi)].map(([, name, value]) => [name!.toLowerCase(), value!]),
    ),
  }));
}

function expectInert(html: string) {
  // Every '<' of the output opens or closes a known tag; all else is escaped text.
  expect(html.match(/<(?!\/?[a-z0-9]+[\s>/])/gi)).toBeNull();
  for (const { tag, attributes } of tagsOf(html)) {
    expect(ALLOWED).toHaveProperty([tag]);
    for (const name of Object.keys(attributes))
      expect({ tag, name, allowed: ALLOWED[tag]!.includes(name) }).toEqual({ tag, name, allowed: true });
    const url = attributes.href ?? attributes.src;
    if (url !== undefined) expect(url).toMatch(/^(https?:|mailto:|tel:|data:image\/|\/(?!\/))/i);
  }
  expect(html).not.toMatch(/javascript:|vbscript:|data:text|<script|<svg|<iframe|<style|\son\w+=|style=/i);
}

const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<p>hi<script>document.cookie</script></p>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<img """><script>alert(1)</script>">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href=" &#14; javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html,<script>alert(1)</script>">click</a>',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(2)">ok</a>',
  '<svg onload=alert(1)><script>alert(2)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="behavior:url(x.htc)">x</div>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<p data-indent="3" onclick="alert(1)" class="x" id="y">text</p>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
];

describe('sanitizeRichText against script injection', () => {
  it.each(XSS_PAYLOADS)('leaves nothing executable of %s', (payload) => {
    expectInert(sanitizeRichText(payload));
    expectInert(sanitizeRichText(payload, { headingOffset: 1 }));
  });

  it('keeps the text but drops the script of an escaped payload', () => {
    expect(sanitizeRichText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitizeRichText('<p>hi<script>alert(1)</script></p>')).toBe('<p>hi</p>');
  });
});

describe('sanitizeRichText formatting', () => {
  it('keeps the editor formatting', () => {
    const html =
      '<h1>A</h1><h2>B</h2><h3>C</h3><p>x<br /><strong>b</strong><b>b</b><em>i</em><i>i</i><u>u</u><s>s</s><strike>s</strike><sub>2</sub><sup>3</sup></p>' +
      '<blockquote>q</blockquote><pre>code</pre><p><code>c</code></p><ol><li>1</li></ol><ul><li>2</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps the demo descriptions as they are', () => {
    const html = '<h2>The challenge</h2><p>Text with <strong>bold</strong> – and “quotes”.</p><blockquote>“Quote” – Name</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('moves headings down when asked, never past h6, and reads h4–h6 as h3', () => {
    expect(sanitizeRichText('<h1>A</h1><h2>B</h2><h3>C</h3>', { headingOffset: 1 })).toBe('<h2>A</h2><h3>B</h3><h4>C</h4>');
    expect(sanitizeRichText('<h5>deep</h5>')).toBe('<h3>deep</h3>');
    expect(sanitizeRichText('<h3>C</h3>', { headingOffset: 5 })).toBe('<h6>C</h6>');
  });

  it('drops tags outside the list but keeps their text', () => {
    expect(sanitizeRichText('<div><span style="color:red">a</span><font>b</font><table><tr><td>c</td></tr></table></div>')).toBe(
      '<span>a</span>bc',
    );
  });

  it('keeps indent levels 1–8 as data-indent, from the attribute or the editor class', () => {
    expect(sanitizeRichText('<p data-indent="2">a</p><li class="ql-indent-5">b</li><h2 class="ql-align-center ql-indent-1">c</h2>')).toBe(
      '<p data-indent="2">a</p><li data-indent="5">b</li><h2 data-indent="1">c</h2>',
    );
  });

  it('clamps indent levels to 1–8', () => {
    expect(sanitizeRichText('<p data-indent="12">a</p>')).toBe('<p data-indent="8">a</p>');
    expect(sanitizeRichText('<p data-indent="0">a</p><p data-indent="-3">b</p><p data-indent="two">c</p><p data-indent="3;x">d</p>')).toBe(
      '<p>a</p><p>b</p><p>c</p><p>d</p>',
    );
  });
});

describe('sanitizeRichText links', () => {
  it('opens web links in a new tab without passing the page on', () => {
    expect(sanitizeRichText('<a href="https://example.com/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
  });

  it('keeps mailto and tel links, in the same tab', () => {
    expect(sanitizeRichText('<a href="mailto:hei@nordlys.studio">write</a><a href="tel:+4712345678">call</a>')).toBe(
      '<a href="mailto:hei@nordlys.studio" rel="noopener noreferrer nofollow">write</a><a href="tel:+4712345678" rel="noopener noreferrer nofollow">call</a>',
    );
  });

  it('gives link text that is an e-mail address a mailto target', () => {
    expect(sanitizeRichText('<a href="hello@example.com">hello@example.com</a>')).toBe(
      '<a href="mailto:hello@example.com" rel="noopener noreferrer nofollow">hello@example.com</a>',
    );
    expect(sanitizeRichText('<a href="https://example.com">hello@example.com</a>')).toBe(
      '<a href="mailto:hello@example.com" rel="noopener noreferrer nofollow">hello@example.com</a>',
    );
    expect(sanitizeRichText('<a><strong>ola@example.no</strong></a>')).toBe(
      '<a href="mailto:ola@example.no" rel="noopener noreferrer nofollow"><strong>ola@example.no</strong></a>',
    );
  });

  it('drops targets of other schemes but keeps the text', () => {
    for (const href of ['javascript:alert(1)', 'ftp://example.com', 'file:///etc/passwd', 'data:text/html,x', 'sms:123', 'relative/path']) {
      expect(sanitizeRichText(`<a href="${href}">t</a>`)).toBe('<a>t</a>');
    }
  });

  it('keeps site paths as same-tab links', () => {
    expect(sanitizeRichText('<a href="/services#branding">services</a>')).toBe('<a href="/services#branding">services</a>');
  });

  it('cannot be tricked by a marker of its own in the input', () => {
    const html = sanitizeRichText('<a data-sanitized-link="0" href="javascript:alert(1)">x</a><p>&lt;a data-sanitized-link="0"&gt;</p>');
    expectInert(html);
    expect(html).toBe('<a>x</a><p>&lt;a data-sanitized-link="0"&gt;</p>');
  });
});

describe('sanitizeRichText images', () => {
  it('keeps http, https, data:image and site images with their alt text', () => {
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.png" alt="A" width="9">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="A" />',
    );
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="" />',
    );
    expect(sanitizeRichText('<img src="/images/a.webp" alt="">')).toBe('<img src="/images/a.webp" alt="" />');
  });

  it('writes a protocol-relative source out as https', () => {
    expect(sanitizeRichText('<img src="//cdn.example.com/a.png">')).toBe('<img src="https://cdn.example.com/a.png" alt="" />');
  });

  it('replaces any other image with an empty placeholder', () => {
    for (const src of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com/a.png', 'x', '']) {
      expect(sanitizeRichText(`<p>a<img src="${src}" alt="x">b</p>`)).toBe('<p>a<span></span>b</p>');
    }
    expect(sanitizeRichText('<img alt="no source">')).toBe('<span></span>');
  });
});

describe('rich-text URL and indent rules', () => {
  it('recognizes e-mail addresses', () => {
    expect(looksLikeEmail('kari.nordmann@firma.no')).toBe(true);
    expect(looksLikeEmail(' hei@nordlys.studio ')).toBe(true);
    expect(looksLikeEmail('not an @ address')).toBe(false);
    expect(looksLikeEmail('https://example.com')).toBe(false);
  });

  it('turns bare web and e-mail addresses into links', () => {
    expect(safeLinkHref('www.example.com')).toEqual({ href: 'https://www.example.com/', external: true });
    expect(safeLinkHref('kari@firma.no')).toEqual({ href: 'mailto:kari@firma.no', external: false });
    expect(safeLinkHref('')).toBeNull();
  });

  it('judges images like links', () => {
    expect(safeImageSrc('http://example.com/a.jpg')).toBe('http://example.com/a.jpg');
    expect(safeImageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBe('data:image/svg+xml;base64,PHN2Zz4=');
    expect(safeImageSrc('data:text/html,x')).toBeNull();
    expect(safeImageSrc(undefined)).toBeNull();
  });

  it('reads indent levels', () => {
    expect(indentLevel({ 'data-indent': '4' })).toBe(4);
    expect(indentLevel({ class: 'ql-indent-9' })).toBe(8);
    expect(indentLevel({ class: 'x-ql-indent-2' })).toBeNull();
    expect(indentLevel({})).toBeNull();
  });
});
