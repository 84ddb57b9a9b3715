/**
 * An event's description as the HTML the event create route takes (docs/api.md §7.7). The API
 * sanitises HTML again when it writes and renders it, so nothing here needs to be trusted.
 */
import type { Component } from './dates';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** Plain text as paragraphs (blank lines) and line breaks (single newlines). */
export function plainToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');
}

/**
 * Google Calendar writes the rich text of its editor in HTML in DESCRIPTION itself (no
 * X-ALT-DESC), so a DESCRIPTION made of such tags is taken for HTML, not escaped into visible tags.
 */
const LOOKS_HTML = /<(p|a|br|b|i|u|em|strong|ul|ol|li|span|div|h[1-6])(\s[^<>]*)?\/?>/i;

/** What a full HTML document (as some exporters put in X-ALT-DESC) has in its body. */
function bodyOf(html: string): string {
  const body = /<body[^>]*>([\s\S]*?)(<\/body>|$)/i.exec(html);
  return (body ? body[1] : html).trim();
}

/**
 * Outlook and All-in-One Event Calendar write `X-ALT-DESC;FMTTYPE=text/html` beside the plain
 * DESCRIPTION (a draft extension, never an RFC): it is the richer text when present.
 */
export function descriptionHtml(vevent: Component): string | null {
  for (const prop of vevent.getAllProperties('x-alt-desc')) {
    if (String(prop.getParameter('fmttype') ?? '').toLowerCase() !== 'text/html') continue;
    // ical.js leaves an X- property's value escaped as written: undo RFC 5545 §3.3.11 TEXT escapes.
    const raw = String(prop.getFirstValue() ?? '').replace(/\\([nN,;\\])/g, (_m, c: string) =>
      c.toLowerCase() === 'n' ? '\n' : c
    );
    const html = bodyOf(raw);
    if (html.replace(/<[^>]*>/g, '').trim()) return html;
  }
  const text = String(vevent.getFirstPropertyValue('description') ?? '').trim();
  if (!text) return null;
  return LOOKS_HTML.test(text) ? text : plainToHtml(text);
}
