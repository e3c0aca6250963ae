// The test provider's page (server-rendered, no script, nothing from elsewhere): the order, its amount and three
// labelled buttons, usable by keyboard and on a phone.
import { fromMinorUnits } from '../../platform/money.js';
import type { TestPayment } from './payment-service.js';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1f24}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem}
h1{font-size:1.25rem;margin:0 0 .5rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1rem}
.note{background:#fff4ce;padding:.5rem .75rem;border-radius:.5rem}
button{display:block;width:100%;min-height:3rem;margin:.75rem 0 0;font:inherit;font-weight:600;border-radius:.5rem;border:2px solid transparent;cursor:pointer}
button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
.ok{background:#0e7a3b;color:#fff}.fail{background:#b42318;color:#fff}.abandon{background:#fff;color:#1b1f24;border-color:#8a94a6}`;

export function testPaymentPage(p: TestPayment, returnPath: string): string {
  const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: p.currency }).format(
    fromMinorUnits(p.amountMinor, p.currency),
  );
  const paid = p.status === 'confirmed' || p.status === 'needs_attention';
  const action = `/pay/test/${encodeURIComponent(p.orderId)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test payment ${escape(p.orderId)}</title><style>${STYLE}</style></head>
<body><main>
<h1>Test payment</h1>
<p class="note">Sandbox: no money moves. Choose how this payment ends.</p>
<p>Order <strong>${escape(p.orderId)}</strong></p>
<p class="amount" aria-label="Amount to pay">${escape(amount)}</p>
${
  paid
    ? '<p role="status">This order is paid.</p>'
    : `<form method="post" action="${escape(action)}">
<input type="hidden" name="return" value="${escape(returnPath)}">
<button class="ok" type="submit" name="outcome" value="succeed">Succeed: pay ${escape(amount)}</button>
<button class="fail" type="submit" name="outcome" value="fail">Fail: decline the payment</button>
<button class="abandon" type="submit" name="outcome" value="abandon">Abandon: go back without paying</button>
</form>`
}
</main></body></html>`;
}
