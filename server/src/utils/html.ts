/**
 * Rendering of stored rich text (event/venue/organizer `description` and `excerpt`) to the HTML that
 * TEC's REST API returns.
 *
 * TEC returns `apply_filters('the_content', …)` trimmed: paragraphs added by wpautop, then the post
 * kses allowlist applied when the content was saved. We store what the editor gave us (docs/api.md §7:
 * Markdown from the Strapi admin's rich-text editor, HTML from API clients, or plain text) and do
 * both steps at read time, so a stored `<script>` can never reach a client whatever wrote it.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { memoize } from './memo';

/**
 * One private instance (never the shared global `marked`), so another plugin calling
 * `marked.use()` cannot change our output: rendering must be deterministic.
 * Options mirror the preview of Strapi 5's own Markdown editor (markdown-it with `html: true`,
 * `breaks: true`, `linkify: true`), so what an editor sees in the admin is what the API returns.
 * `breaks: true` is also what WordPress's wpautop does with single newlines.
 */
const markdown = new Marked({ gfm: true, breaks: true, async: false });
markdown.use({
  renderer: {
    // wpautop writes `<br />` followed by the newline it replaced; marked drops the newline.
    br() {
      return '<br>\n';
    },
    // marked trims the newlines after a raw HTML block, gluing `<p>a</p>\n\n<p>b</p>` into
    // `<p>a</p><p>b</p>`; TEC's output separates blocks with one newline (`</p>\n<p>`, see
    // docs/tec-behaviour.md §11.5), so put it back. Inline tags (`<strong>` inside a paragraph) are left alone.
    html(token) {
      return token.block ? `${token.text.replace(/\n+$/, '')}\n` : token.text;
    },
  },
});

/** Allowed on every allowed tag (WordPress's kses allows `class` on nearly all post tags). */
const GLOBAL_ATTRIBUTES = ['class'];

/**
 * Close to WordPress's `wp_kses_allowed_html('post')`, minus everything that can carry script or
 * layout hijacking (`style` attributes, `on*` handlers, forms, media embeds). `align` on table cells
 * is kept because GFM tables (Markdown) emit it for column alignment and kses allows it.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'sub',
    'sup',
    'small',
    'mark',
    'code',
    'pre',
    'blockquote',
    'q',
    'cite',
    'abbr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
  ],
  allowedAttributes: {
    '*': GLOBAL_ATTRIBUTES,
    a: ['href', 'title', 'target', 'rel'],
    blockquote: ['cite'],
    q: ['cite'],
    abbr: ['title'],
    ol: ['start'],
    img: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes', 'loading'],
    th: ['colspan', 'rowspan', 'scope', 'align'],
    td: ['colspan', 'rowspan', 'align'],
  },
  // No javascript:, data:, vbscript: (or anything else) in href/src/cite/srcset. Relative URLs stay.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: true,
  // Removed tags keep their text (like kses) except these, whose content is code or embedded
  // documents, never readable text: they go away together with their content.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'title',
    'head',
    'noembed',
    'noframes',
    'xmp',
  ],
  disallowedTagsMode: 'discard',
  // Stored content is a fragment; a stray `<html>` in it must not make the rest disappear.
  enforceHtmlBoundary: false,
  transformTags: {
    // A link opening a new tab gets rel="noopener" (what WordPress adds on save) so the opened page
    // cannot navigate the API consumer's page (reverse tabnabbing).
    a: (tagName, attribs) => {
      if (attribs.target === '_blank') {
        const rel = (attribs.rel ?? '').split(/\s+/).filter(Boolean);
        if (!rel.includes('noopener')) rel.push('noopener');
        return { tagName, attribs: { ...attribs, rel: rel.join(' ') } };
      }
      return { tagName, attribs };
    },
  },
};

/** Stripping every tag (for plain text); script/style-like content still goes with its element. */
const STRIP_ALL_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: SANITIZE_OPTIONS.nonTextTags,
  enforceHtmlBoundary: false,
};

/** Block boundaries and line breaks become spaces in plain text, so `<p>a</p><p>b</p>` is "a b". */
const BLOCK_BOUNDARY =
  /<br\s*\/?>|<\/?(?:p|div|li|ul|ol|dl|dt|dd|h[1-6]|blockquote|pre|hr|figure|figcaption|table|thead|tbody|tfoot|tr|th|td|caption)\b[^>]*>/gi;

function isBlank(stored: string | null | undefined): stored is null | undefined | '' {
  return typeof stored !== 'string' || stored.trim() === '';
}

/**
 * Stored description/excerpt → sanitised HTML, trimmed, the way TEC returns it:
 * 'Event 01 description' → '<p>Event 01 description</p>'; '' / null / whitespace → ''.
 *
 * Markdown first (raw HTML passes through marked untouched; HTML that already has block tags such
 * as `<p>` is an HTML block to marked, so it is not wrapped again), then the allowlist. Sanitising
 * after Markdown is what makes `[x](javascript:…)` safe too: marked would happily emit that href.
 */
export function renderHtml(stored: string | null | undefined): string {
  if (isBlank(stored)) return '';
  return renderStored(stored);
}

/**
 * Rendering is most of an event's serialisation cost and a pure function of the stored text, so it
 * is done once per distinct text (bounded: about 16 M characters; very long texts are not kept).
 */
const renderStored = memoize(
  (stored: string) => {
    // Trimmed first: surrounding blank space is never content (WordPress trims the rendered post), and
    // indentation before the first line would otherwise make Markdown read it as a code block.
    const html = markdown.parse(stored.trim(), { async: false });
    return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
  },
  { max: 20_000, maxChars: 16_000_000, maxKeyLength: 200_000 }
);

/**
 * sanitize-html decodes every entity while parsing and re-escapes only these four in text, so
 * reversing exactly these gives the decoded text (`&amp;` last, or `&amp;lt;` would turn into `<`).
 */
function decodeSanitizerText(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/**
 * Plain text of stored content (tags stripped, entities decoded, whitespace collapsed) — for search
 * snippets and JSON-LD. Goes through renderHtml so Markdown syntax (`**`, `[x](…)`) is not leaked
 * into the text and exactly what the HTML shows is what the text says.
 */
export function plainText(stored: string | null | undefined): string {
  const html = renderHtml(stored);
  if (html === '') return '';
  const spaced = html.replace(BLOCK_BOUNDARY, ' ');
  const text = decodeSanitizerText(sanitizeHtml(spaced, STRIP_ALL_OPTIONS));
  // \s covers the no-break spaces that `&nbsp;` decodes to.
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A one-line text field the way WordPress's sanitize_text_field leaves it: no tags, line breaks, tabs
 * and runs of spaces made one space, trimmed. No Markdown reading (unlike plainText): the text is
 * not content, `**` stays `**`.
 */
export function textField(value: string | null | undefined): string {
  if (isBlank(value)) return '';
  return decodeSanitizerText(sanitizeHtml(value, STRIP_ALL_OPTIONS)).replace(/\s+/g, ' ').trim();
}

/**
 * Term descriptions: returned as stored, the way WordPress returns them (no Markdown, no added `<p>`),
 * but through the same allowlist, so a stored `<script>` never reaches a client.
 */
export function sanitizeTermText(stored: string | null | undefined): string {
  if (isBlank(stored)) return '';
  return sanitizeTerm(stored);
}

const sanitizeTerm = memoize((stored: string) => sanitizeHtml(stored, SANITIZE_OPTIONS).trim(), {
  max: 5_000,
  maxChars: 4_000_000,
  maxKeyLength: 100_000,
});
