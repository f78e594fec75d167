import { createHash } from 'node:crypto';
import { escapeHtml } from '@modern-jobs/domain';
import type { HttpResult } from '../http/response.ts';
import type { CheckoutRequest } from './gateways/index.ts';

/** Submits the page's one form as soon as it is read; without script, its button does. */
const SUBMIT = 'document.forms[0].submit();';
const SUBMIT_HASH = createHash('sha256').update(SUBMIT).digest('base64');

/**
 * The page that takes the browser to a gateway with its signed fields: a form posted to the gateway
 * (its checkout, or Easypaisa's second step), in both languages, sent on by a one-line script whose
 * hash is the page's only script allowance, and by its button without script. Its own policy lets
 * forms go only to that gateway's address: the site's pages allow forms to the site alone.
 */
export function gatewayFormPage(request: CheckoutRequest, gatewayName: string): HttpResult {
  const target = new URL(request.url);
  const inputs = Object.entries(request.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(gatewayName)}</title></head><body style="font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;text-align:center"><form method="${request.method}" action="${escapeHtml(request.url)}">${inputs}<p>Taking you to ${escapeHtml(gatewayName)} to pay…</p><p lang="ur" dir="rtl">ادائیگی کے لیے آپ کو ${escapeHtml(gatewayName)} پر لے جایا جا رہا ہے…</p><button type="submit" style="font-size:1rem;padding:.75rem 1.5rem">Continue to ${escapeHtml(gatewayName)}</button></form><script>${SUBMIT}</script></body></html>`;
  return {
    statusCode: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${SUBMIT_HASH}'; style-src 'unsafe-inline'; form-action ${target.origin}; base-uri 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
    body: html,
  };
}
