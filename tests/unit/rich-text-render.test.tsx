import { renderToStaticMarkup } from 'react-dom/server';
import { RichText } from '@/components/projects/rich-text';

// Stored rich text is sanitized on save, and again on render: a record written by an older
// version, an import or by hand must not run script on a public page either.
describe('RichText rendering of stored HTML that was never sanitized', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<img src="x" onerror="alert(1)">',
    '<a href="javascript:alert(1)">click</a>',
    '<a href=" JaVaScRiPt:alert(1)">click</a>',
    '<svg><script>alert(1)</script></svg>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">x</p>',
    '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
    '<form action="javascript:alert(1)"><button>go</button></form>',
  ];

  it.each(payloads)('renders %s inert', (payload) => {
    const html = renderToStaticMarkup(<RichText html={`<p>before</p>${payload}<p>after</p>`} />);
    expect(html).not.toMatch(/<script|<iframe|<svg|<form|\son\w+=|javascript:|data:text\/html|style=/i);
    expect(html).toContain('before');
    expect(html).toContain('after');
  });
});
