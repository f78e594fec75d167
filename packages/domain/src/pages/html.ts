/** Text as HTML text or a quoted attribute's value (also XML's: a sitemap's URLs). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * An operator's text as HTML paragraphs: a `<p>` per blank-line-separated paragraph, its line breaks
 * kept as `<br>`, everything escaped. `attributes` go on each `<p>` (e.g. ` dir="auto"`).
 */
export function paragraphsHtml(text: string | null | undefined, attributes = ''): string {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p${attributes}>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** JSON inside <script> (JSON-LD): no text can close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Marks what the server adds to a page's head (packages/api/src/pages): the app removes all of it when
 * it starts and writes its own, so a page never has two descriptions or two JSON-LDs.
 */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';
