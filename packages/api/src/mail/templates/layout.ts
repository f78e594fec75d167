import { DIRECTION, escapeHtml, type Locale } from '@modern-jobs/domain';

/** An e-mail as sent: its subject and the same message twice, as HTML and as plain text. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

/** What every e-mail says, in the order it says it; every value is plain text, escaped here. */
export interface MailBody {
  locale: Locale;
  subject: string;
  heading: string;
  greeting: string;
  paragraphs: readonly string[];
  /** label, value: the facts of the recipient's own application */
  details: ReadonlyArray<readonly [string, string]>;
  action: { label: string; url: string; hint: string };
  footer: readonly string[];
  brand: string;
}

// Mail clients drop <style> blocks and ignore most layout CSS: one column of tables with inline
// styles is what Gmail, Outlook and phone clients all render the same. 600px is the width they fit.
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,'Noto Nastaliq Urdu','Noto Naskh Arabic',Arial,sans-serif";
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
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="${cell};${FONT};font-size:14px;${FACT_LINE};color:#6b7280;font-weight:normal;width:35%">${e(label)}</th>` +
        `<td style="${cell};${TEXT};${FACT_LINE};font-weight:600"><bdi dir="auto">${e(value)}</bdi></td></tr>`,
    )
    .join('');
  const paragraphs = body.paragraphs.map((p) => `<p style="margin:0 0 16px;${TEXT};${lineHeight}">${e(p)}</p>`);
  const footer = body.footer.map((p) => `<p style="margin:0 0 8px;${FONT};font-size:13px;color:#6b7280">${e(p)}</p>`);
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
<tr><td style="padding:20px 24px;background:#1e3a8a;border-radius:8px 8px 0 0;${FONT};font-size:20px;font-weight:700;color:#ffffff;text-align:${align}" lang="en" dir="ltr">${e(body.brand)}</td></tr>
<tr><td style="padding:24px;text-align:${align}">
<h1 style="margin:0 0 16px;${FONT};font-size:22px;line-height:1.4;color:#111827">${e(body.heading)}</h1>
<p style="margin:0 0 16px;${TEXT};${lineHeight}">${e(body.greeting)}</p>
${paragraphs.join('\n')}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;border-top:1px solid #e5e7eb;border-bottom:1px solid #e5e7eb">${details}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="border-radius:6px;background:#2563eb">
<a href="${e(body.action.url)}" style="display:block;padding:16px 24px;${FONT};font-size:18px;font-weight:700;color:#ffffff;text-decoration:none;text-align:center">${e(body.action.label)}</a>
</td></tr></table>
<p style="margin:16px 0 0;${FONT};font-size:13px;color:#6b7280">${e(body.action.hint)} <a href="${e(body.action.url)}" style="color:#2563eb;word-break:break-all" dir="ltr">${e(body.action.url)}</a></p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;text-align:${align}">
${footer.join('\n')}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function text(body: MailBody): string {
  const details = body.details.map(([label, value]) => `${label}: ${value}`);
  return [
    body.heading,
    '',
    body.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...details,
    '',
    `${body.action.label}: ${body.action.url}`,
    '',
    '-- ',
    ...body.footer,
    body.brand,
    '',
  ].join('\n');
}
