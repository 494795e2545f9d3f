// The sandbox checkout sheet's look (after Razorpay's modal). The sheet is a column whose middle
// (the payment methods) scrolls and whose footer (status and Pay) does not, so Pay is on screen
// without scrolling at any height: inside the web app's 420x640 frame, on a 390x844 phone and on
// a 1440x900 desktop (issue 12). Narrow or short windows get the sheet edge to edge.
export const CHECKOUT_STYLE = `
*{box-sizing:border-box}
html,body{height:100%}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center;color:#1f2937}
.sheet{display:flex;flex-direction:column;width:min(420px,100vw);max-height:100vh;max-height:100dvh;background:#fff;border-radius:8px;overflow:hidden;box-shadow:0 12px 40px rgba(0,0,0,.4)}
@media (max-width:480px),(max-height:560px){body{background:#fff}.sheet{width:100%;height:100%;max-height:none;border-radius:0;box-shadow:none}}
header{flex:none;background:#3399cc;color:#fff;padding:14px 52px 14px 18px;position:relative}
header h1{margin:0;font-size:17px;line-height:1.2}
header p{margin:2px 0 0;opacity:.9;font-size:13px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.amount-row{display:flex;align-items:center;gap:10px;margin-top:8px}
.amount{font-size:22px;font-weight:700;line-height:1}
.test{background:#fde68a;color:#92400e;font-size:11px;font-weight:600;border-radius:3px;padding:2px 6px}
.close{position:absolute;top:8px;right:8px;width:40px;height:40px;background:none;border:0;border-radius:50%;color:#fff;font-size:24px;line-height:1;cursor:pointer}
.close:hover{background:rgba(255,255,255,.15)}
main{flex:1 1 auto;min-height:0;overflow-y:auto;padding:4px 14px 10px;overscroll-behavior:contain}
h2{font-size:11px;text-transform:uppercase;letter-spacing:.08em;color:#6b7280;margin:12px 2px 6px}
.apps{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-bottom:8px}
.method{display:flex;align-items:center;gap:10px;width:100%;min-height:48px;text-align:left;padding:8px 12px;border:1px solid #e5e7eb;border-radius:6px;background:#fff;cursor:pointer;font:inherit;color:inherit}
.method:hover{border-color:#9ccbe3}
.apps .method{flex-direction:column;justify-content:center;gap:4px;text-align:center;padding:8px 4px;font-size:13px}
.method + .method{margin-top:8px}.apps .method + .method{margin-top:0}
.method[aria-pressed=true]{border-color:#3399cc;background:#f0f8fc;box-shadow:0 0 0 2px rgba(51,153,204,.25)}
.method small{display:block;color:#6b7280;font-size:12px;font-weight:400}
.apps .method small{display:none}
.logo{display:grid;place-items:center;flex:none;width:28px;height:28px;border-radius:50%;color:#fff;font-size:13px;font-weight:700}
footer{flex:none;border-top:1px solid #e5e7eb;background:#fff;padding:10px 14px 10px;box-shadow:0 -6px 16px -12px rgba(0,0,0,.35)}
.status{min-height:18px;margin:0 2px 6px;font-size:13px}.status:empty{display:none}
.status.error{color:#b91c1c}.status.ok{color:#047857}
.actions{display:flex;gap:8px}
.pay{flex:1;background:#3399cc;color:#fff;border:0;border-radius:6px;padding:12px;font-size:15px;font-weight:600;cursor:pointer}
.pay:hover{background:#2b87b5}
.fail{background:#fff;color:#b91c1c;border:1px solid #fca5a5;border-radius:6px;padding:12px 10px;cursor:pointer;font-size:13px}
.secure{margin:8px 0 0;font-size:11px;color:#9ca3af;text-align:center}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}button:disabled{opacity:.6;cursor:wait}`;
