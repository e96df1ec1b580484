import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { richText, sanitizeRichText } from '../../../src/lib/html/sanitize.js';

describe('sanitizeRichText', () => {
  it('keeps the markup the editor produces', () => {
    const html =
      '<h2>Tytuł</h2><p>Tekst <strong>gruby</strong> i <em>pochyły</em><br></p><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<blockquote><p>cytat</p></blockquote><pre><code>x = 1</code></pre><h3>h3</h3><h4>h4</h4>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('removes scripts with their content', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('removes on* and style attributes', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" style="color:red">x</p><img src=x onerror="alert(1)">')).toBe('<p>x</p>');
  });

  it('drops javascript: and data: links but keeps their text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">klik</a>')).toBe('<a rel="noopener noreferrer nofollow" target="_blank">klik</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toContain('javascript');
    expect(sanitizeRichText('<a href="data:text/html;base64,xx">x</a>')).not.toContain('data:');
  });

  it('keeps http, https and mailto links and forces rel and target', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_self" rel="opener" title="t">e</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">e</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.pl">m</a>')).toContain('href="mailto:a@b.pl"');
    expect(sanitizeRichText('<a href="http://example.com">h</a>')).toContain('href="http://example.com"');
  });

  it('removes tags outside the list but keeps their text, and maps b/i to strong/em', () => {
    expect(sanitizeRichText('<div><h1>Duży</h1><span>t</span><b>b</b><i>i</i></div>')).toBe('Dużyt<strong>b</strong><em>i</em>');
    expect(sanitizeRichText('<iframe src="https://x"></iframe><style>p{}</style>ok')).toBe('ok');
  });
});

describe('richText()', () => {
  it('sanitises inside a schema after the base checks', () => {
    const schema = z.object({ body: richText(z.string().max(20)) });
    expect(schema.parse({ body: '<p onclick="x">a</p>' })).toEqual({ body: '<p>a</p>' });
    expect(schema.safeParse({ body: 'x'.repeat(21) }).success).toBe(false);
    expect(richText().parse('<script>1</script>t')).toBe('t');
  });
});
