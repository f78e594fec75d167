/**
 * The stand-ins' pages: the checkout where a tester picks pay, fail or cancel, the gateway's error
 * page, and the self-submitting form that carries a result back to the merchant. Plain HTML that
 * works without script and reads well in a screen reader; each says plainly that no money moves.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** 150050 → "PKR 1,500.50", 150000 → "PKR 1,500". */
export function pkr(amountPaisa: number): string {
  const rupees = Math.floor(amountPaisa / 100).toLocaleString('en-US');
  const paisa = amountPaisa % 100;
  return `PKR ${rupees}${paisa ? `.${String(paisa).padStart(2, '0')}` : ''}`;
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1rem;background:#f5f5f5;color:#111}
main{max-width:28rem;margin:0 auto;background:#fff;padding:1.25rem;border-radius:.5rem}
.note{background:#fff4cc;padding:.5rem;border-radius:.25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin-top:1rem}
input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}
button{font-size:1rem;padding:.6rem 1rem;min-height:44px;cursor:pointer}
.error{color:#a00;font-weight:600}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface CheckoutPage {
  gateway: 'JazzCash' | 'Easypaisa';
  merchant: string;
  reference: string;
  amountPaisa: number;
  description?: string;
  /** where the tester's choice is posted */
  action: string;
  mobile?: string;
  error?: string;
}

export function checkoutPage(page: CheckoutPage): string {
  const amount = pkr(page.amountPaisa);
  const error = page.error ? `<p class="error" role="alert" id="mobile-error">${escapeHtml(page.error)}</p>` : '';
  return layout(
    `${page.gateway} checkout (local stand-in)`,
    `<h1>${escapeHtml(page.gateway)} checkout</h1>
<p class="note">Local stand-in of ${escapeHtml(page.gateway)}: no money moves.</p>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(page.merchant)}</dd>
<dt>Order</dt><dd>${escapeHtml(page.reference)}</dd>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
${page.description ? `<dt>For</dt><dd>${escapeHtml(page.description)}</dd>` : ''}
</dl>
<form method="post" action="${escapeHtml(page.action)}">
<label for="mobile">${escapeHtml(page.gateway)} mobile account number</label>
<p id="mobile-hint">11 digits, starting 03, for example 03001234567</p>
${error}
<input id="mobile" name="mobile" type="tel" inputmode="numeric" autocomplete="tel" required pattern="03[0-9]{9}"
 aria-describedby="mobile-hint${page.error ? ' mobile-error' : ''}"${page.error ? ' aria-invalid="true"' : ''} value="${escapeHtml(page.mobile ?? '')}">
<div class="actions">
<button type="submit" name="action" value="pay">Pay ${escapeHtml(amount)}</button>
<button type="submit" name="action" value="fail" formnovalidate>Fail the payment</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

export function errorPage(gateway: 'JazzCash' | 'Easypaisa', code: string, message: string): string {
  return layout(
    `${gateway}: ${message}`,
    `<h1>${escapeHtml(gateway)} could not take this payment</h1>
<p class="error" role="alert">Error ${escapeHtml(code)}: ${escapeHtml(message)}</p>
<p class="note">Local stand-in of ${escapeHtml(gateway)}: the request was refused as the real gateway would refuse it.</p>`,
  );
}

/** A form the browser posts on its own (a button too, for a browser without script). */
export function autoPostPage(title: string, url: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<form id="return" method="post" action="${escapeHtml(url)}">
${inputs}
<button type="submit">Continue</button>
</form>
<script>document.getElementById('return').submit()</script>`,
  );
}
