import { DIRECTION, escapeHtml, type Locale } from '@modern-jobs/domain';

/** An e-mail as sent: its subject and the same message twice, as HTML and as plain text. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
  /** headers of its own kind (alerts: List-Unsubscribe and List-Unsubscribe-Post, RFC 8058) */
  headers?: Record<string, string>;
}

export interface MailLink {
  label: string;
  url: string;
}

/** One job of a list (an alert's new jobs): its title linking to its page, and what it is. */
export interface MailJobCard {
  title: string;
  url: string;
  /** company, location: one line */
  facts: readonly string[];
  salary: string | null;
  /** what the link does, said in the text part beside the URL */
  linkLabel: string;
}

/** What every e-mail says, in the order it says it; every value is plain text, escaped here. */
export interface MailBody {
  locale: Locale;
  subject: string;
  heading: string;
  greeting?: string;
  paragraphs: readonly string[];
  /** a list of jobs, then what follows it (how many more, and where to see them) */
  jobs?: { cards: readonly MailJobCard[]; after?: readonly string[]; link?: MailLink };
  /** a heading over the facts, when they need one */
  detailsHeading?: string;
  /** label, value: the facts (the recipient's own application, or what their alert looks for); no label: the value alone */
  details: ReadonlyArray<readonly [string, string]>;
  action: { label: string; url: string; hint: string };
  footer: readonly string[];
  /** links under the footer's words (an alert's unsubscribe links) */
  footerLinks?: readonly MailLink[];
  brand: string;
}

// Mail clients drop <style> blocks and ignore most layout CSS: one column of tables with inline
// styles is what Gmail, Outlook and phone clients all render the same. 600px is the width they fit.
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,'Noto Nastaliq Urdu','Noto Naskh Arabic',Arial,sans-serif";
// The site's own greens (brand-8 for the bar and titles, brand-7 for actions): white on them, and
// them on white, read at 5:1 or better.
const TEXT = `${FONT};color:#1f2937;font-size:16px;line-height:1.6`;
// A fact's label is smaller than its value: the same line height keeps both on one baseline.
const FACT_LINE = 'line-height:26px';

/** The one layout of every e-mail: the brand, a heading, the message, the facts, one big link. */
export function renderLayout(body: MailBody): MailContent {
  return { subject: body.subject, html: html(body), text: text(body) };
}

function html(body: MailBody): string {
  const e = escapeHtml;
  const dir = DIRECTION[body.locale];
  const align = dir === 'rtl' ? 'right' : 'left';
  // Urdu script needs more room between lines than Latin.
  const lineHeight = body.locale === 'ur' ? 'line-height:2' : '';
  const cell = `padding:6px 0;vertical-align:top;text-align:${align}`;
  const details = body.details
    .map(([label, value]) =>
      label
        ? `<tr><th scope="row" style="${cell};${FONT};font-size:14px;${FACT_LINE};color:#6b7280;font-weight:normal;width:35%">${e(label)}</th>` +
          `<td style="${cell};${TEXT};${FACT_LINE};font-weight:600"><bdi dir="auto">${e(value)}</bdi></td></tr>`
        : `<tr><td colspan="2" style="${cell};${TEXT};${FACT_LINE};font-weight:600"><bdi dir="auto">${e(value)}</bdi></td></tr>`,
    )
    .join('');
  const paragraphs = body.paragraphs.map((p) => `<p style="margin:0 0 16px;${TEXT};${lineHeight}">${e(p)}</p>`);
  const footer = body.footer.map((p) => `<p style="margin:0 0 8px;${FONT};font-size:13px;color:#6b7280">${e(p)}</p>`);
  // Links a thumb can hit: a line of their own, with room above and below.
  const footerLinks = (body.footerLinks ?? []).map(
    (link) =>
      `<p style="margin:0;${FONT};font-size:14px"><a href="${e(link.url)}" style="display:inline-block;padding:8px 0;color:#15803d">${e(link.label)}</a></p>`,
  );
  const jobs = body.jobs ? jobList(body.jobs, align, lineHeight) : '';
  const detailsHeading = body.detailsHeading
    ? `<h2 style="margin:8px 0 0;${FONT};font-size:16px;line-height:1.5;color:#111827">${e(body.detailsHeading)}</h2>\n`
    : '';
  return `<!doctype html>
<html lang="${body.locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(body.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px;background:#166534;border-radius:8px 8px 0 0;${FONT};font-size:20px;font-weight:700;color:#ffffff;text-align:${align}" lang="en" dir="ltr">${e(body.brand)}</td></tr>
<tr><td style="padding:24px;text-align:${align}">
<h1 style="margin:0 0 16px;${FONT};font-size:22px;line-height:1.4;color:#111827">${e(body.heading)}</h1>
${body.greeting ? `<p style="margin:0 0 16px;${TEXT};${lineHeight}">${e(body.greeting)}</p>\n` : ''}${paragraphs.join('\n')}
${jobs}${detailsHeading}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;border-top:1px solid #e5e7eb;border-bottom:1px solid #e5e7eb">${details}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="border-radius:6px;background:#15803d">
<a href="${e(body.action.url)}" style="display:block;padding:16px 24px;${FONT};font-size:18px;font-weight:700;color:#ffffff;text-decoration:none;text-align:center">${e(body.action.label)}</a>
</td></tr></table>
<p style="margin:16px 0 0;${FONT};font-size:13px;color:#6b7280">${e(body.action.hint)} <a href="${e(body.action.url)}" style="color:#15803d;word-break:break-all" dir="ltr">${e(body.action.url)}</a></p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;text-align:${align}">
${[...footer, ...footerLinks].join('\n')}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The jobs one under another, each a block a phone shows whole: title (the link), company and place, pay. */
function jobList(jobs: NonNullable<MailBody['jobs']>, align: string, lineHeight: string): string {
  const e = escapeHtml;
  const cards = jobs.cards
    .map((card) => {
      const facts = card.facts.map((fact) => `<bdi dir="auto">${e(fact)}</bdi>`).join(' · ');
      return (
        `<tr><td style="padding:12px 0;border-top:1px solid #e5e7eb;text-align:${align}">` +
        `<a href="${e(card.url)}" style="display:block;padding:4px 0;${FONT};font-size:18px;line-height:1.4;font-weight:700;color:#166534;text-decoration:none"><bdi dir="auto">${e(card.title)}</bdi></a>` +
        (facts ? `<p style="margin:2px 0 0;${TEXT};${lineHeight};color:#374151">${facts}</p>` : '') +
        (card.salary ? `<p style="margin:2px 0 0;${TEXT};${lineHeight};font-weight:600">${e(card.salary)}</p>` : '') +
        '</td></tr>'
      );
    })
    .join('\n');
  const after = (jobs.after ?? []).map((p) => `<p style="margin:0 0 8px;${TEXT};${lineHeight}">${e(p)}</p>`);
  const link = jobs.link
    ? `<p style="margin:0 0 16px;${FONT};font-size:16px"><a href="${e(jobs.link.url)}" style="display:inline-block;padding:8px 0;font-weight:700;color:#15803d">${e(jobs.link.label)}</a></p>`
    : '';
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-bottom:1px solid #e5e7eb">\n${cards}\n</table>\n` +
    [...after, link]
      .filter(Boolean)
      .map((line) => `${line}\n`)
      .join('')
  );
}

function text(body: MailBody): string {
  const details = body.details.map(([label, value]) => (label ? `${label}: ${value}` : value));
  const jobs = body.jobs
    ? [
        ...body.jobs.cards.flatMap((card) => [
          card.title,
          ...(card.facts.length ? [card.facts.join(' · ')] : []),
          ...(card.salary ? [card.salary] : []),
          `${card.linkLabel}: ${card.url}`,
          '',
        ]),
        ...(body.jobs.after ?? []),
        ...(body.jobs.link ? [`${body.jobs.link.label}: ${body.jobs.link.url}`] : []),
        ...(body.jobs.after?.length || body.jobs.link ? [''] : []),
      ]
    : [];
  return [
    body.heading,
    '',
    ...(body.greeting ? [body.greeting, ''] : []),
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...jobs,
    ...(body.detailsHeading ? [body.detailsHeading] : []),
    ...details,
    '',
    `${body.action.label}: ${body.action.url}`,
    '',
    '-- ',
    ...body.footer,
    ...(body.footerLinks ?? []).map((link) => `${link.label}: ${link.url}`),
    body.brand,
    '',
  ].join('\n');
}
