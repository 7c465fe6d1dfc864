// Well-known stored-XSS payloads (OWASP's filter evasion cheat sheet, PortSwigger's XSS cheat
// sheet, published sanitizer bypasses). Each one, if it ran, would call a marker the test watches:
// `__xss('<name>')` (a function the test exposes), an alert/confirm/print dialog, or a navigation
// of the page to /pwned… or to x.test. Their text never holds a line break, so a title keeps it
// exactly and a page can be checked for it literally.

export interface XssPayload {
  name: string;
  text: string;
}

/** Markup payloads, for the plain-text fields and the rich text alike. */
export const MARKUP_PAYLOADS: readonly XssPayload[] = [
  { name: 'script', text: `<script>__xss('script')</script>` },
  // Attribute break-outs: the title is also in meta tags and attributes (aria-label, alt).
  { name: 'attr-break', text: `"><script>__xss('attr-break')</script>` },
  { name: 'attr-break-single', text: `'><img src=x onerror=__xss('attr-break-single')>` },
  // The title and summary end up in the JSON-LD script and in <title>.
  { name: 'script-close', text: `</script><script>__xss('script-close')</script>` },
  { name: 'title-close', text: `</title><script>alert('title-close')</script>` },
  { name: 'img-onerror', text: `<img src=x onerror="__xss('img-onerror')">` },
  { name: 'svg-onload', text: `<svg onload="__xss('svg-onload')"></svg>` },
  { name: 'svg-animate', text: `<svg><animate onbegin="__xss('svg-animate')" attributeName=x dur=1s></animate></svg>` },
  { name: 'details-ontoggle', text: `<details open ontoggle="__xss('details-ontoggle')"><summary>x</summary></details>` },
  { name: 'input-autofocus', text: `<input autofocus onfocus="__xss('input-autofocus')">` },
  { name: 'iframe-js', text: `<iframe src="javascript:parent.__xss('iframe-js')"></iframe>` },
  { name: 'iframe-srcdoc', text: `<iframe srcdoc="&lt;script&gt;parent.__xss('iframe-srcdoc')&lt;/script&gt;"></iframe>` },
  // Links run only when clicked: the test clicks every link whose text starts with "click-".
  { name: 'a-js', text: `<a href="javascript:__xss('a-js')">click-a-js</a>` },
  { name: 'a-tab', text: `<a href="jav&#x09;ascript:__xss('a-tab')">click-a-tab</a>` },
  { name: 'a-entity', text: `<a href="&#106;&#97;vascript&colon;__xss('a-entity')">click-a-entity</a>` },
  { name: 'a-space', text: `<a href=" JaVaScRiPt:__xss('a-space')">click-a-space</a>` },
  { name: 'a-data', text: `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click-a-data</a>` },
  { name: 'svg-a', text: `<svg><a xlink:href="javascript:__xss('svg-a')"><text y=20>click-svg-a</text></a></svg>` },
  { name: 'form-action', text: `<form action="javascript:__xss('form-action')"><button>click-form-action</button></form>` },
  { name: 'button-formaction', text: `<button formaction="javascript:__xss('button-formaction')">click-button-formaction</button>` },
  { name: 'object', text: `<object data="javascript:__xss('object')"></object>` },
  { name: 'embed', text: `<embed src="javascript:__xss('embed')">` },
  { name: 'base', text: `<base href="https://x.test/">` },
  { name: 'meta-refresh', text: `<meta http-equiv="refresh" content="0;url=/pwned-meta">` },
  { name: 'style-tag', text: `<style>@import 'https://x.test/a.css';body{background:url(https://x.test/b)}</style>` },
  { name: 'style-attr', text: `<p style="background:url(javascript:__xss('style-attr'))">styled</p>` },
  { name: 'link-import', text: `<link rel=stylesheet href="https://x.test/c.css">` },
  { name: 'video-source', text: `<video><source onerror="__xss('video-source')"></video>` },
  { name: 'top-location', text: `<img src=x onerror="top.location='/pwned-top'">` },
  // Template injection (Angular/Vue expressions, template literals): harmless unless evaluated.
  { name: 'template-constructor', text: `{{constructor.constructor('alert(1)')()}}` },
  { name: 'template-literal', text: '${__xss(`template-literal`)}' },
  { name: 'template-ruby', text: `#{__xss('template-ruby')}` },
  // Mutation XSS: markup a sanitizer parses one way and the browser re-parses another. Last, as
  // they leave elements open that swallow what follows them in the rich text.
  { name: 'mxss-math', text: `<math><mtext><table><mglyph><style><img src=x onerror="__xss('mxss-math')">` },
  { name: 'mxss-noscript', text: `<noscript><p title="</noscript><img src=x onerror=__xss('mxss-noscript')>">` },
  { name: 'mxss-xmp', text: `<xmp><p title="</xmp><img src=x onerror=__xss('mxss-xmp')>">` },
];

/**
 * Addresses for the URL fields (hero image, gallery, video). `mustRefuse`: a scheme that can never
 * be a picture or an embed, so the API has to answer 400 with a detail.
 */
export interface UrlPayload extends XssPayload {
  mustRefuse: boolean;
}

export const URL_PAYLOADS: readonly UrlPayload[] = [
  { name: 'url-js', text: `javascript:alert(1)`, mustRefuse: true },
  { name: 'url-js-case', text: `JaVaScRiPt:alert(1)`, mustRefuse: true },
  { name: 'url-js-tab', text: `java\tscript:alert(1)`, mustRefuse: true },
  { name: 'url-js-space', text: ` javascript:alert(1)`, mustRefuse: true },
  { name: 'url-data-html', text: `data:text/html,<script>alert(1)</script>`, mustRefuse: true },
  { name: 'url-vbscript', text: `vbscript:msgbox(1)`, mustRefuse: true },
  { name: 'url-protocol-relative', text: `//x.test/a.png`, mustRefuse: true },
  { name: 'url-quote-double', text: `https://x.test/"onerror="alert(1)`, mustRefuse: false },
  { name: 'url-quote-single', text: `https://x.test/'><script>alert(1)</script>`, mustRefuse: false },
  { name: 'url-http-quote', text: `http://x.test/v"onload="alert(1)`, mustRefuse: false },
  { name: 'url-path-quote', text: `/images/a.png"onerror="alert(1)`, mustRefuse: false },
  { name: 'url-path-query', text: `/images/a.png?"><script>alert(1)</script>`, mustRefuse: false },
];
