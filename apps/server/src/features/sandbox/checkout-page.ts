// The sandbox checkout page's HTML, styled after Razorpay's modal. It carries no inline script
// (our CSP forbids it): its data sits in a JSON block and its code comes from /sandbox/checkout.js.
export interface CheckoutPageData {
  orderId: string;
  amountPaise: number;
  currency: string;
  brandName: string;
  description: string;
  keyId: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON safe inside a <script type="application/json"> block. */
const jsonForHtml = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

export function rupees(paise: number): string {
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 === 0 ? 0 : 2 })}`;
}

const METHODS: [string, string, string][] = [
  ['upi_phonepe', 'PhonePe', 'UPI'],
  ['upi_gpay', 'Google Pay', 'UPI'],
  ['upi_paytm', 'Paytm', 'UPI'],
  ['upi', 'UPI ID', 'Pay with any UPI app (e.g. success@razorpay)'],
  ['card', 'Card', 'Visa, Mastercard, RuPay & more'],
  ['netbanking', 'Net banking', 'All Indian banks'],
];

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:rgba(0,0,0,.6);min-height:100vh;display:flex;align-items:center;justify-content:center;color:#1f2937}
.modal{width:min(420px,100vw);background:#fff;border-radius:8px;overflow:hidden;box-shadow:0 12px 40px rgba(0,0,0,.4)}
header{background:#3399cc;color:#fff;padding:18px 20px;position:relative}
header h1{margin:0;font-size:18px}header p{margin:4px 0 0;opacity:.9;font-size:13px}
.amount{font-size:24px;font-weight:700;margin-top:10px}
.close{position:absolute;top:10px;right:12px;background:none;border:0;color:#fff;font-size:22px;cursor:pointer}
.test{display:inline-block;background:#fde68a;color:#92400e;font-size:11px;font-weight:600;border-radius:3px;padding:2px 6px;margin-top:8px}
main{padding:12px 16px 16px}h2{font-size:12px;text-transform:uppercase;letter-spacing:.06em;color:#6b7280;margin:12px 4px 6px}
.method{display:flex;align-items:center;gap:12px;width:100%;text-align:left;padding:12px;border:1px solid #e5e7eb;border-radius:6px;background:#fff;margin:6px 0;cursor:pointer;font:inherit}
.method[aria-pressed=true]{border-color:#3399cc;box-shadow:0 0 0 2px rgba(51,153,204,.25)}
.method small{display:block;color:#6b7280;font-size:12px}
.actions{display:flex;gap:8px;margin-top:14px}
.pay{flex:1;background:#3399cc;color:#fff;border:0;border-radius:6px;padding:12px;font-size:15px;font-weight:600;cursor:pointer}
.fail{background:#fff;color:#b91c1c;border:1px solid #fca5a5;border-radius:6px;padding:12px;cursor:pointer}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}button:disabled{opacity:.6;cursor:wait}
.status{min-height:20px;margin:10px 4px 0;font-size:13px}.status.error{color:#b91c1c}.status.ok{color:#047857}
footer{font-size:11px;color:#9ca3af;text-align:center;padding:0 0 12px}`;

export function checkoutPageHtml(data: CheckoutPageData): string {
  const groups = [
    ['UPI', METHODS.slice(0, 4)],
    ['Card', METHODS.slice(4, 5)],
    ['Net banking', METHODS.slice(5)],
  ] as const;
  const methods = groups
    .map(
      ([title, list]) =>
        `<h2>${title}</h2>` +
        list
          .map(
            ([id, name, hint], i) =>
              `<button type="button" class="method" data-method="${id}" aria-pressed="${title === 'UPI' && i === 0}">` +
              `<span><strong>${escapeHtml(name)}</strong><small>${escapeHtml(hint)}</small></span></button>`,
          )
          .join(''),
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(data.brandName)} – Checkout (sandbox)</title><style>${STYLE}</style>
<script id="sandbox-data" type="application/json">${jsonForHtml(data)}</script>
<script src="/sandbox/checkout.js" defer></script></head>
<body><div class="modal" role="dialog" aria-modal="true" aria-labelledby="brand">
<header><h1 id="brand">${escapeHtml(data.brandName)}</h1><p>${escapeHtml(data.description)}</p>
<div class="amount">${rupees(data.amountPaise)}</div><span class="test">Sandbox · test mode</span>
<button type="button" class="close" id="close" aria-label="Close checkout">×</button></header>
<main>${methods}
<div class="actions"><button type="button" class="pay" id="pay">Pay ${rupees(data.amountPaise)}</button>
<button type="button" class="fail" id="fail">Simulate failure</button></div>
<p class="status" id="status" role="status" aria-live="polite"></p></main>
<footer>Secured by Sandbox Pay · no real money moves</footer></div></body></html>`;
}
