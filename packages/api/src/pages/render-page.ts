import {
  DIRECTION,
  escapeHtml,
  jsonForScript,
  PAGE_DATA_ID,
  type PageData,
  type PageHead,
  SERVER_HEAD_ATTRIBUTE,
} from '@modern-jobs/domain';

const MARK = SERVER_HEAD_ATTRIBUTE;

function headTags(head: PageHead, data: PageData | undefined): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" ${MARK} />`;
  return [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" ${MARK} />`,
    ...head.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" ${MARK} />`,
    ),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    ...head.openGraph.map(([property, content]) => meta('property', property, content)),
    ...head.twitter.map(([name, content]) => meta('name', name, content)),
    ...(head.jsonLd ? [`<script type="application/ld+json" ${MARK}>${jsonForScript(head.jsonLd)}</script>`] : []),
    ...(data ? [`<script type="application/json" id="${PAGE_DATA_ID}" ${MARK}>${jsonForScript(data)}</script>`] : []),
  ].join('\n    ');
}

/**
 * The app's index.html with a page's own head, in its language, and what the page shows in place of
 * the static shell's hero (`main`), which the app replaces when it renders, with the `data` it
 * renders from. Only the head's texts and
 * the shell's body change: the inline scripts stay byte for byte, so the CSP's hashes still hold.
 */
export function renderPage(template: string, head: PageHead, main: string | null, data?: PageData): string {
  let html = template
    // Replaced by functions: a job's text is data, never a replacement pattern ($&, $1).
    .replace(/<html lang="[^"]*"/, () => `<html lang="${head.locale}" dir="${DIRECTION[head.locale]}"`)
    .replace(/<title[^>]*>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" ${MARK} />`,
    )
    // The site's own share tags (index.html) give way to the page's.
    .replace(/\s*<meta [^>]*data-site-head[^>]*>/g, '')
    .replace('</head>', () => `  ${headTags(head, data)}\n  </head>`);
  if (main !== null) html = html.replace(/<section class="shell-hero"[\s\S]*?<\/section>/, () => main);
  return html;
}
