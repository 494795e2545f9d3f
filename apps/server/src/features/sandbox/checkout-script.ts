// The sandbox checkout page's behaviour, served as /sandbox/checkout.js. It posts results to the
// opener (popup) or parent (iframe) exactly as checkout.js would hand them to handler /
// 'payment.failed' / modal.ondismiss: {source:'ott-sandbox-checkout', type, response | error}.
export const CHECKOUT_SCRIPT = String.raw`(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('sandbox-data').textContent);
  var method = 'upi_phonepe';
  var status = document.getElementById('status');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('.method'));
  var target = window.opener || (window.parent !== window ? window.parent : null);
  function post(message) {
    message.source = 'ott-sandbox-checkout';
    if (target) target.postMessage(message, window.location.origin);
  }
  function finish() { if (window.opener) window.close(); }
  function csrf() {
    var m = document.cookie.match(/(?:^|; )csrftoken=([^;]*)/);
    return m ? decodeURIComponent(m[1]) : '';
  }
  function busy(on) {
    ['pay', 'fail', 'close'].forEach(function (id) { document.getElementById(id).disabled = on; });
  }
  buttons.forEach(function (b) {
    b.addEventListener('click', function () {
      method = b.getAttribute('data-method');
      buttons.forEach(function (o) { o.setAttribute('aria-pressed', String(o === b)); });
    });
  });
  function pay(outcome) {
    busy(true);
    status.className = 'status';
    status.textContent = 'Processing…';
    return fetch('/sandbox/pay', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrftoken': csrf() },
      body: JSON.stringify({ order_id: data.orderId, method: method, outcome: outcome })
    }).then(function (res) { return res.json(); }).then(function (r) {
      busy(false);
      if (r.outcome === 'success') {
        status.className = 'status ok';
        status.textContent = 'Payment successful';
        post({ type: 'success', response: {
          razorpay_payment_id: r.razorpay_payment_id,
          razorpay_order_id: r.razorpay_order_id,
          razorpay_signature: r.razorpay_signature } });
        setTimeout(finish, 400);
      } else if (r.outcome === 'failure') {
        status.className = 'status error';
        status.textContent = r.error.description;
        post({ type: 'failed', error: r.error });
      } else if (r.outcome === 'dismiss') {
        post({ type: 'dismissed' });
        finish();
      } else {
        status.className = 'status error';
        status.textContent = r.message || 'Something went wrong';
      }
    }).catch(function () {
      busy(false);
      status.className = 'status error';
      status.textContent = 'Network error. Please try again.';
    });
  }
  document.getElementById('pay').addEventListener('click', function () { pay('success'); });
  document.getElementById('fail').addEventListener('click', function () { pay('failure'); });
  document.getElementById('close').addEventListener('click', function () { pay('dismiss'); });
  document.addEventListener('keydown', function (e) { if (e.key === 'Escape') pay('dismiss'); });
})();
`;
