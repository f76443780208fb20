/**
 * The hosted page's stylesheet. It lives in TypeScript so it ships in the compiled package without
 * a copy step, and is served as its own file (/pay/assets/checkout.css) because the page's CSP
 * allows no inline styles or scripts. Single column, sized for a 375 px phone first.
 */
export const CHECKOUT_STYLESHEET_PATH = '/pay/assets/checkout.css';

export const checkoutStylesheet = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  font-size:1rem;line-height:1.5;color:#1d2430;background:#eef1f5}
main{width:100%;max-width:30rem;margin:0 auto;padding:1rem 1rem 3rem}
main.wide{max-width:72rem}
.test-banner{margin:0 0 1rem;padding:.375rem .75rem;border-radius:.375rem;background:#fff4d6;color:#6b4e00;
  font-size:.875rem;font-weight:600;text-align:center}
.business{margin:0 0 .25rem;font-weight:700;color:#2b3a55}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.125rem;margin:0 0 .75rem}
.panel{background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.25rem;margin-bottom:1rem}
.total{font-size:2rem;font-weight:700;margin:0}
.total-label{margin:0;color:#4a5565}
.currency{font-size:1rem;font-weight:600;color:#4a5565}
table{width:100%;border-collapse:collapse;margin-top:1rem}
th,td{padding:.5rem 0;vertical-align:top;text-align:left;border-top:1px solid #e2e6ea}
td.amount,th.amount{text-align:right;white-space:nowrap;padding-left:.75rem}
tfoot th,tfoot td{font-weight:700}
.item-name{display:block;font-weight:600;overflow-wrap:anywhere}
.item-meta{display:block;font-size:.875rem;font-weight:400;color:#4a5565;overflow-wrap:anywhere}
.visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);border:0}
form{margin:0}
fieldset{border:0;padding:0;margin:0 0 1.25rem}
legend{font-size:1.125rem;font-weight:700;padding:0;margin-bottom:.75rem}
.field{margin-bottom:1rem}
.field-row{display:flex;gap:.75rem}
.field-row .field{flex:1 1 0;min-width:0}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{display:block;width:100%;min-height:2.75rem;padding:.5rem .75rem;font:inherit;font-size:1rem;color:inherit;
  background:#fff;border:1px solid #8a94a3;border-radius:.375rem}
input[aria-invalid=true]{border-color:#b42318;border-width:2px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #f2b705;outline-offset:2px}
.hint{display:block;font-size:.875rem;color:#4a5565;margin-top:.25rem}
.email{margin:0 0 1rem;overflow-wrap:anywhere}
.button{display:block;width:100%;min-height:2.75rem;padding:.625rem 1rem;font:inherit;font-weight:600;text-align:center;
  border-radius:.375rem;cursor:pointer;text-decoration:none}
.button-primary{color:#fff;background:#1b5fd1;border:0}
.button-primary:hover{background:#164ea9}
.button-secondary{color:#1b5fd1;background:#fff;border:2px solid #1b5fd1}
.button-secondary:hover{background:#eef4ff}
.button-link{color:#1d2430;background:transparent;border:1px solid #8a94a3}
.alert{padding:.75rem 1rem;border-radius:.375rem;margin-bottom:1rem;background:#fdecea;color:#8a1c12;border:1px solid #f3b5ad}
.notice{padding:.75rem 1rem;border-radius:.375rem;margin-bottom:1rem;background:#eef4ff;color:#17366d;border:1px solid #b9cdf2}
.test-cards{font-size:.875rem;color:#4a5565}
.test-cards ul{padding-left:1.25rem;margin:.5rem 0}
.table-scroll{overflow-x:auto}
.table-scroll th,.table-scroll td{padding-right:.75rem}
.nowrap{white-space:nowrap}
.refund-summary{margin:0}
.status{font-weight:600}
.status-succeeded{color:#17603a}
.status-pending{color:#6b4e00}
.status-failed{color:#8a1c12}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere}
a{color:#164ea9;text-underline-offset:2px}
`;
