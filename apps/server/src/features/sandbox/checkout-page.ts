// The sandbox checkout page's HTML, a sheet styled after Razorpay's modal (its look and why in
// checkout-style.ts). It carries no inline script (our CSP forbids it): its data sits in a JSON
// block and its code comes from /sandbox/checkout.js.
import { CHECKOUT_STYLE } from './checkout-style.ts';

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

interface Method {
  id: string;
  name: string;
  hint: string;
  /** A UPI app's tile: its initial on its colour (no trademark artwork in a sandbox). */
  tile?: { letter: string; colour: string };
}

const UPI_APPS: Method[] = [
  { id: 'upi_phonepe', name: 'PhonePe', hint: 'UPI', tile: { letter: 'Pe', colour: '#5f259f' } },
  { id: 'upi_gpay', name: 'Google Pay', hint: 'UPI', tile: { letter: 'G', colour: '#1a73e8' } },
  { id: 'upi_paytm', name: 'Paytm', hint: 'UPI', tile: { letter: 'P', colour: '#00baf2' } },
];
const UPI_ID: Method = { id: 'upi', name: 'UPI ID', hint: 'Pay with any UPI app (e.g. success@razorpay)' };
const CARD: Method = { id: 'card', name: 'Card', hint: 'Visa, Mastercard, RuPay & more' };
const NET_BANKING: Method = { id: 'netbanking', name: 'Net banking', hint: 'All Indian banks' };

/** PhonePe is chosen when the sheet opens, as the script assumes. */
function methodButton(m: Method): string {
  const logo = m.tile ? `<span class="logo" aria-hidden="true" style="background:${m.tile.colour}">${m.tile.letter}</span>` : '';
  return (
    `<button type="button" class="method" data-method="${m.id}" aria-pressed="${m.id === 'upi_phonepe'}">` +
    `${logo}<span><strong>${escapeHtml(m.name)}</strong><small>${escapeHtml(m.hint)}</small></span></button>`
  );
}

export function checkoutPageHtml(data: CheckoutPageData): string {
  const methods =
    `<h2>UPI</h2><div class="apps">${UPI_APPS.map(methodButton).join('')}</div>${methodButton(UPI_ID)}` +
    `<h2>Card</h2>${methodButton(CARD)}<h2>Net banking</h2>${methodButton(NET_BANKING)}`;
  const amount = rupees(data.amountPaise);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(data.brandName)} – Checkout (sandbox)</title><style>${CHECKOUT_STYLE}</style>
<script id="sandbox-data" type="application/json">${jsonForHtml(data)}</script>
<script src="/sandbox/checkout.js" defer></script></head>
<body><div class="sheet" role="dialog" aria-modal="true" aria-labelledby="brand">
<header><h1 id="brand">${escapeHtml(data.brandName)}</h1><p>${escapeHtml(data.description)}</p>
<div class="amount-row"><span class="amount">${amount}</span><span class="test">Sandbox · test mode</span></div>
<button type="button" class="close" id="close" aria-label="Close checkout">×</button></header>
<main aria-label="Payment methods">${methods}</main>
<footer><p class="status" id="status" role="status" aria-live="polite"></p>
<div class="actions"><button type="button" class="pay" id="pay">Pay ${amount}</button>
<button type="button" class="fail" id="fail">Simulate failure</button></div>
<p class="secure">Secured by Sandbox Pay · no real money moves</p></footer></div></body></html>`;
}
