// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createSanitizer, sanitizeHtml, stripTags } from './sanitize';

describe('stripTags', () => {
  it('keeps text only, with block edges as single spaces', () => {
    expect(stripTags('<p>Sunny <b>corner</b> unit.</p><p>Close to transit.</p>')).toBe(
      'Sunny corner unit. Close to transit.',
    );
    expect(stripTags('Line one<br>line two')).toBe('Line one line two');
  });

  it('removes scripts and styles together with their text', () => {
    expect(stripTags('Hello<script>alert("x")</script> world<style>p{color:red}</style>')).toBe('Hello world');
    expect(stripTags('<svg><script>alert(1)</script><text>svg text</text></svg>Safe')).toBe('Safe');
    expect(stripTags('<noscript>no</noscript><template>t</template><iframe>f</iframe>ok')).toBe('ok');
  });

  it('returns decoded text, not HTML entities', () => {
    expect(stripTags('Tom &amp; Jerry &lt;3 &eacute;t&eacute;')).toBe('Tom & Jerry <3 été');
  });

  it('keeps table header text', () => {
    expect(
      stripTags('<table><thead><tr><th>Room</th></tr></thead><tbody><tr><td>Kitchen</td></tr></tbody></table>'),
    ).toBe('Room Kitchen');
  });

  it('handles empty input', () => {
    expect(stripTags('')).toBe('');
  });
});

describe('sanitizeHtml', () => {
  const hostile: Array<[string, RegExp]> = [
    ['<img src=x onerror=alert(1)>', /onerror/i],
    ['<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', /javascript:/i],
    ['<a href="&#106;avascript:alert(1)">x</a>', /javascript:/i],
    ['<a href=" javascript:alert(1)">x</a>', /javascript:/i],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', /data:/i],
    ['<a href="vbscript:msgbox(1)">x</a>', /vbscript:/i],
    ['<script>alert(1)</script>', /script|alert/i],
    ['<svg onload=alert(1)><circle/></svg>', /svg|onload|circle/i],
    ['<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', /svg|javascript|xlink/i],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', /onerror|math|style/i],
    ['<iframe src="https://evil.example"></iframe>', /iframe|evil/i],
    ['<p style="background:url(javascript:alert(1))">x</p>', /style|javascript/i],
    ['<style>body{display:none}</style><p>x</p>', /style|display/i],
    ['<form action="https://evil.example"><input name=a></form>', /form|input/i],
    ['<object data="x.swf"></object><embed src="x.swf">', /object|embed|swf/i],
    ['<div onclick="steal()">x</div>', /onclick|steal/i],
    ['<base href="https://evil.example/">', /base|evil/i],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example">', /meta|refresh/i],
    ['<link rel=stylesheet href="https://evil.example/x.css">', /link|evil/i],
    ['<p data-x="1" aria-hidden="true" id="x">t</p>', /data-x|aria-hidden|id=/i],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', /onerror/i],
  ];

  it.each(hostile)('neutralises %s', (input, forbidden) => {
    expect(sanitizeHtml(input)).not.toMatch(forbidden);
  });

  it('keeps a safe subset of rich content', () => {
    const html =
      '<h2>Why Halifax?</h2><p>Great <strong>schools</strong> and <em>parks</em>.</p><ul><li>One</li></ul>' +
      '<a href="https://example.ca/a" title="A">link</a><img src="https://cdn.example.ca/a.jpg" alt="Porch">' +
      '<a href="/fr/ns">relative</a><a href="mailto:agent@example.ca">mail</a><a href="tel:+14165550199">call</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://example.ca" target="_blank">x</a>')).toBe(
      '<a href="https://example.ca" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://example.ca" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.ca" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops other link targets', () => {
    expect(sanitizeHtml('<a href="https://example.ca" target="_top">x</a>')).toBe('<a href="https://example.ca">x</a>');
  });

  it('keeps text of disallowed wrappers but not of scripts', () => {
    expect(sanitizeHtml('<section><p>Kept</p></section><script>lost()</script>')).toBe('<p>Kept</p>');
  });
});

describe('createSanitizer', () => {
  it('binds a fresh sanitizer to the window it is given', () => {
    const sanitizer = createSanitizer(window);
    expect(sanitizer.stripTags('<p>a</p><script>b</script>')).toBe('a');
    expect(sanitizer.sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x">');
  });
});
