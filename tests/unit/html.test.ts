import { plainText, renderHtml } from '../../server/src/utils/html';

describe('renderHtml', () => {
  describe('as TEC returns content', () => {
    it('wraps plain text in a paragraph (docs/tec-behaviour.md §3.3, §11.5)', () => {
      expect(renderHtml('Event 01 description')).toBe('<p>Event 01 description</p>');
    });

    it('gives one paragraph per blank-line-separated block, joined by a newline as TEC answers (docs/tec-behaviour.md §11.5)', () => {
      expect(renderHtml('First paragraph.\n\nSecond paragraph.')).toBe(
        '<p>First paragraph.</p>\n<p>Second paragraph.</p>'
      );
    });

    it('turns a single newline into a line break (wpautop, Strapi editor preview)', () => {
      expect(renderHtml('line one\nline two')).toBe('<p>line one<br />\nline two</p>');
    });

    it.each([[''], ['   \n\t '], [null], [undefined]])('returns "" for %p', (stored) => {
      expect(renderHtml(stored)).toBe('');
    });

    it('trims the result', () => {
      expect(renderHtml('\n\n  hello  \n\n')).toBe('<p>hello</p>');
    });

    it('is deterministic', () => {
      const input = '**a** [b](https://example.com)\n\n<p onclick="x()">c</p>';
      expect(renderHtml(input)).toBe(renderHtml(input));
    });
  });

  describe('HTML from API clients', () => {
    it('does not wrap HTML that already has paragraphs again', () => {
      expect(renderHtml('<p>Already HTML</p>')).toBe('<p>Already HTML</p>');
      expect(renderHtml('<p>One</p>\n<p>Two</p>')).toBe('<p>One</p>\n<p>Two</p>');
      expect(renderHtml('<p>One</p>\n\n<p>Two</p>')).toBe('<p>One</p>\n<p>Two</p>');
    });

    it('wraps inline HTML in a paragraph', () => {
      expect(renderHtml('<strong>Bold</strong> start')).toBe('<p><strong>Bold</strong> start</p>');
    });

    it('keeps allowed markup and attributes', () => {
      expect(
        renderHtml('<p class="lead">Hi <a href="https://example.com/x" title="X">there</a></p>')
      ).toBe('<p class="lead">Hi <a href="https://example.com/x" title="X">there</a></p>');
      expect(renderHtml('<blockquote cite="https://example.com">q</blockquote>')).toBe(
        '<blockquote cite="https://example.com">q</blockquote>'
      );
      expect(
        renderHtml(
          '<img src="https://example.com/a.png" alt="A" width="10" height="20" loading="lazy">'
        )
      ).toBe(
        '<img src="https://example.com/a.png" alt="A" width="10" height="20" loading="lazy" />'
      );
    });

    it('allows mailto: and tel: links', () => {
      expect(renderHtml('<a href="mailto:a@example.com">m</a> <a href="tel:+123">t</a>')).toBe(
        '<p><a href="mailto:a@example.com">m</a> <a href="tel:+123">t</a></p>'
      );
    });

    it('adds rel="noopener" to links opening a new tab', () => {
      expect(renderHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
        '<p><a href="https://example.com" target="_blank" rel="noopener">x</a></p>'
      );
    });
  });

  describe('sanitising', () => {
    it('removes <script> with its content', () => {
      const out = renderHtml('<p>before</p><script>alert("x")</script><p>after</p>');
      expect(out).not.toMatch(/script|alert/i);
      expect(out).toContain('<p>before</p>');
      expect(out).toContain('<p>after</p>');
    });

    it('removes <style>, <iframe>, <object>, <embed> with their content', () => {
      const out = renderHtml(
        'a<style>p{color:red}</style><iframe src="https://evil.example"><p>inside</p></iframe>' +
          '<object data="x.swf"><p>obj</p></object><embed src="x.swf">b'
      );
      expect(out).not.toMatch(/style|color|iframe|inside|object|obj|embed|swf/i);
      expect(plainText('x<iframe>hidden</iframe>y')).toBe('xy');
    });

    it('removes on* handlers and style attributes', () => {
      expect(renderHtml('<img src="x.png" onerror="alert(1)">')).toBe('<img src="x.png" />');
      expect(
        renderHtml('<div style="color:red" onclick="evil()" onmouseover="evil()">s</div>')
      ).toBe('<div>s</div>');
    });

    it.each([
      ['<a href="javascript:alert(1)">x</a>'],
      ['<a href="JaVaScRiPt:alert(1)">x</a>'],
      ['<a href="&#106;avascript:alert(1)">x</a>'],
      ['<a href=" javascript:alert(1)">x</a>'],
      ['<a href="vbscript:msgbox(1)">x</a>'],
      ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>'],
    ])('drops a dangerous href in raw HTML: %s', (input) => {
      expect(renderHtml(input)).toBe('<p><a>x</a></p>');
    });

    it('drops javascript: in a Markdown link', () => {
      const out = renderHtml('[x](javascript:alert(1))');
      expect(out).toBe('<p><a>x</a></p>');
      expect(out).not.toMatch(/javascript/i);
    });

    it('drops data: image sources and unsafe srcset candidates', () => {
      expect(renderHtml('<img src="data:image/png;base64,AAAA" alt="a">')).toBe('<img alt="a" />');
      expect(
        renderHtml(
          '<img srcset="javascript:alert(1) 1x, https://example.com/b.png 2x" src="https://example.com/c.png">'
        )
      ).toBe('<img srcset="https://example.com/b.png 2x" src="https://example.com/c.png" />');
    });

    it('removes disallowed tags but keeps their text', () => {
      expect(renderHtml('<form><input value="1"><button>Go</button></form>')).toBe('Go');
      expect(renderHtml('<p><font color="red">text</font></p>')).toBe('<p>text</p>');
    });

    it('removes HTML comments', () => {
      expect(renderHtml('<!-- secret --><p>x</p>')).toBe('<p>x</p>');
    });
  });

  describe('Markdown (Strapi admin rich text)', () => {
    it('renders bold, emphasis and links', () => {
      expect(renderHtml('**bold**, _em_ and [a link](https://example.com "Title")')).toBe(
        '<p><strong>bold</strong>, <em>em</em> and <a href="https://example.com" title="Title">a link</a></p>'
      );
    });

    it('renders lists', () => {
      expect(renderHtml('- one\n- two')).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
      expect(renderHtml('1. one\n2. two')).toBe('<ol>\n<li>one</li>\n<li>two</li>\n</ol>');
    });

    it('renders headings, code and strike-through', () => {
      expect(renderHtml('## Title')).toBe('<h2>Title</h2>');
      expect(renderHtml('`a<b`')).toBe('<p><code>a&lt;b</code></p>');
      expect(renderHtml('```js\nlet a = 1;\n```')).toBe(
        '<pre><code class="language-js">let a = 1;\n</code></pre>'
      );
      expect(renderHtml('~~gone~~')).toBe('<p><del>gone</del></p>');
    });

    it('renders GFM tables with their alignment', () => {
      expect(renderHtml('| a | b |\n|:--|--:|\n| 1 | 2 |')).toBe(
        '<table>\n<thead>\n<tr>\n<th align="left">a</th>\n<th align="right">b</th>\n</tr>\n</thead>\n' +
          '<tbody><tr>\n<td align="left">1</td>\n<td align="right">2</td>\n</tr>\n</tbody></table>'
      );
    });

    it('links bare URLs like the admin preview', () => {
      expect(renderHtml('See https://example.com')).toBe(
        '<p>See <a href="https://example.com">https://example.com</a></p>'
      );
    });
  });

  describe('entities', () => {
    it('escapes a bare ampersand and keeps encoded markup as text', () => {
      expect(renderHtml('Tom & Jerry')).toBe('<p>Tom &amp; Jerry</p>');
      expect(renderHtml('1 &lt; 2 &amp;&amp; 3 &gt; 2')).toBe(
        '<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>'
      );
    });

    it('outputs named entities as characters', () => {
      expect(renderHtml('caf&eacute; &copy; 2024')).toBe('<p>café © 2024</p>');
    });

    it('never turns encoded tags into real ones', () => {
      expect(renderHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'
      );
    });
  });
});

describe('plainText', () => {
  it('strips tags and collapses whitespace, separating blocks with a space', () => {
    expect(plainText('<p>One</p>\n<p>Two\n  three</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'One Two three a b'
    );
    expect(plainText('line one<br>line two')).toBe('line one line two');
  });

  it('strips Markdown syntax', () => {
    expect(plainText('**Bold** and [link](https://example.com)\n\n- item')).toBe(
      'Bold and link item'
    );
  });

  it('decodes entities', () => {
    expect(plainText('Tom &amp; Jerry &lt;3 caf&eacute;&nbsp;bar &quot;q&quot; &#39;s')).toBe(
      'Tom & Jerry <3 café bar "q" \'s'
    );
    expect(plainText('Tom & Jerry')).toBe('Tom & Jerry');
  });

  it('drops script content', () => {
    expect(plainText('<p>hi</p><script>alert(1)</script>')).toBe('hi');
  });

  it.each([[''], ['  '], [null], [undefined]])('returns "" for %p', (stored) => {
    expect(plainText(stored)).toBe('');
  });
});

describe('sanitizeTermText (term descriptions)', () => {
  const { sanitizeTermText } = require('../../server/src/utils/html');
  it('keeps plain text as stored, without Markdown or added paragraphs', () => {
    expect(sanitizeTermText('Events in the **Music** category.')).toBe(
      'Events in the **Music** category.'
    );
  });
  it('strips scripts and event handlers', () => {
    expect(sanitizeTermText('Jazz <script>alert(1)</script><b onclick="x()">live</b>')).toBe(
      'Jazz <b>live</b>'
    );
  });
  it('empty for nothing', () => {
    expect(sanitizeTermText(null)).toBe('');
  });
});
